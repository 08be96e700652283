import type { ExtensionBoardsResponse, SaveAdBody, SavedFile, TokenPair } from '../shared/hookline-api.ts';
import type { Failure } from '../shared/runtime-messages.ts';
import type { SessionStore } from './session-store.ts';

export type ApiResult<T> = { status: 'ok'; data: T; appUrl: string } | Failure;

export const unreachableMessage = (appUrl: string) =>
  `Hookline could not be reached at ${appUrl}. Check the address in the extension's options.`;

interface Dependencies {
  store: SessionStore;
  fetch: typeof fetch;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: a proxy's page, say. The status says enough.
  }
  return `Hookline answered with an error (${response.status}). Please try again.`;
}

function isTokenPair(value: unknown): value is TokenPair {
  const pair = value as Partial<TokenPair> | null;
  return typeof pair?.token === 'string' && typeof pair.refreshToken === 'string';
}

/**
 * Calls Hookline with the stored session. An expired access token is traded once for a new pair
 * (`POST /auth/api/v1/refresh-token`); when that fails too, the session is forgotten and the caller is told
 * to sign in.
 */
export function createHooklineClient({ store, fetch }: Dependencies) {
  /** One trade per refresh token at a time: Hookline revokes a session whose refresh token is used twice. */
  const refreshes = new Map<string, Promise<TokenPair | null>>();

  async function tradeRefreshToken(appUrl: string, refreshToken: string): Promise<TokenPair | null> {
    const response = await fetch(`${appUrl}/auth/api/v1/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) return null;
    const pair: unknown = await response.json();
    if (!isTokenPair(pair)) return null;
    await store.saveTokens(pair);
    return pair;
  }

  function refreshOnce(appUrl: string, refreshToken: string): Promise<TokenPair | null> {
    let pending = refreshes.get(refreshToken);
    if (!pending) {
      pending = tradeRefreshToken(appUrl, refreshToken).finally(() => refreshes.delete(refreshToken));
      refreshes.set(refreshToken, pending);
    }
    return pending;
  }

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<ApiResult<T>> {
    const session = await store.read();
    const { appUrl } = session;
    if (!session.token) return { status: 'signed-out' };
    const send = (token: string) =>
      fetch(`${appUrl}${path}`, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    try {
      let response = await send(session.token);
      if (response.status === 401) {
        const pair = session.refreshToken ? await refreshOnce(appUrl, session.refreshToken) : null;
        response = pair ? await send(pair.token) : response;
        if (response.status === 401) {
          await store.clearTokens();
          return { status: 'signed-out' };
        }
      }
      if (!response.ok) return { status: 'error', message: await errorMessage(response) };
      return { status: 'ok', data: (await response.json()) as T, appUrl };
    } catch {
      return { status: 'error', message: unreachableMessage(appUrl) };
    }
  }

  return {
    listBoards: () => call<ExtensionBoardsResponse>('/api/v1/extension/boards', { method: 'GET' }),
    saveAd: (body: SaveAdBody) => call<SavedFile>('/api/v1/extension/save-ad', { method: 'POST', body }),
  };
}

export type HooklineClient = ReturnType<typeof createHooklineClient>;
