import { z } from 'zod';
import type { OutboundFetch } from '../../../../platform/net/guarded-fetch.ts';
import { DesignConnectorError } from '../connector-errors.ts';
import { parseJson, send } from '../connector-http.ts';
import { createOAuthState, createPkcePair } from './pkce.ts';

/*
 * Canva Connect's OAuth 2.0 authorisation code flow with PKCE (S256): the authorisation page, then the token
 * endpoint (`POST /v1/oauth/token`, the client's id and secret in Basic authentication) for a code and, later,
 * for a refresh token. Canva's refresh tokens are used once: each refresh answers a new one to keep.
 */

/** What Ad Templates asks of a Canva account: its brand templates, their datasets, and autofilled designs. */
export const CANVA_SCOPES = [
  'brandtemplate:meta:read',
  'brandtemplate:content:read',
  'design:content:write',
  'design:content:read',
  'design:meta:read',
] as const;

export interface CanvaOAuthOptions {
  /** https://api.canva.com/rest */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
  now?: () => Date;
}

/** Tokens as Canva grants them, with the access token's expiry made a date. */
export interface CanvaGrant {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scopes: string[];
}

/** What the caller keeps until the browser comes back: `state` to find it, `codeVerifier` to prove it. */
export interface CanvaAuthorization {
  url: string;
  state: string;
  codeVerifier: string;
}

/** Canva's authorisation page for one sign-in, with a fresh state and PKCE pair. */
export function canvaAuthorization(input: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scopes?: readonly string[];
}): CanvaAuthorization {
  const { codeVerifier, codeChallenge } = createPkcePair();
  const state = createOAuthState();
  const url = new URL(input.authorizeUrl);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 's256');
  url.searchParams.set('scope', (input.scopes ?? CANVA_SCOPES).join(' '));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', input.redirectUri);
  return { url: url.toString(), state, codeVerifier };
}

const grantSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
});

/** Canva's OAuth errors: `{error, error_description}`, or its API's `{code, message}`. */
const refusalSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

export function createCanvaOAuthClient(options: CanvaOAuthOptions) {
  const now = options.now ?? (() => new Date());
  const tokenUrl = `${options.apiUrl.replace(/\/+$/, '')}/v1/oauth/token`;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`, 'utf8').toString('base64');

  async function requestGrant(form: URLSearchParams, purpose: 'exchange' | 'refresh'): Promise<CanvaGrant> {
    const where = 'POST /v1/oauth/token';
    const response = await send(
      { provider: 'canva', where, outbound: options.outbound, sleep: options.sleep },
      {
        url: tokenUrl,
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
    );
    const body = parseJson(response.body);
    if (response.status >= 200 && response.status < 300) {
      const grant = grantSchema.safeParse(body);
      if (!grant.success) {
        throw new DesignConnectorError(
          'canva',
          'answer',
          `Canva answered ${where} without the tokens it documents`,
        );
      }
      return {
        accessToken: grant.data.access_token,
        refreshToken: grant.data.refresh_token,
        expiresAt: new Date(now().getTime() + grant.data.expires_in * 1_000),
        scopes: (grant.data.scope ?? '').split(/\s+/).filter(Boolean),
      };
    }
    const refusal = refusalSchema.safeParse(body);
    const code = refusal.data?.error ?? refusal.data?.code;
    const detail = code ? ` (${code.slice(0, 80)})` : '';
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      if (purpose === 'refresh' || code === 'invalid_grant') {
        throw new DesignConnectorError(
          'canva',
          'notConnected',
          `Canva no longer accepts this connection${detail}: connect Canva again`,
        );
      }
      throw new DesignConnectorError(
        'canva',
        'tokenRefused',
        `Canva refused the sign-in${detail}: check CANVA_CLIENT_ID, CANVA_CLIENT_SECRET and the redirect URL registered with Canva`,
      );
    }
    throw new DesignConnectorError(
      'canva',
      'answer',
      `Canva answered ${where} with HTTP ${response.status}${detail}`,
    );
  }

  return {
    /** Turns the code the browser brought back into tokens, proving the sign-in with its verifier. */
    exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CanvaGrant> {
      return requestGrant(
        new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          code_verifier: input.codeVerifier,
          redirect_uri: input.redirectUri,
        }),
        'exchange',
      );
    },
    /** New tokens for a refresh token, which Canva then no longer accepts. */
    refresh(refreshToken: string): Promise<CanvaGrant> {
      return requestGrant(
        new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        'refresh',
      );
    },
  };
}

export type CanvaOAuthClient = ReturnType<typeof createCanvaOAuthClient>;
