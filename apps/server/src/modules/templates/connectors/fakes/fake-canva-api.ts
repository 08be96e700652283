import { createHash, randomBytes } from 'node:crypto';
import { pngOf, reply, startFakeServer, type FakeReply, type FakeServer } from './fake-server.ts';

/*
 * A local fake of Canva Connect, in the shapes Canva documents:
 * - the authorisation page `GET /api/oauth/authorize` (here `approve(url)` plays the person saying yes: it
 *   checks the request and answers the code and state the browser would bring back);
 * - `POST /rest/v1/oauth/token` (Basic client authentication; `authorization_code` with `code_verifier`, checked
 *   against the S256 challenge; `refresh_token`, each refresh token good once) → `{access_token, refresh_token,
 *   token_type, expires_in, scope}`, errors `{error, error_description}`;
 * - `GET /rest/v1/brand-templates` (`continuation` paging), `GET …/{id}`, `GET …/{id}/dataset`,
 *   `POST /rest/v1/autofills`, `GET /rest/v1/autofills/{jobId}`, errors `{code, message}` (401 for an unknown or
 *   expired access token, 403 where the plan does not allow it, 404);
 * - thumbnails and design thumbnails as real PNGs.
 */

export interface FakeBrandTemplate {
  id: string;
  title: string;
  width: number;
  height: number;
  /** Its autofill fields; none when absent. */
  dataset?: Record<string, { type: 'text' | 'image' | 'chart' }>;
}

export interface FakeCanvaApi {
  origin: string;
  server: FakeServer;
  /** CANVA_API_URL */
  apiUrl: string;
  /** CANVA_AUTHORIZE_URL */
  authorizeUrl: string;
  /** The person approves the authorisation request at `url`: answers what comes back to the redirect URI. */
  approve(url: string): { code: string; state: string; redirectUri: string };
  /** Every access token issued so far stops working (401), as when they expire. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far is refused, as when the person revoked the app. */
  revokeRefreshTokens(): void;
  /** The next autofill job fails with this error. */
  failNextAutofill(error?: { code: string; message: string }): void;
  /** Whether the account's plan allows brand templates' datasets and autofill (403 otherwise). */
  setAutofillAllowed(allowed: boolean): void;
  /** How many polls a job stays `in_progress` before it ends. */
  setPollsUntilDone(polls: number): void;
  /** Tokens issued so far, newest last. */
  issued: { accessToken: string; refreshToken: string }[];
  close(): Promise<void>;
}

const canvaError = (status: number, code: string, message: string): FakeReply =>
  reply(status, { code, message });
const oauthError = (status: number, error: string, description: string): FakeReply =>
  reply(status, { error, error_description: description });

export async function startFakeCanvaApi(input: {
  clientId: string;
  clientSecret: string;
  templates: FakeBrandTemplate[];
  /** Brand templates per page; 2 by default so paging shows. */
  pageSize?: number;
  /** Access tokens' `expires_in`; 4 hours as Canva's, by default. */
  expiresInSeconds?: number;
}): Promise<FakeCanvaApi> {
  const pageSize = input.pageSize ?? 2;
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string; used: boolean }>();
  const accessTokens = new Map<string, { valid: boolean }>();
  const refreshTokens = new Map<string, { valid: boolean; scope: string }>();
  const jobs = new Map<
    string,
    { polls: number; fail: { code: string; message: string } | null; templateId: string; title: string }
  >();
  const issued: { accessToken: string; refreshToken: string }[] = [];
  let autofillAllowed = true;
  let pollsUntilDone = 1;
  let nextFailure: { code: string; message: string } | null = null;

  const issue = (scope: string) => {
    const accessToken = `cat_${randomBytes(12).toString('hex')}`;
    const refreshToken = `crt_${randomBytes(12).toString('hex')}`;
    accessTokens.set(accessToken, { valid: true });
    refreshTokens.set(refreshToken, { valid: true, scope });
    issued.push({ accessToken, refreshToken });
    return reply(200, {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: input.expiresInSeconds ?? 14_400,
      scope,
    });
  };

  const templateJson = (template: FakeBrandTemplate) => ({
    id: template.id,
    title: template.title,
    view_url: `https://www.canva.com/design/${template.id}/view`,
    create_url: `https://www.canva.com/design/${template.id}/remix`,
    thumbnail: {
      width: template.width,
      height: template.height,
      url: `${server.origin}/thumbnails/${template.id}.png`,
    },
    created_at: 1_761_000_000,
    updated_at: 1_762_000_000,
  });

  const thumbnails = new Map<string, Buffer>();

  const server: FakeServer = await startFakeServer(async (request) => {
    const thumbnail = /^\/thumbnails\/([^/]+)\.png$/.exec(request.path);
    if (thumbnail) {
      const template = input.templates.find((entry) => entry.id === thumbnail[1]);
      if (!template) return canvaError(404, 'not_found', 'Not found');
      let png = thumbnails.get(template.id);
      if (!png) {
        png = await pngOf(
          Math.min(template.width, 400),
          Math.round((Math.min(template.width, 400) * template.height) / template.width),
        );
        thumbnails.set(template.id, png);
      }
      return { status: 200, body: png, contentType: 'image/png' };
    }

    if (request.path === '/rest/v1/oauth/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${input.clientId}:${input.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      }
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        if (!grant || grant.used) {
          return oauthError(400, 'invalid_grant', 'Unknown or used authorization code');
        }
        grant.used = true;
        if (form.get('redirect_uri') !== grant.redirectUri) {
          return oauthError(400, 'invalid_grant', 'redirect_uri does not match');
        }
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || challenge !== grant.challenge) {
          return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
        }
        return issue(grant.scope);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const token = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!token?.valid) return oauthError(400, 'invalid_grant', 'Refresh token is invalid or used');
        token.valid = false;
        return issue(token.scope);
      }
      return oauthError(
        400,
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    }

    if (!request.path.startsWith('/rest/v1/')) return canvaError(404, 'not_found', 'Not found');
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.get(bearer)?.valid) {
      return canvaError(401, 'invalid_access_token', 'Access token is invalid or expired');
    }
    const path = request.path.slice('/rest/v1'.length);

    if (path === '/brand-templates' && request.method === 'GET') {
      const query = (request.query.get('query') ?? '').toLowerCase();
      const matching = input.templates.filter((template) => template.title.toLowerCase().includes(query));
      const continuation = request.query.get('continuation');
      const start = continuation
        ? Number(Buffer.from(continuation, 'base64url').toString('utf8').replace('page:', ''))
        : 0;
      if (!Number.isInteger(start) || start < 0) {
        return canvaError(400, 'invalid_field', 'Invalid continuation');
      }
      const items = matching.slice(start, start + pageSize).map(templateJson);
      const next =
        start + pageSize < matching.length
          ? Buffer.from(`page:${start + pageSize}`).toString('base64url')
          : undefined;
      return reply(200, next ? { continuation: next, items } : { items });
    }

    const templatePath = /^\/brand-templates\/([^/]+)(\/dataset)?$/.exec(path);
    if (templatePath && request.method === 'GET') {
      const template = input.templates.find(
        (entry) => entry.id === decodeURIComponent(templatePath[1] ?? ''),
      );
      if (!template) return canvaError(404, 'brand_template_not_found', 'Brand template not found');
      if (!templatePath[2]) return reply(200, { brand_template: templateJson(template) });
      if (!autofillAllowed) {
        return canvaError(403, 'permission_denied', 'This user is not allowed to use autofill');
      }
      return reply(200, template.dataset ? { dataset: template.dataset } : {});
    }

    if (path === '/autofills' && request.method === 'POST') {
      if (!autofillAllowed) {
        return canvaError(403, 'permission_denied', 'This user is not allowed to use autofill');
      }
      const body = JSON.parse(request.body || '{}') as {
        brand_template_id?: string;
        title?: string;
        data?: Record<string, unknown>;
      };
      const template = input.templates.find((entry) => entry.id === body.brand_template_id);
      if (!template) return canvaError(404, 'brand_template_not_found', 'Brand template not found');
      for (const name of Object.keys(body.data ?? {})) {
        if (!template.dataset?.[name]) return canvaError(400, 'invalid_field', `Unknown data field ${name}`);
      }
      const id = `job_${randomBytes(6).toString('hex')}`;
      jobs.set(id, {
        polls: 0,
        fail: nextFailure,
        templateId: template.id,
        title: body.title ?? template.title,
      });
      nextFailure = null;
      return reply(200, { job: { id, status: 'in_progress' } });
    }

    const jobPath = /^\/autofills\/([^/]+)$/.exec(path);
    if (jobPath && request.method === 'GET') {
      const job = jobs.get(decodeURIComponent(jobPath[1] ?? ''));
      if (!job) return canvaError(404, 'not_found', 'Job not found');
      job.polls += 1;
      const id = decodeURIComponent(jobPath[1] ?? '');
      if (job.polls < pollsUntilDone) return reply(200, { job: { id, status: 'in_progress' } });
      if (job.fail) return reply(200, { job: { id, status: 'failed', error: job.fail } });
      const designId = `D${id.slice(4, 12)}`;
      return reply(200, {
        job: {
          id,
          status: 'success',
          result: {
            type: 'create_design',
            design: {
              id: designId,
              title: job.title,
              url: `https://www.canva.com/design/${designId}/edit`,
              urls: {
                edit_url: `https://www.canva.com/design/${designId}/edit`,
                view_url: `https://www.canva.com/design/${designId}/view`,
              },
              thumbnail: {
                width: 400,
                height: 500,
                url: `${server.origin}/thumbnails/${job.templateId}.png`,
              },
              owner: { user_id: 'U1', team_id: 'T1' },
              created_at: 1_764_000_000,
              updated_at: 1_764_000_000,
            },
          },
        },
      });
    }
    return canvaError(404, 'not_found', 'Not found');
  });

  return {
    origin: server.origin,
    server,
    apiUrl: `${server.origin}/rest`,
    authorizeUrl: `${server.origin}/api/oauth/authorize`,
    issued,
    approve(url) {
      const asked = new URL(url);
      const params = asked.searchParams;
      if (asked.pathname !== '/api/oauth/authorize') throw new Error('Not the authorisation page');
      if (params.get('client_id') !== input.clientId) throw new Error('Unknown client_id');
      if (params.get('response_type') !== 'code') throw new Error('response_type must be code');
      if (params.get('code_challenge_method') !== 's256') {
        throw new Error('code_challenge_method must be s256');
      }
      const challenge = params.get('code_challenge') ?? '';
      if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        throw new Error('code_challenge must be a SHA-256 in base64url');
      }
      const redirectUri = params.get('redirect_uri') ?? '';
      const state = params.get('state') ?? '';
      if (!redirectUri || !state) throw new Error('redirect_uri and state are required');
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge, redirectUri, scope: params.get('scope') ?? '', used: false });
      return { code, state, redirectUri };
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.valid = false;
    },
    revokeRefreshTokens() {
      for (const token of refreshTokens.values()) token.valid = false;
    },
    failNextAutofill(error = { code: 'autofill_error', message: 'The data did not fit the template' }) {
      nextFailure = error;
    },
    setAutofillAllowed(allowed) {
      autofillAllowed = allowed;
    },
    setPollsUntilDone(polls) {
      pollsUntilDone = polls;
    },
    close: () => server.close(),
  };
}
