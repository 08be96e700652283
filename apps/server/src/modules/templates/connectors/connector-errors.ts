/** The outside design tools Ad Templates imports from. */
export type DesignProvider = 'figma' | 'canva';

export const PROVIDER_LABELS: Readonly<Record<DesignProvider, string>> = { figma: 'Figma', canva: 'Canva' };

/**
 * Why a call to Figma or Canva came to nothing:
 * - `notConfigured`: the operator set no credentials (FIGMA_ACCESS_TOKEN, CANVA_CLIENT_ID);
 * - `notConnected`: the organisation has not connected Canva, or Canva no longer accepts its connection;
 * - `tokenRefused`: the provider refused the token (expired, revoked, or without access);
 * - `forbidden`: the account may not do this (Canva's brand templates and autofill need a paid plan);
 * - `notFound`: no such file, frame, template or job;
 * - `rateLimited`: still throttled after the bounded retries;
 * - `unavailable`: server errors or no answer, still after the retries;
 * - `renderMissing`: Figma answered no image for the frame (`images[id]` is null);
 * - `autofillFailed`: Canva's autofill job ended `failed`, or did not end in time;
 * - `answer`: an answer in no documented shape, or a request the outbound guard refused.
 */
export type ConnectorFailure =
  | 'notConfigured'
  | 'notConnected'
  | 'tokenRefused'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'
  | 'unavailable'
  | 'renderMissing'
  | 'autofillFailed'
  | 'answer';

/** What a connector throws. Messages are for people and logs: they never quote a URL or a token. */
export class DesignConnectorError extends Error {
  constructor(
    readonly provider: DesignProvider,
    readonly failure: ConnectorFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DesignConnectorError';
  }
}

export const isConnectorFailure = (error: unknown, failure: ConnectorFailure): boolean =>
  error instanceof DesignConnectorError && error.failure === failure;
