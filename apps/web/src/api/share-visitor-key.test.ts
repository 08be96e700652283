import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../test/fake-api.ts';
import { shareApi } from './share-api.ts';

const granted = {
  accessToken: 'token',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  assetType: 'folder',
  assetId: 'folder-1',
  description: null,
  viewerName: null,
  allowedActions: [],
  accessFileVersions: false,
};

afterEach(() => {
  stopServingApi();
  localStorage.clear();
  sessionStorage.clear();
});

describe("a share link's viewer's browser key", () => {
  it('sends one long-lived key with every opening, kept across tabs in localStorage', async () => {
    const calls = serveApi({
      'POST public/share/link-1/access': () => ({ body: granted }),
      'POST public/share/link-2/access': () => ({ body: granted }),
    });
    await shareApi.access('link-1', {});
    // Another tab: its session storage is empty, its local storage is the same.
    sessionStorage.clear();
    await shareApi.access('link-1', {});
    await shareApi.access('link-2', {});
    const keys = calls.map((call) => call.headers['X-Share-Visitor-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(localStorage.getItem('shareVisitorKey')).toBe(keys[0]);
  });

  it('makes a new key when the kept one is not a key', async () => {
    localStorage.setItem('shareVisitorKey', 'short');
    const calls = serveApi({ 'POST public/share/link-1/access': () => ({ body: granted }) });
    await shareApi.access('link-1', {});
    expect(calls[0]?.headers['X-Share-Visitor-Key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
