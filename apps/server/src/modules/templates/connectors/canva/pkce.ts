import { createHash, randomBytes } from 'node:crypto';

/*
 * OAuth 2.0 with PKCE (RFC 7636), as Canva requires it: the code verifier is 43 to 128 characters of
 * [A-Za-z0-9-._~], and the challenge sent with the authorisation request is BASE64URL(SHA-256(verifier))
 * without padding (method S256).
 */

/** 64 random bytes: 86 characters of base64url, inside RFC 7636's 43 to 128. */
const VERIFIER_BYTES = 64;
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export const isCodeVerifier = (value: string): boolean => VERIFIER.test(value);

/** The S256 code challenge of a verifier. */
export function codeChallengeOf(verifier: string): string {
  if (!isCodeVerifier(verifier)) {
    throw new Error('A PKCE code verifier is 43 to 128 characters of A-Z a-z 0-9 - . _ ~');
  }
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A fresh verifier and its challenge. */
export function createPkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(VERIFIER_BYTES).toString('base64url');
  return { codeVerifier, codeChallenge: codeChallengeOf(codeVerifier) };
}

/** An unguessable `state` for one authorisation request. */
export const createOAuthState = (): string => randomBytes(32).toString('base64url');
