import { graphErrorBodySchema, type GraphErrorDetail } from './graph-types.ts';

/** What Graph answered, when it answered: the HTTP status and its error object (null when it had none). */
export interface GraphAnswer {
  status: number;
  detail: GraphErrorDetail | null;
}

/** What to do about a failed Graph request; `answer` is absent when Meta could not be reached. */
export type GraphFailure =
  /** The token was refused: the account must be reconnected. */
  | { kind: 'auth'; message: string; answer?: GraphAnswer }
  /**
   * Rate limits, 5xx, errors Graph marks `is_transient` and network failures; `waitMs` is how long Meta
   * asked us to stay away.
   */
  | { kind: 'retry'; message: string; waitMs: number | null; answer?: GraphAnswer }
  /** Anything else: retrying would fail the same way. */
  | { kind: 'fatal'; message: string; answer?: GraphAnswer };

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
  const answer: GraphAnswer = { status, detail };
  if (detail?.code === EXPIRED_TOKEN_CODE || status === 401) {
    return {
      kind: 'auth',
      message: `Meta refused the access token, so the Meta connection must be made again. ${message}`,
      answer,
    };
  }
  const rateLimited = status === 429 || (detail?.code !== undefined && isRateLimitCode(detail.code));
  if (rateLimited || status >= 500 || detail?.is_transient === true) {
    return { kind: 'retry', message, waitMs: rateLimited ? regainAccessWaitMs(headers) : null, answer };
  }
  return { kind: 'fatal', message, answer };
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

/** An ad account this used counts as spent: Meta throttles it until `reset_time_duration` has passed. */
const AD_ACCOUNT_SPENT_PCT = 95;

/**
 * `x-ad-account-usage`: `{"acc_id_util_pct": 99.8, "reset_time_duration": 120, "ads_api_access_tier": ...}`,
 * the account's share of its Marketing API quota and the seconds until it is reset
 * (https://developers.facebook.com/docs/marketing-api/overview/rate-limiting). Milliseconds to wait when
 * the account is (nearly) spent, else 0.
 */
function adAccountResetMs(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const usage = value as { acc_id_util_pct?: unknown; reset_time_duration?: unknown };
  const spent = typeof usage.acc_id_util_pct === 'number' && usage.acc_id_util_pct >= AD_ACCOUNT_SPENT_PCT;
  const seconds = typeof usage.reset_time_duration === 'number' ? usage.reset_time_duration : 0;
  return spent ? seconds * 1_000 : 0;
}

/**
 * How long Meta says the throttle lasts, from `x-business-use-case-usage` (per business, per use
 * case), `x-app-usage` (the longest `estimated_time_to_regain_access`, in minutes) or
 * `x-ad-account-usage` (`reset_time_duration` of a spent account, in seconds): in milliseconds, the
 * longest; null when no header names one.
 */
export function regainAccessWaitMs(headers: Headers): number | null {
  const minutes = ['x-business-use-case-usage', 'x-app-usage'].flatMap((name) =>
    regainMinutes(parseJsonHeader(headers.get(name))),
  );
  const accountMs = adAccountResetMs(parseJsonHeader(headers.get('x-ad-account-usage')));
  const longest = Math.max(0, ...minutes.map((value) => value * 60_000), accountMs);
  return longest > 0 ? longest : null;
}
