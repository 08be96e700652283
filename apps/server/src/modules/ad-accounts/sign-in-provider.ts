import type { SignInPurpose } from '@hookline/domain';

/** What a platform's sign-in ends with: the token to seal, when it stops working, and what was granted. */
export interface SignInGrant {
  accessToken: string;
  expiresAt: Date | null;
  scopes: string[];
}

/** The platform refused to turn the code into a token; the message is safe to show the person. */
export class SignInExchangeError extends Error {}

/** One platform's authorisation-code flow. */
export interface SignInProvider {
  /** The environment variables this sign-in needs, named in the "not configured" answer. */
  variables: string;
  configured: boolean;
  /** The platform's own page the browser is sent to. */
  authorizeUrl(input: { state: string; redirectUri: string; purpose: SignInPurpose }): string;
  /** The code the platform sent back to the callback (each platform names it its own way). */
  codeFrom(query: { code?: string | undefined; auth_code?: string | undefined }): string | undefined;
  exchange(input: { code: string; redirectUri: string; now: Date }): Promise<SignInGrant>;
}

const EXCHANGE_TIMEOUT_MS = 15_000;

/** A JSON answer from a platform's token endpoint, or a SignInExchangeError when there is none. */
export async function fetchJson(
  fetchImpl: typeof fetch,
  url: URL,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS) });
  } catch {
    throw new SignInExchangeError('the platform could not be reached');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SignInExchangeError(`the platform answered ${response.status} without JSON`);
  }
  return { status: response.status, body };
}
