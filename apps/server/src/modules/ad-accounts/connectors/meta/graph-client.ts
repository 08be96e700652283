import { retryWithBackOff } from '../../../../platform/retry/back-off.ts';
import { ConnectorAuthError, ConnectorUnavailableError } from '../connector.ts';
import { classifyGraphFailure, type GraphFailure } from './graph-errors.ts';
import { graphPageSchema, parseGraph, type GraphPage } from './graph-types.ts';

export type GraphParams = Readonly<Record<string, string | number>>;

export interface GraphClientOptions {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl: string;
  accessToken: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Retries of a throttled or failing request before giving up; MAX_RETRIES unless given. */
  retries?: number;
  /**
   * What a failure the client gives up on is thrown as. Unless given: ConnectorAuthError for a refused
   * token, ConnectorUnavailableError once retries are spent, an Error for the rest (the read side's errors).
   */
  toError?: (failure: GraphFailure) => Error;
}

/** Requests against the Graph API with the token attached, retries and Graph's errors turned into ours. */
export interface GraphClient {
  get(path: string, params?: GraphParams): Promise<unknown>;
  /** Sends `params` as a form body, as Graph expects for edges that create something. */
  post(path: string, params: GraphParams): Promise<unknown>;
  /** Sends a multipart body, for edges that take bytes (`adimages`, `advideos` chunks). */
  postMultipart(path: string, form: FormData): Promise<unknown>;
  /** The `data` of each page of an edge, following `paging.next` until the last page. */
  pages(path: string, params: GraphParams): AsyncGenerator<unknown[]>;
}

/** Retries after the first attempt before a throttled or failing request gives up. */
export const MAX_RETRIES = 5;
/** First back-off; each further retry waits twice as long (1 s, 2 s, 4 s, 8 s, 16 s). */
export const BASE_BACKOFF_MS = 1_000;
/** A throttle that lasts longer than this fails the call now, so the sync is retried later instead. */
export const MAX_RETRY_WAIT_MS = 10 * 60_000;

type Attempt = { ok: true; body: unknown } | { ok: false; failure: GraphFailure };

interface GraphRequest {
  method: 'GET' | 'POST';
  url: URL;
  form?: URLSearchParams | FormData;
}

function withParams(url: URL, params: GraphParams): URL {
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url;
}

function formOf(params: GraphParams): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) form.set(name, String(value));
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const hasErrorKey = (body: unknown): boolean => body !== null && typeof body === 'object' && 'error' in body;

/**
 * A Graph API client for one access token. The token travels as the `access_token` query
 * parameter, the form Graph's own `paging.next` links use, so every page is requested the same way.
 */
export function createGraphClient(options: GraphClientOptions): GraphClient {
  const base = new URL(options.graphUrl.endsWith('/') ? options.graphUrl : `${options.graphUrl}/`);

  const urlOf = (path: string): URL => new URL(path.replace(/^\/+/, ''), base);

  function authorised(url: URL): URL {
    url.searchParams.set('access_token', options.accessToken);
    return url;
  }

  async function attempt(request: GraphRequest): Promise<Attempt> {
    // Messages name the path only: the URL itself carries the token.
    const where = `${request.method} ${request.url.pathname}`;
    let response: Response;
    let text: string;
    try {
      // A FormData body sets its own multipart content type, boundary included.
      const { form } = request;
      const urlEncoded = form instanceof URLSearchParams;
      response = await options.fetch(request.url, {
        method: request.method,
        headers: urlEncoded ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        body: urlEncoded ? form.toString() : form,
      });
      text = await response.text();
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        failure: { kind: 'retry', message: `Meta could not be reached (${where}): ${cause}`, waitMs: null },
      };
    }
    const body = parseJson(text);
    if (!response.ok || hasErrorKey(body)) {
      return { ok: false, failure: classifyGraphFailure(response.status, body, response.headers) };
    }
    if (body === undefined) {
      throw new Error(`Meta answered ${where} with something that is not JSON`);
    }
    return { ok: true, body };
  }

  const retries = options.retries ?? MAX_RETRIES;

  function send(request: GraphRequest): Promise<unknown> {
    const { toError } = options;
    return retryWithBackOff({
      backOff: {
        retries,
        firstWaitMs: BASE_BACKOFF_MS,
        longestWait: { ms: MAX_RETRY_WAIT_MS, beyond: 'giveUp' },
      },
      sleep: options.sleep,
      attempt: async () => {
        const outcome = await attempt(request);
        if (outcome.ok) return { ok: true, value: outcome.body };
        const { failure } = outcome;
        if (toError && failure.kind !== 'retry') throw toError(failure);
        switch (failure.kind) {
          case 'auth':
            throw new ConnectorAuthError(failure.message);
          case 'fatal':
            throw new Error(failure.message);
          case 'retry':
            return { ok: false, failure, askedMs: failure.waitMs };
        }
      },
      giveUp: (why) => {
        if (toError) return toError(why.failure);
        const { message } = why.failure;
        if (why.reason === 'retriesSpent') {
          return new ConnectorUnavailableError(`${message}; still failing after ${retries} retries`);
        }
        const minutes = Math.ceil(why.waitMs / 60_000);
        return new ConnectorUnavailableError(`${message}; Meta asks to wait ${minutes} minutes`);
      },
    });
  }

  function nextPageUrl(next: string): URL {
    const url = new URL(next);
    if (url.origin !== base.origin) {
      throw new Error(`Meta's next page link points to ${url.origin}, not ${base.origin}`);
    }
    return authorised(url);
  }

  return {
    get: (path, params = {}) => send({ method: 'GET', url: authorised(withParams(urlOf(path), params)) }),

    post: (path, params) =>
      send({
        method: 'POST',
        url: authorised(urlOf(path)),
        form: formOf(params),
      }),

    postMultipart: (path, form) => send({ method: 'POST', url: authorised(urlOf(path)), form }),

    async *pages(path, params) {
      let url: URL | null = authorised(withParams(urlOf(path), params));
      while (url) {
        const page: GraphPage = parseGraph(
          graphPageSchema,
          await send({ method: 'GET', url }),
          `a page of ${path}`,
        );
        yield page.data;
        url = page.paging?.next ? nextPageUrl(page.paging.next) : null;
      }
    },
  };
}
