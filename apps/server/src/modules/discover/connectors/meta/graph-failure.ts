import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { headerText, retryAfterMs } from '../library-http.ts';

/** What to do about a failed Graph request. */
export type GraphFailure =
  /** Code 190 or HTTP 401: the token expired or was revoked. */
  | { kind: 'token'; message: string }
  /** Throttled; `waitMs` is how long Meta asked us to stay away, when it said. */
  | { kind: 'rate-limit'; message: string; waitMs: number | null }
  /** 5xx: Meta's own trouble, which passes. */
  | { kind: 'server'; message: string }
  /** Anything else: a retry would fail the same way. */
  | { kind: 'fatal'; message: string };

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const TOKEN_CODE = 190;
/** App (4), user (17), page (32) and custom (613) throttles, and the business use case codes. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const isRateLimitCode = (code: number) => RATE_LIMIT_CODES.has(code) || (code >= 80000 && code <= 80014);

export function hasGraphError(body: unknown): boolean {
  return graphErrorSchema.safeParse(body).success;
}

/** Classifies an answer with an `error` body (whatever its status) or a status that is not 2xx. */
export function classifyGraphFailure(
  status: number,
  body: unknown,
  headers: IncomingHttpHeaders,
): GraphFailure {
  const parsed = graphErrorSchema.safeParse(body);
  const detail = parsed.success ? parsed.data.error : null;
  const code = detail?.code;
  const described = detail
    ? `Meta error ${code ?? '?'}${detail.error_subcode === undefined ? '' : `/${detail.error_subcode}`}: ${
        detail.message ?? `HTTP ${status}`
      }${detail.fbtrace_id ? ` (fbtrace_id ${detail.fbtrace_id})` : ''}`
    : `HTTP ${status}`;
  if (code === TOKEN_CODE || status === 401) {
    return {
      kind: 'token',
      message: `Meta refused the Ad Library token: it has expired or was revoked. Set a new META_AD_LIBRARY_TOKEN. ${described}`,
    };
  }
  if (status === 429 || (code !== undefined && isRateLimitCode(code))) {
    return { kind: 'rate-limit', message: described, waitMs: throttleWaitMs(headers) };
  }
  if (status >= 500) return { kind: 'server', message: described };
  return { kind: 'fatal', message: described };
}

/** Every `estimated_time_to_regain_access` (minutes) at any depth of a usage header. */
function regainMinutes(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(regainMinutes);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    key === 'estimated_time_to_regain_access' && typeof entry === 'number' ? [entry] : regainMinutes(entry),
  );
}

function jsonHeader(headers: IncomingHttpHeaders, name: string): unknown {
  const text = headerText(headers, name);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * How long Meta says the throttle lasts: the longest `estimated_time_to_regain_access` of
 * `x-business-use-case-usage` or `x-app-usage`, else `Retry-After`; null when none says.
 */
export function throttleWaitMs(headers: IncomingHttpHeaders): number | null {
  const minutes = ['x-business-use-case-usage', 'x-app-usage'].flatMap((name) =>
    regainMinutes(jsonHeader(headers, name)),
  );
  const longest = Math.max(0, ...minutes);
  return longest > 0 ? longest * 60_000 : retryAfterMs(headers);
}
