import { z } from 'zod';
import type { OutboundFetch } from '../../../../platform/net/guarded-fetch.ts';
import { AdLibraryAnswerError, AdLibraryTokenExpiredError } from '../connector-errors.ts';
import { exchange, parseJson, retryAfterMs, retryWaitMs } from '../library-http.ts';

export interface ClientTokenOptions {
  /** https://open.tiktokapis.com */
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
  now?: () => number;
}

/** A client access token (client credentials), kept until shortly before it expires. */
export interface ClientTokenSource {
  token(): Promise<string>;
  /** Forgets `token` after TikTok refused it, so the next `token()` asks for a new one. */
  invalidate(token: string): void;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  token_type: z.string().optional(),
});
const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  log_id: z.string().optional(),
});

/** A token is renewed this long before TikTok says it expires, so none expires mid-request. */
const EXPIRY_MARGIN_MS = 60_000;
const WHERE = 'POST /v2/oauth/token/';

export function createClientTokenSource(options: ClientTokenOptions): ClientTokenSource {
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(): Promise<string> {
    const form = new URLSearchParams({
      client_key: options.clientKey,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    for (let retry = 0; ; retry += 1) {
      const sent = await exchange(
        options.outbound,
        {
          url: `${options.baseUrl.replace(/\/+$/, '')}/v2/oauth/token/`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
          body: form.toString(),
        },
        { source: 'tiktok', where: WHERE },
      );
      let reason: string;
      let waitMs: number | null = null;
      let throttled = false;
      if (sent.ok) {
        const { status, body: text, headers } = sent.response;
        const body = parseJson(text);
        const token = tokenSchema.safeParse(body);
        if (status >= 200 && status < 300 && token.success) {
          cached = { token: token.data.access_token, expiresAt: now() + token.data.expires_in * 1_000 };
          return token.data.access_token;
        }
        const refusal = tokenErrorSchema.safeParse(body);
        throttled = status === 429 || refusal.data?.error === 'rate_limit_exceeded';
        if (!throttled && status < 500) {
          if (refusal.success) {
            const detail = `${refusal.data.error}${refusal.data.error_description ? `: ${refusal.data.error_description}` : ''}`;
            const log = refusal.data.log_id ? ` (log_id ${refusal.data.log_id})` : '';
            throw new AdLibraryTokenExpiredError(
              'tiktok',
              `TikTok refused the client credentials (${detail})${log}. Check TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET`,
            );
          }
          throw new AdLibraryAnswerError(
            'tiktok',
            body === undefined
              ? `TikTok answered ${WHERE} with something that is not JSON (HTTP ${status})`
              : `TikTok answered ${WHERE} without an access token (HTTP ${status})`,
          );
        }
        reason = `HTTP ${status}${refusal.success ? ` ${refusal.data.error}` : ''}`;
        if (throttled) waitMs = retryAfterMs(headers);
      } else {
        reason = sent.reason;
      }
      await options.sleep(
        retryWaitMs(retry, {
          source: 'tiktok',
          where: `TikTok's ${WHERE}`,
          reason,
          throttled,
          askedMs: waitMs,
        }),
      );
    }
  }

  return {
    async token() {
      if (cached && now() < cached.expiresAt - EXPIRY_MARGIN_MS) return cached.token;
      // Requests that find no token at once share one request for it.
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
