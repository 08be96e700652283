import { describe, expect, it, vi } from 'vitest';
import type { ScrapedAd } from '../shared/hookline-api.ts';
import { APP_URL_INVALID, handleBackgroundRequest, isBackgroundRequest } from './background-requests.ts';
import type { HooklineClient } from './hookline-client.ts';
import { memoryArea } from './memory-area.ts';
import { createSessionStore } from './session-store.ts';

const APP = 'http://localhost:3000';
const ad: ScrapedAd = {
  platform: 'tiktok',
  sourceUrl: 'https://ads.tiktok.com/business/creativecenter/topads/1/pc/en',
  pageName: 'Lumen Fitness',
  body: 'Caption',
  title: null,
  ctaText: null,
  ctaURL: null,
  startDate: null,
  assets: [{ type: 'video', url: 'https://cdn.example.net/a.mp4' }],
};

function setUp(client: Partial<HooklineClient> = {}) {
  const area = memoryArea({ appUrl: APP, token: 'access-1', refreshToken: 'refresh-1' });
  const store = createSessionStore(area);
  const openTab = vi.fn(async () => undefined);
  const deps = {
    store,
    openTab,
    client: { listBoards: vi.fn(), saveAd: vi.fn(), ...client } satisfies HooklineClient,
  };
  return { area, store, openTab, deps };
}

describe('what the extension asks its service worker', () => {
  it('recognises only its own requests', () => {
    expect(isBackgroundRequest({ kind: 'list-boards' })).toBe(true);
    expect(isBackgroundRequest({ kind: 'steal-token' })).toBe(false);
    expect(isBackgroundRequest({ type: 'HOOKLINE_VERSION' })).toBe(false);
  });

  it('saves an ad, remembers the board, and links to it', async () => {
    const saveAd = vi.fn(async () => ({ status: 'ok' as const, data: { _id: 'file-1' }, appUrl: APP }));
    const { deps, store } = setUp({ saveAd });
    const reply = await handleBackgroundRequest(
      { kind: 'save-ad', body: { workspaceId: 'w 1', folderId: 'b1', ad } },
      deps,
    );
    expect(reply).toEqual({ status: 'ok', fileId: 'file-1', boardUrl: `${APP}/inspirations/w%201/b1` });
    expect((await store.read()).lastBoard).toEqual({ workspaceId: 'w 1', folderId: 'b1' });
  });

  it('lists the boards with the board of the last save', async () => {
    const organisations = [{ orgId: 'o1', orgName: 'Acme', workspaces: [] }];
    const listBoards = vi.fn(async () => ({
      status: 'ok' as const,
      data: { data: organisations },
      appUrl: APP,
    }));
    const { deps, store } = setUp({ listBoards });
    await store.rememberBoard({ workspaceId: 'w1', folderId: 'b1' });
    expect(await handleBackgroundRequest({ kind: 'list-boards' }, deps)).toEqual({
      status: 'ok',
      organisations,
      lastBoard: { workspaceId: 'w1', folderId: 'b1' },
    });
  });

  it('opens the sign-in page that hands the session back to the extension', async () => {
    const { deps, openTab } = setUp();
    await handleBackgroundRequest({ kind: 'sign-in' }, deps);
    expect(openTab).toHaveBeenCalledWith(`${APP}/login?source=extension`);
  });

  it('changes the address, signing out of the previous Hookline', async () => {
    const { deps } = setUp();
    expect(
      await handleBackgroundRequest({ kind: 'set-app-url', appUrl: 'team.hookline.app/app/home' }, deps),
    ).toEqual({
      status: 'ok',
      state: { signedIn: false, appUrl: 'https://team.hookline.app' },
    });
  });

  it('keeps the session when the address typed is the same one', async () => {
    const { deps } = setUp();
    expect(await handleBackgroundRequest({ kind: 'set-app-url', appUrl: 'localhost:3000' }, deps)).toEqual({
      status: 'ok',
      state: { signedIn: true, appUrl: APP },
    });
  });

  it('refuses an address that is not http(s)', async () => {
    const { deps } = setUp();
    expect(
      await handleBackgroundRequest({ kind: 'set-app-url', appUrl: 'javascript:alert(1)' }, deps),
    ).toEqual({
      status: 'error',
      message: APP_URL_INVALID,
    });
  });

  it('signs out on request', async () => {
    const { deps } = setUp();
    expect(await handleBackgroundRequest({ kind: 'sign-out' }, deps)).toEqual({
      signedIn: false,
      appUrl: APP,
    });
  });
});
