import { graphErrorBodySchema, type GraphErrorDetail } from './graph-types.ts';

/** What to do about a failed Graph request. */
export type GraphFailure =
  /** The token was refused: the account must be reconnected. */
  | { kind: 'auth'; message: string }
  /** Rate limits, 5xx and network failures; `waitMs` is how long Meta asked us to stay away. */
  | { kind: 'retry'; message: string; waitMs: number | null }
  /** Anything else: retrying would fail the same way. */
  | { kind: 'fatal'; message: string };

const EXPIRED_TOKEN_CODE = 190;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const BUSINESS_USE_CASE_CODES = { first: 80000, last: 80014 };

/** Graph's throttling codes: app (4), user (17), page (32), custom (613) and business use case limits. */
export function isRateLimitCode(code: number): boolean {
  return (
    RATE_LIMIT_CODES.has(code) ||
    (code >= BUSINESS_USE_CASE_CODES.first && code <= BUSINESS_USE_CASE_CODES.last)
  );
}

function describe(detail: GraphErrorDetail | null, status: number): string {
  if (!detail) return `Meta answered with HTTP ${status}`;
  const code = detail.code === undefined ? '' : ` ${detail.code}`;
  const subcode = detail.error_subcode === undefined ? '' : `/${detail.error_subcode}`;
  const trace = detail.fbtrace_id ? ` (fbtrace_id ${detail.fbtrace_id})` : '';
  return `Meta error${code}${subcode}: ${detail.message ?? `HTTP ${status}`}${trace}`;
}

/**
 * Classifies a Graph answer that carried an error (any HTTP status with an `error` body, or a
 * non-2xx status without one).
 */
export function classifyGraphFailure(status: number, body: unknown, headers: Headers): GraphFailure {
  const parsed = graphErrorBodySchema.safeParse(body);
  const detail = parsed.success ? parsed.data.error : null;
  const message = describe(detail, status);
  if (detail?.code === EXPIRED_TOKEN_CODE || status === 401) {
    return {
      kind: 'auth',
      message: `Meta refused the access token, so the Meta connection must be made again. ${message}`,
    };
  }
  const rateLimited = status === 429 || (detail?.code !== undefined && isRateLimitCode(detail.code));
  if (rateLimited || status >= 500) {
    return { kind: 'retry', message, waitMs: rateLimited ? regainAccessWaitMs(headers) : null };
  }
  return { kind: 'fatal', message };
}

function parseJsonHeader(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Every `estimated_time_to_regain_access` (minutes) found at any depth of a usage header. */
function regainMinutes(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(regainMinutes);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    key === 'estimated_time_to_regain_access' && typeof entry === 'number' ? [entry] : regainMinutes(entry),
  );
}

/**
 * How long Meta says the throttle lasts, from `x-business-use-case-usage` (per business, per use
 * case) or `x-app-usage`: the longest `estimated_time_to_regain_access`, in milliseconds; null
 * when neither header names one.
 */
export function regainAccessWaitMs(headers: Headers): number | null {
  const minutes = ['x-business-use-case-usage', 'x-app-usage'].flatMap((name) =>
    regainMinutes(parseJsonHeader(headers.get(name))),
  );
  const longest = Math.max(0, ...minutes);
  return longest > 0 ? longest * 60_000 : null;
}
