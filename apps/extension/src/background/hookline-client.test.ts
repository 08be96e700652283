import { describe, expect, it, vi } from 'vitest';
import { createHooklineClient, unreachableMessage } from './hookline-client.ts';
import { memoryArea } from './memory-area.ts';
import { createSessionStore } from './session-store.ts';

const APP = 'https://team.hookline.app';
const BOARDS = { data: [{ orgId: 'o1', orgName: 'Acme', workspaces: [] }] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A Hookline that accepts `validToken`, and trades `validRefresh` for a new pair once. */
function fakeHookline(options: { validToken: string; validRefresh?: string }) {
  const calls: { url: string; authorization: string | null; body: unknown }[] = [];
  let valid = options.validToken;
  let refresh = options.validRefresh;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, authorization: headers.get('authorization'), body });
    if (url === `${APP}/auth/api/v1/refresh-token`) {
      if (!refresh || (body as { refreshToken: string }).refreshToken !== refresh) {
        return json(401, { message: 'Session expired', code: 'UNAUTHORIZED' });
      }
      valid = 'access-2';
      refresh = undefined;
      return json(200, { token: 'access-2', refreshToken: 'refresh-2' });
    }
    if (headers.get('authorization') !== `Bearer ${valid}`) {
      return json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    if (url === `${APP}/api/v1/extension/boards`) return json(200, BOARDS);
    return json(400, { message: 'This media address is not allowed', code: 'BAD_REQUEST' });
  });
  return { fetch, calls };
}

async function signedInStore(token: string, refreshToken: string) {
  const area = memoryArea({ appUrl: APP, token, refreshToken });
  return { area, store: createSessionStore(area) };
}

describe("the service worker's calls to Hookline", () => {
  it('sends the stored access token as a bearer token', async () => {
    const { store } = await signedInStore('access-1', 'refresh-1');
    const hookline = fakeHookline({ validToken: 'access-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    expect(await client.listBoards()).toEqual({ status: 'ok', data: BOARDS, appUrl: APP });
    expect(hookline.calls).toEqual([
      { url: `${APP}/api/v1/extension/boards`, authorization: 'Bearer access-1', body: undefined },
    ]);
  });

  it('trades an expired token once for a new pair, keeps it, and retries', async () => {
    const { store, area } = await signedInStore('expired', 'refresh-1');
    const hookline = fakeHookline({ validToken: 'access-1', validRefresh: 'refresh-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    expect((await client.listBoards()).status).toBe('ok');
    expect(hookline.calls.map((call) => [call.url.replace(APP, ''), call.authorization])).toEqual([
      ['/api/v1/extension/boards', 'Bearer expired'],
      ['/auth/api/v1/refresh-token', null],
      ['/api/v1/extension/boards', 'Bearer access-2'],
    ]);
    expect(hookline.calls[1]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(area.items.get('token')).toBe('access-2');
    expect(area.items.get('refreshToken')).toBe('refresh-2');
  });

  it('trades one refresh token once, however many calls find their token expired together', async () => {
    const { store } = await signedInStore('expired', 'refresh-1');
    const hookline = fakeHookline({ validToken: 'access-1', validRefresh: 'refresh-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    const results = await Promise.all([client.listBoards(), client.listBoards()]);
    expect(results.map((result) => result.status)).toEqual(['ok', 'ok']);
    expect(hookline.calls.filter((call) => call.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('forgets the session and says so when the refresh token is refused too', async () => {
    const { store, area } = await signedInStore('expired', 'revoked');
    const hookline = fakeHookline({ validToken: 'access-1', validRefresh: 'refresh-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    expect(await client.listBoards()).toEqual({ status: 'signed-out' });
    expect(area.items.has('token')).toBe(false);
    expect(area.items.has('refreshToken')).toBe(false);
    expect(area.items.get('appUrl')).toBe(APP);
  });

  it('calls nothing while signed out', async () => {
    const store = createSessionStore(memoryArea());
    const hookline = fakeHookline({ validToken: 'access-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    expect(await client.listBoards()).toEqual({ status: 'signed-out' });
    expect(hookline.fetch).not.toHaveBeenCalled();
  });

  it("passes on Hookline's message when it refuses a save", async () => {
    const { store } = await signedInStore('access-1', 'refresh-1');
    const hookline = fakeHookline({ validToken: 'access-1' });
    const client = createHooklineClient({ store, fetch: hookline.fetch });
    const ad = {
      platform: 'meta' as const,
      sourceUrl: 'https://x.test',
      pageName: 'Acme',
      body: '',
      title: null,
      ctaText: null,
      ctaURL: null,
      startDate: null,
      assets: [],
    };
    expect(await client.saveAd({ workspaceId: 'w1', folderId: 'f1', ad })).toEqual({
      status: 'error',
      message: 'This media address is not allowed',
    });
    expect(hookline.calls[0]!.body).toEqual({ workspaceId: 'w1', folderId: 'f1', ad });
  });

  it('says where it looked when Hookline cannot be reached', async () => {
    const { store } = await signedInStore('access-1', 'refresh-1');
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createHooklineClient({ store, fetch });
    expect(await client.listBoards()).toEqual({ status: 'error', message: unreachableMessage(APP) });
  });
});
