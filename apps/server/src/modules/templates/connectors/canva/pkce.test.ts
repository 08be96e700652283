import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canvaAuthorization, CANVA_SCOPES } from './canva-oauth.ts';
import { codeChallengeOf, createPkcePair, isCodeVerifier } from './pkce.ts';

describe('PKCE (S256)', () => {
  it("matches RFC 7636's worked example", () => {
    // RFC 7636, appendix B.
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a verifier of 43 to 128 unreserved characters and its SHA-256 challenge, unpadded', () => {
    const pairs = Array.from({ length: 20 }, () => createPkcePair());
    for (const { codeVerifier, codeChallenge } of pairs) {
      expect(codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
      expect(codeChallenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'));
      expect(codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(new Set(pairs.map((pair) => pair.codeVerifier)).size).toBe(pairs.length);
  });

  it('refuses a verifier outside the RFC', () => {
    expect(isCodeVerifier('short')).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(() => codeChallengeOf('short')).toThrow();
  });

  it("builds Canva's authorisation URL with the challenge of the verifier it hands back", () => {
    const authorization = canvaAuthorization({
      authorizeUrl: 'https://www.canva.com/api/oauth/authorize',
      clientId: 'OC-client',
      redirectUri: 'https://app.hookline.test/api/v1/templates/canva/callback',
    });
    const url = new URL(authorization.url);
    expect(url.origin + url.pathname).toBe('https://www.canva.com/api/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code_challenge: codeChallengeOf(authorization.codeVerifier),
      code_challenge_method: 's256',
      scope: CANVA_SCOPES.join(' '),
      response_type: 'code',
      client_id: 'OC-client',
      state: authorization.state,
      redirect_uri: 'https://app.hookline.test/api/v1/templates/canva/callback',
    });
    expect(authorization.state.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('code_challenge')).not.toBe(authorization.codeVerifier);
  });
});
