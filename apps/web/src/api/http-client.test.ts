import { NETWORK_ERROR_MESSAGE, REQUEST_CANCELED_MESSAGE, STATUS_MESSAGES } from '@hookline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { createHttpClient, type HttpClientDependencies } from './http-client.ts';
import { REFRESH_LOCK_NAME } from './refresh-lock.ts';
import type { SessionTokens } from './token-store.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(initialTokens: SessionTokens | null = { token: 'access-1', refreshToken: 'refresh-1' }) {
  let tokens = initialTokens;
  const fetchMock = vi.fn<HttpClientDependencies['fetch']>();
  const notifyError = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<() => void>();
  const client = createHttpClient({
    fetch: fetchMock,
    tokens: { get: () => tokens, set: (next) => (tokens = next) },
    notifyError,
    onUnauthorized,
  });
  return { client, fetchMock, notifyError, onUnauthorized, tokens: () => tokens };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client: requests', () => {
  it('calls the service base path with the token and bot-check headers and a JSON body', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    await client.auth.post('validate-signup', { email: 'a@acme.com' }, { botCheckToken: 'bot-1' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/auth/api/v1/validate-signup');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@acme.com' }));
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-1', 'X-Bot-Check-Token': 'bot-1' });
  });

  it('builds query strings and leaves out the token header when signed out', async () => {
    const { client, fetchMock } = setup(null);
    fetchMock.mockResolvedValue(json(200, { data: [] }));

    await client.main.get('organisation', { query: { page: 2, name: undefined } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/organisation?page=2');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('returns the body checked by the schema', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, { email: 'x@acme.com' }));

    const body = await client.auth.get('email/abc', { schema: z.object({ email: z.string() }) });

    expect(body.email).toBe('x@acme.com');
  });
});

describe('http client: the error catalogue', () => {
  const statuses = [400, 403, 404, 409, 417, 429, 500, 502, 504];

  it.each(statuses)('status %i toasts the default message when the server sends none', async (status) => {
    const { client, fetchMock, notifyError } = setup();
    fetchMock.mockResolvedValue(new Response(null, { status }));

    const error = await caught(client.main.get('users/1'));

    expect(notifyError).toHaveBeenCalledWith(STATUS_MESSAGES[status]);
    expect(error.status).toBe(status);
    expect(error.message).toBe(STATUS_MESSAGES[status]);
  });

  it('status 0 toasts the generic message', async () => {
    const { client, fetchMock, notifyError } = setup();
    const opaque = new Response(null, { status: 500 });
    Object.defineProperty(opaque, 'status', { value: 0 });
    Object.defineProperty(opaque, 'ok', { value: false });
    fetchMock.mockResolvedValue(opaque);

    await caught(client.main.get('users/1'));

    expect(notifyError).toHaveBeenCalledWith('Something went wrong please try after sometime');
  });

  it.each([
    [{ message: 'Old password is incorrect', code: 'BAD_REQUEST' }, 'Old password is incorrect'],
    [{ error: { message: 'Nested message' } }, 'Nested message'],
    [{ error: 'Plain error' }, 'Plain error'],
  ])('prefers the server message %j', async (body, expected) => {
    const { client, fetchMock, notifyError } = setup();
    fetchMock.mockResolvedValue(json(400, body));

    await caught(client.main.post('users/update-password', {}));

    expect(notifyError).toHaveBeenCalledWith(expected);
  });

  it('carries the status and code on the thrown error', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      json(409, { message: 'User already exist. Please login.', code: 'USER_EXISTS' }),
    );

    const error = await caught(client.auth.post('signup', {}));

    expect(error).toMatchObject({
      status: 409,
      code: 'USER_EXISTS',
      message: 'User already exist. Please login.',
    });
  });

  it('does not toast when the caller asks for silence', async () => {
    const { client, fetchMock, notifyError } = setup();
    fetchMock.mockResolvedValue(json(500, { message: 'Boom', code: 'INTERNAL' }));

    const error = await caught(client.main.get('organisation', { silent: true }));

    expect(notifyError).not.toHaveBeenCalled();
    expect(error.status).toBe(500);
  });

  it("toasts 'Network Error' when the server cannot be reached", async () => {
    const { client, fetchMock, notifyError } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(client.main.get('health'));

    expect(notifyError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('http client: cancelling', () => {
  it("throws 'Request Canceled' without a toast", async () => {
    const { client, fetchMock, notifyError } = setup();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = caught(client.main.get('users/1', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error.message).toBe(REQUEST_CANCELED_MESSAGE);
    expect(error.canceled).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('http client: 401 handling', () => {
  let harness: ReturnType<typeof setup>;
  beforeEach(() => {
    harness = setup();
  });

  it('refreshes the session once and retries the request with the new token', async () => {
    const { client, fetchMock, notifyError, onUnauthorized } = harness;
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(json(200, { token: 'access-2', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { _id: 'u1' }));

    const body = await client.auth.get('userinfo');

    expect(body).toEqual({ _id: 'u1' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/auth/api/v1/refresh-token');
    expect(fetchMock.mock.calls[1]?.[1].body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    expect(fetchMock.mock.calls[2]?.[1].headers).toMatchObject({ Authorization: 'Bearer access-2' });
    expect(harness.tokens()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out and toasts when the refresh fails', async () => {
    const { client, fetchMock, notifyError, onUnauthorized } = harness;
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(json(401, { message: 'Refresh token revoked', code: 'TOKEN_REVOKED' }));

    const error = await caught(client.auth.get('userinfo'));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error.status).toBe(401);
    expect(notifyError).toHaveBeenCalledWith('Unauthorized request');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refreshes only once for concurrent 401s', async () => {
    const { client, fetchMock } = harness;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.endsWith('refresh-token')) return json(200, { token: 'access-2', refreshToken: 'refresh-2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-2' ? json(200, { ok: true }) : json(401, { code: 'TOKEN_EXPIRED' });
    });

    await Promise.all([client.main.get('users/1'), client.main.get('organisation')]);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url.endsWith('refresh-token'));
    expect(refreshCalls).toHaveLength(1);
  });

  it('does not log out for a 401 of a call made without a session', async () => {
    const { client, fetchMock, notifyError, onUnauthorized } = setup(null);
    fetchMock.mockResolvedValue(
      json(401, { message: 'Email or Password is invalid', code: 'INVALID_CREDENTIALS' }),
    );

    await caught(client.auth.post('login', { email: 'a@acme.com', password: 'x' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Email or Password is invalid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

/** navigator.locks as a browser has it: one holder per name at a time, the others queued in order. */
function fakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, callback: (lock: Lock | null) => Promise<unknown>) => {
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
    tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  });
  return { request };
}

/** A tab: its own in-memory copy of the pair, over the localStorage every tab shares. */
function openTab(storage: { tokens: SessionTokens | null }, fetchMock: HttpClientDependencies['fetch']) {
  let known = storage.tokens;
  const onUnauthorized = vi.fn<() => void>();
  const client = createHttpClient({
    fetch: fetchMock,
    tokens: {
      get: () => known,
      set: (next) => {
        storage.tokens = next;
        known = next;
      },
      latest: () => (known = storage.tokens),
    },
    notifyError: vi.fn(),
    onUnauthorized,
  });
  return { client, onUnauthorized, known: () => known };
}

describe('http client: one refresh across tabs', () => {
  let locks: ReturnType<typeof fakeLockManager>;
  beforeEach(() => {
    locks = fakeLockManager();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  /** The server: one refresh-token answers once (a second use would be reuse), data needs the new token. */
  function server() {
    return vi.fn<HttpClientDependencies['fetch']>(async (url, init) => {
      if (url.endsWith('refresh-token')) {
        const { refreshToken } = JSON.parse(init.body as string) as { refreshToken: string };
        return refreshToken === 'refresh-1'
          ? json(200, { token: 'access-2', refreshToken: 'refresh-2' })
          : json(401, { code: 'TOKEN_REVOKED' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-2' ? json(200, { ok: true }) : json(401, { code: 'TOKEN_EXPIRED' });
    });
  }

  it(`refreshes while holding the browser-wide lock "${REFRESH_LOCK_NAME}"`, async () => {
    const fetchMock = server();
    const tab = openTab({ tokens: { token: 'access-1', refreshToken: 'refresh-1' } }, fetchMock);

    await tab.client.main.get('users/1');

    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(locks.request.mock.calls[0]?.[0]).toBe('hookline-refresh');
    expect(tab.known()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('takes the pair another tab stored while it waited for the lock, instead of refreshing again', async () => {
    const fetchMock = server();
    const storage = { tokens: { token: 'access-1', refreshToken: 'refresh-1' } as SessionTokens | null };
    const first = openTab(storage, fetchMock);
    const second = openTab(storage, fetchMock);

    const answers = await Promise.all([
      first.client.main.get('users/1'),
      second.client.main.get('organisation'),
    ]);

    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('refresh-token'))).toHaveLength(1);
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(second.known()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(first.onUnauthorized).not.toHaveBeenCalled();
    expect(second.onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out a tab whose lock wait ends with the session gone (another tab logged out)', async () => {
    const fetchMock = server();
    const storage = { tokens: { token: 'access-1', refreshToken: 'refresh-1' } as SessionTokens | null };
    const tab = openTab(storage, fetchMock);
    locks.request.mockImplementationOnce(async (_name, callback) => {
      storage.tokens = null;
      return callback({ name: REFRESH_LOCK_NAME, mode: 'exclusive' });
    });

    await caught(tab.client.main.get('users/1'));

    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('refresh-token'))).toHaveLength(0);
    expect(tab.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
