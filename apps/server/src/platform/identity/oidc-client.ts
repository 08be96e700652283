import * as client from 'openid-client';

/** What the identity provider tells us about the person who signed in. */
export interface IdentityClaims {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Third-party sign-in (OpenID Connect authorization code + PKCE). */
export interface IdentityProvider {
  readonly providerName: string;
  startAuthorization(input: { redirectUri: string }): Promise<AuthorizationRequest>;
  finishAuthorization(input: {
    redirectUri: string;
    code: string;
    state: string;
    iss: string | undefined;
    codeVerifier: string;
    nonce: string;
  }): Promise<IdentityClaims>;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  providerName: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted only for an issuer on this machine (local development and tests). */
export function isLoopbackHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** An OpenID Connect client for a Google-compatible provider; discovery runs on first use and is kept. */
export function createOidcIdentityProvider(settings: OidcSettings): IdentityProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLoopbackHttpIssuer(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    providerName: settings.providerName,
    async startAuthorization({ redirectUri }) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },
    async finishAuthorization({ redirectUri, code, state, iss, codeVerifier, nonce }) {
      const config = await configuration();
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      // With a single configured issuer there is no mix-up to defend against, so a missing `iss` is the issuer's.
      if (config.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', iss ?? config.serverMetadata().issuer);
      }
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The identity provider returned no ID token');
      // Google puts the e-mail in the ID token; a conforming provider may only answer it at its userinfo endpoint.
      const claims: Record<string, unknown> & { sub: string } =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}
