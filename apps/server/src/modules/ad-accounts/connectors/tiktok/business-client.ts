import { z } from 'zod';
import { retryWithBackOff } from '../../../../platform/retry/back-off.ts';
import { ConnectorAuthError, ConnectorUnavailableError } from '../connector.ts';
import { authErrorFor, isRetryableCode, TikTokApiError } from './business-errors.ts';
import { envelopeSchema, pagedSchema } from './response-schemas.ts';

/** Retries after the first attempt before a passing failure becomes ConnectorUnavailableError. */
export const MAX_RETRIES = 5;
/** First back-off; each retry waits twice as long as the one before. */
export const FIRST_RETRY_DELAY_MS = 1_000;
/** The largest page the Business API serves. */
export const MAX_PAGE_SIZE = 1_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** A query value; lists and objects travel JSON-encoded, as the API documents. */
export type QueryValue = string | number | boolean | readonly unknown[] | { readonly [key: string]: unknown };
export type QueryParams = Readonly<Record<string, QueryValue | undefined>>;

export interface BusinessClientOptions {
  /** Business API base with its version, without a trailing slash. */
  apiUrl: string;
  accessToken: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

/** Authenticated GET requests to the Business API, with retries and paging. */
export interface BusinessClient {
  /** The `data` of one answer, checked against `schema`. */
  get<T>(path: string, params: QueryParams, schema: z.ZodType<T>): Promise<T>;
  /** Every page of a paged endpoint (`data.list` with `data.page_info`), one list at a time. */
  pages<T>(path: string, params: QueryParams, item: z.ZodType<T>): AsyncGenerator<T[]>;
}

type Attempt =
  | { kind: 'data'; data: unknown }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  | { kind: 'fail'; error: Error };

/** Builds the URL of one request: lists and objects become JSON strings. */
export function requestUrl(apiUrl: string, path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  return `${apiUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/**
 * Keeps integer ids too long for a JavaScript number (`"ad_id": 1760123456789012345`) exact by
 * quoting them before the body is parsed.
 */
export function quoteLongIntegers(body: string): string {
  return body.replace(/("[^"\\]*"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"');
}

function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1_000 : null;
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function readEnvelope(body: string): z.infer<typeof envelopeSchema> | null {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(quoteLongIntegers(body)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function attempt(options: BusinessClientOptions, path: string, url: string): Promise<Attempt> {
  let response: Response;
  let body: string;
  try {
    response = await options.fetch(url, {
      method: 'GET',
      headers: { 'Access-Token': options.accessToken, Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
  } catch (error) {
    return { kind: 'retry', reason: `network error (${describeNetworkError(error)})`, retryAfterMs: null };
  }
  if (response.status === 429) {
    return { kind: 'retry', reason: 'HTTP 429 (too many requests)', retryAfterMs: retryAfterMs(response) };
  }
  if (response.status >= 500) return { kind: 'retry', reason: `HTTP ${response.status}`, retryAfterMs: null };

  const envelope = readEnvelope(body);
  if (envelope === null) {
    if (response.status === 401) {
      return {
        kind: 'fail',
        error: new ConnectorAuthError(
          'TikTok refused the access token (HTTP 401). Reconnect the TikTok account.',
        ),
      };
    }
    const error = new Error(`TikTok answered ${path} with HTTP ${response.status} and no readable body`);
    return { kind: 'fail', error };
  }
  const { code, message } = envelope;
  if (code !== 0) {
    if (isRetryableCode(code)) {
      return { kind: 'retry', reason: `code ${code} (${message})`, retryAfterMs: retryAfterMs(response) };
    }
    const requestId = envelope.request_id ?? null;
    return {
      kind: 'fail',
      error: authErrorFor(code, message) ?? new TikTokApiError({ code, message, path, requestId }),
    };
  }
  if (!response.ok) {
    return { kind: 'fail', error: new Error(`TikTok answered ${path} with HTTP ${response.status}`) };
  }
  return { kind: 'data', data: envelope.data ?? {} };
}

async function request(options: BusinessClientOptions, path: string, params: QueryParams): Promise<unknown> {
  const url = requestUrl(options.apiUrl, path, params);
  return retryWithBackOff({
    backOff: { retries: MAX_RETRIES, firstWaitMs: FIRST_RETRY_DELAY_MS },
    sleep: options.sleep,
    attempt: async () => {
      const outcome = await attempt(options, path, url);
      if (outcome.kind === 'data') return { ok: true, value: outcome.data };
      if (outcome.kind === 'fail') throw outcome.error;
      return { ok: false, failure: outcome.reason, askedMs: outcome.retryAfterMs };
    },
    giveUp: ({ failure }) =>
      new ConnectorUnavailableError(
        `TikTok is unavailable: ${path} failed ${MAX_RETRIES + 1} times, last with ${failure}. Try again later.`,
      ),
  });
}

function parseData<T>(path: string, data: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(
    `TikTok answered ${path} with data of an unexpected shape: ${z.prettifyError(parsed.error)}`,
  );
}

/** A Business API client for one access token. */
export function createBusinessClient(options: BusinessClientOptions): BusinessClient {
  async function get<T>(path: string, params: QueryParams, schema: z.ZodType<T>): Promise<T> {
    return parseData(path, await request(options, path, params), schema);
  }

  async function* pages<T>(path: string, params: QueryParams, item: z.ZodType<T>): AsyncGenerator<T[]> {
    const schema = pagedSchema(item);
    for (let page = 1; ; page += 1) {
      const data = await get(path, { ...params, page, page_size: MAX_PAGE_SIZE }, schema);
      if (data.list.length > 0) yield data.list;
      if (data.list.length === 0 || page >= data.page_info.total_page) return;
    }
  }

  return { get, pages };
}
