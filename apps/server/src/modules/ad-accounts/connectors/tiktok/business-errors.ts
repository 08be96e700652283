import { ConnectorAuthError } from '../connector.ts';

/** TikTok's "too many requests" code; HTTP 429 means the same. */
export const RATE_LIMIT_CODE = 40100;

/** The access-token codes and what each says about the token, in plain words. */
const AUTH_CODES: Readonly<Record<number, string>> = {
  40001: 'was refused',
  40102: 'has expired',
  40104: 'is missing',
  40105: 'is invalid or has been revoked',
};

/** A non-zero `code` from the Business API that no retry will cure. */
export class TikTokApiError extends Error {
  readonly code: number;
  readonly requestId: string | null;

  constructor(params: { code: number; message: string; path: string; requestId: string | null }) {
    const reference = params.requestId ? ` (request id ${params.requestId})` : '';
    super(`TikTok refused ${params.path} with code ${params.code}: ${params.message}${reference}`);
    this.name = 'TikTokApiError';
    this.code = params.code;
    this.requestId = params.requestId;
  }
}

/** Rate limits (40100) and TikTok's internal errors (50000, 51xxx) pass with time. */
export function isRetryableCode(code: number): boolean {
  return code === RATE_LIMIT_CODE || code === 50000 || (code >= 51000 && code < 52000);
}

/** The error for one of the access-token codes, or null when the code is about something else. */
export function authErrorFor(code: number, message: string): ConnectorAuthError | null {
  const problem = AUTH_CODES[code];
  if (problem === undefined) return null;
  return new ConnectorAuthError(
    `The TikTok access token ${problem} (TikTok code ${code}: ${message}). Reconnect the TikTok account.`,
  );
}
