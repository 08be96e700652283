import {
  NETWORK_ERROR_MESSAGE,
  OFFLINE_LOAD_MESSAGE,
  OFFLINE_SAVE_MESSAGE,
  REQUEST_CANCELED_MESSAGE,
  tokenResponse,
} from '@hookline/domain';
import type { ZodType } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { codeFromErrorBody, messageFromErrorBody } from './error-message.ts';
import { crossTabRefreshLock, type RefreshLock } from './refresh-lock.ts';
import { SERVICE_BASE_PATHS, type ServiceName } from './services.ts';
import type { SessionTokens } from './token-store.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Checks and types the response body. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** No toast for a failure: the caller tells the user itself. */
  silent?: boolean;
  botCheckToken?: string;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export interface HttpClientDependencies {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  tokens: {
    get(): SessionTokens | null;
    set(tokens: SessionTokens): void;
    /** Re-reads storage, where another tab may have put a newer pair that `get` does not know of yet. */
    latest?(): SessionTokens | null;
  };
  /** Serialises refreshes across tabs; the Web Locks API when the browser has it. */
  refreshLock?: RefreshLock;
  notifyError(message: string): void;
  /** Called when the session cannot be recovered (a 401 after a failed refresh). */
  onUnauthorized(): void;
}

export interface ServiceClient {
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
}

export type HttpClient = Record<ServiceName, ServiceClient> & {
  request<T>(service: ServiceName, path: string, options?: RequestOptions<T>): Promise<T>;
};

function buildUrl(service: ServiceName, path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${SERVICE_BASE_PATHS[service]}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The one HTTP client: base paths, token header, bot-check header, cancelling, one refresh-and-retry
 * on 401, and the spec's error catalogue turned into toasts (platform spec, section 8).
 */
export function createHttpClient(deps: HttpClientDependencies): HttpClient {
  let refreshing: Promise<boolean> | null = null;
  const refreshLock = deps.refreshLock ?? crossTabRefreshLock;

  /** Runs under the refresh lock: a tab that waited for it finds the pair the tab before it stored. */
  async function refreshSession(expired: SessionTokens): Promise<boolean> {
    const stored = deps.tokens.latest ? deps.tokens.latest() : deps.tokens.get();
    if (!stored) return false;
    if (stored.refreshToken !== expired.refreshToken) return true;
    const { refreshToken } = stored;
    try {
      const response = await deps.fetch(buildUrl('auth', 'refresh-token', undefined), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const parsed = tokenResponse.safeParse(await readBody(response));
      if (!parsed.success) return false;
      deps.tokens.set(parsed.data);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Concurrent 401s share one refresh call, and tabs take turns under a shared lock; a token already renewed
   * by another call or another tab needs none.
   */
  function recoverSession(sentToken: string): Promise<boolean> {
    const current = deps.tokens.get();
    if (current?.token !== sentToken) return Promise.resolve(current !== null);
    refreshing ??= refreshLock(() => refreshSession(current)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function fail(options: { message: string; status: number; code: string; silent: boolean }): ApiError {
    if (!options.silent) deps.notifyError(options.message);
    return new ApiError(options);
  }

  /**
   * A request that never got a response: cancelled by the caller (no toast) or a network failure, which
   * says so in plain words when the browser knows it is offline.
   */
  function transportFailure(
    error: unknown,
    signal: AbortSignal | undefined,
    silent: boolean,
    method: HttpMethod = 'GET',
  ): ApiError {
    if (isAbort(error, signal)) {
      return new ApiError({
        message: REQUEST_CANCELED_MESSAGE,
        status: 0,
        code: CLIENT_ERROR_CODES.canceled,
        canceled: true,
      });
    }
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    let message = NETWORK_ERROR_MESSAGE;
    if (offline) message = method === 'GET' ? OFFLINE_LOAD_MESSAGE : OFFLINE_SAVE_MESSAGE;
    return fail({ message, status: 0, code: CLIENT_ERROR_CODES.network, silent });
  }

  async function request<T>(service: ServiceName, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const silent = options.silent ?? false;
    const url = buildUrl(service, path, options.query);
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;

    const send = (token: string | undefined): Promise<Response> => {
      const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
      if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options.botCheckToken) headers['X-Bot-Check-Token'] = options.botCheckToken;
      let body: BodyInit | undefined;
      if (isForm) body = options.body as FormData;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      return deps.fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    };

    const sentToken = deps.tokens.get()?.token;
    let response: Response;
    try {
      response = await send(sentToken);
      if (response.status === 401 && sentToken && (await recoverSession(sentToken))) {
        response = await send(deps.tokens.get()?.token);
      }
    } catch (error) {
      throw transportFailure(error, options.signal, silent, options.method);
    }

    let body: unknown;
    try {
      body = await readBody(response);
    } catch (error) {
      throw transportFailure(error, options.signal, silent, options.method);
    }

    if (!response.ok) {
      const error = fail({
        message: messageFromErrorBody(body, response.status),
        status: response.status,
        code: codeFromErrorBody(body, CLIENT_ERROR_CODES.unknown),
        silent,
      });
      if (response.status === 401 && sentToken) deps.onUnauthorized();
      throw error;
    }

    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw fail({
        message: messageFromErrorBody(undefined, 0),
        status: response.status,
        code: CLIENT_ERROR_CODES.unknown,
        silent,
      });
    }
    return parsed.data;
  }

  function forService(service: ServiceName): ServiceClient {
    return {
      get: (path, options) => request(service, path, { ...options, method: 'GET' }),
      delete: (path, options) => request(service, path, { ...options, method: 'DELETE' }),
      post: (path, body, options) => request(service, path, { ...options, method: 'POST', body }),
      put: (path, body, options) => request(service, path, { ...options, method: 'PUT', body }),
      patch: (path, body, options) => request(service, path, { ...options, method: 'PATCH', body }),
    };
  }

  return {
    request,
    main: forService('main'),
    auth: forService('auth'),
    reports: forService('reports'),
    tools: forService('tools'),
  };
}
