import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Worker,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_URL } from '../e2e-server.ts';
import { startAdPagesServer, type AdPagesServer } from '../fixtures/ad-pages/ad-pages-server.ts';
import { DEMO } from '../support/accounts.ts';
import { logOut } from '../support/new-account.ts';
import { snap } from '../support/screenshots.ts';
import { expectAccessible } from '../support/accessibility.ts';

/*
 * The browser extension (apps/extension), loaded unpacked into Chromium, on copies of Meta's Ad Library and
 * TikTok's Creative Center served at their real addresses: signing in hands it the app's session, its Save
 * button puts an ad into a board (Hookline fetching the media itself), and logging out of the app signs it out.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSION_DIR = path.join(ROOT, 'apps/extension/dist');
const META_URL = 'https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=US&q=coffee';
const TIKTOK_URL =
  'https://ads.tiktok.com/business/creativecenter/inspiration/topads/pc/en?period=30&region=US';
/** The demo organisation's workspace with every product (apps/server/src/cli/seed-demo.ts). */
const WORKSPACE = 'Brand team';

/** Chrome's id for an extension: from its manifest's public key. */
function extensionIdOf(manifestPath: string): string {
  const { key } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { key: string };
  const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

interface SavedAd {
  _id: string;
  source: string;
  adArchiveId: string | null;
  page_name: string;
  body: string;
  start_date: string | null;
  folderIds: string[];
  assets: { type: 'image' | 'video'; url: string }[];
}

/** The demo account through the API: its token, its "Brand team" workspace, and boards made for the test. */
async function demoApi(api: APIRequestContext) {
  const login = await api.post('/auth/api/v1/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const orgs = (await (await api.get('/api/v1/organisation', { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const orgId = orgs.data.find((org) => org.name === 'Hookline Demo')!._id;
  const workspaces = (await (await api.get(`/api/v1/workspace?orgId=${orgId}`, { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const workspaceId = workspaces.data.find((workspace) => workspace.name === WORKSPACE)!._id;
  return {
    workspaceId,
    async createBoard(name: string): Promise<string> {
      const response = await api.post('/api/v1/inspiration/folder', { headers, data: { workspaceId, name } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { _id: string })._id;
    },
    /** The saved ads of a board, newest first. */
    async boardFiles(folderId: string): Promise<SavedAd[]> {
      const response = await api.post(`/api/v1/inspiration/folder/${folderId}/list-items`, {
        headers,
        data: { page: 1, limit: 40, sort: 'newest' },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { files: SavedAd[] }).files;
    },
    async file(fileId: string): Promise<SavedAd> {
      const response = await api.get(`/api/v1/inspiration/file/${fileId}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as SavedAd;
    },
    async media(url: string) {
      return api.get(url.startsWith('http') ? url : `${BASE_URL}${url}`, { headers });
    },
  };
}

/** The Save control of the n-th ad card (its shadow root is open, so locators reach inside). */
const saveControl = (page: Page, index: number): Locator => page.locator('[data-hookline-save]').nth(index);

test.describe.serial('the browser extension', () => {
  let context: BrowserContext;
  let serviceWorker: Worker;
  let extensionId: string;
  let adPages: AdPagesServer;
  let api: APIRequestContext;
  let demo: Awaited<ReturnType<typeof demoApi>>;
  let userDataDir: string;
  /** The app's tab, signed in through the extension's sign-in. */
  let appPage: Page;

  /** What the extension keeps in chrome.storage.local, read in its service worker. */
  const extensionStorage = () =>
    serviceWorker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { get(keys: null): Promise<Record<string, unknown>> } } };
        }
      ).chrome.storage.local.get(null),
    );

  const openExtensionPage = async (name: 'popup.html' | 'options.html') => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${name}`);
    return page;
  };

  test.beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '-w', '@hookline/extension'], { cwd: ROOT, stdio: 'inherit' });
    extensionId = extensionIdOf(path.join(EXTENSION_DIR, 'manifest.json'));
    adPages = await startAdPagesServer();
    userDataDir = mkdtempSync(path.join(tmpdir(), 'hookline-extension-profile-'));
    // New headless Chromium runs extensions.
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      baseURL: BASE_URL,
      viewport: { width: 1440, height: 900 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
      ],
    });
    serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // The ad libraries, at their real addresses so that the content script's matches apply.
    await context.route('https://www.facebook.com/ads/library/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: adPages.page('meta-ad-library.html') }),
    );
    await context.route('https://ads.tiktok.com/business/creativecenter/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: adPages.page('tiktok-creative-center.html'),
      }),
    );
    // The media stay on the loopback server's http addresses: Chromium won't show them in an https page, but
    // the extension only reads the addresses, and Hookline's server fetches them.
    api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    demo = await demoApi(api);
  });

  test.afterAll(async () => {
    await context?.close();
    await api?.dispose();
    await adPages?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  test('is loaded with the id Hookline allows by default, signed out', async () => {
    expect(serviceWorker.url()).toBe(`chrome-extension://${extensionId}/background.js`);
    const config = (await (await api.get('/auth/api/v1/extension/config')).json()) as {
      extensionIds: string[];
    };
    expect(config.extensionIds).toContain(extensionId);

    const popup = await openExtensionPage('popup.html');
    await expect(popup.getByRole('status')).toHaveText(/^Not signed in\./);
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Open Hookline' })).toBeVisible();
    await expectAccessible(popup, 'the popup');
    await popup.close();
  });

  test("points at this Hookline from its options, and its Save button's sign-in hands it the app's session", async () => {
    test.setTimeout(120_000);
    const options = await openExtensionPage('options.html');
    await expect(options.getByLabel('Hookline address')).toHaveValue('http://localhost:3000');
    await options.getByLabel('Hookline address').fill('not a web address');
    await options.getByRole('button', { name: 'Save address' }).click();
    await expect(options.getByRole('alert')).toHaveText(/Please enter a valid Hookline address/);
    await options.getByLabel('Hookline address').fill(`${BASE_URL}/app`);
    await options.getByRole('button', { name: 'Save address' }).click();
    await expect(options.getByText(`Hookline address saved: ${BASE_URL}.`)).toBeVisible();
    await expect(options.getByLabel('Hookline address')).toHaveValue(BASE_URL);
    await expectAccessible(options, 'the options page');
    await snap(options, 'extension-options');
    await options.close();

    await demo.createBoard(`Swipe file ${Date.now()}`);
    const adPage = await context.newPage();
    await adPage.goto(META_URL);
    await expect(adPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(4);
    const control = saveControl(adPage, 0);
    await control.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(control.getByText('Sign in to Hookline to save this ad.')).toBeVisible();
    const signInOpens = context.waitForEvent('page');
    await control.getByRole('button', { name: 'Sign in to Hookline' }).click();
    appPage = await signInOpens;
    await expect(appPage).toHaveURL(`${BASE_URL}/login?source=extension`);

    await appPage.getByLabel('Work e-mail').fill(DEMO.email);
    await appPage.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await appPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(appPage).toHaveURL(/\/app/);
    await expect(appPage.getByText('Extension authentication success')).toBeVisible();
    const stored = await extensionStorage();
    expect(stored).toMatchObject({
      appUrl: BASE_URL,
      token: expect.any(String),
      refreshToken: expect.any(String),
    });

    // Signed in, the picker that asked for a sign-in shows the boards.
    await expect(control.getByLabel('Board', { exact: true })).toBeVisible();
    await expectAccessible(adPage, "the Save control's board picker", '[data-hookline-save]');
    await snap(adPage, 'extension-board-picker', { fullPage: false });
    await control.getByRole('button', { name: 'Cancel' }).click();
    await expect(control.getByLabel('Board', { exact: true })).toBeHidden();
    await expect(control.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

    const popup = await openExtensionPage('popup.html');
    await expect(popup.getByRole('status')).toHaveText(
      'Signed in to Hookline at 127.0.0.1:' + new URL(BASE_URL).port + '.',
    );
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeHidden();
    await popup.setViewportSize({ width: 340, height: 240 });
    await snap(popup, 'extension-popup');
    await popup.close();
    await adPage.close();
  });

  test("saves the second ad of Meta's Ad Library into a board, with its media stored by Hookline", async () => {
    test.setTimeout(120_000);
    const boardName = `Coffee ads ${Date.now()}`;
    const boardId = await demo.createBoard(boardName);

    const adPage = await context.newPage();
    await adPage.goto(META_URL);
    const control = saveControl(adPage, 1);
    await control.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    const board = control.getByLabel('Board', { exact: true });
    await expect(board).toBeFocused();
    await board.selectOption({ label: boardName });
    await control.getByRole('button', { name: 'Save to board' }).click();
    await expect(control.getByRole('button', { name: 'Saved', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    const open = control.getByRole('link', { name: 'Open in Hookline' });
    await expect(open).toHaveAttribute('href', `${BASE_URL}/inspirations/${demo.workspaceId}/${boardId}`);
    await expect(control.getByRole('status')).toHaveText(`Saved to ${boardName}`);
    await snap(adPage, 'extension-saved', { fullPage: false });
    // The other cards are untouched.
    await expect(saveControl(adPage, 0).getByRole('button', { name: 'Save', exact: true })).toBeVisible();

    const [listed] = await demo.boardFiles(boardId);
    expect(listed).toBeDefined();
    const saved = await demo.file(listed!._id);
    expect(saved).toMatchObject({
      source: 'meta',
      adArchiveId: '2290417763329876',
      page_name: 'Northwind Coffee Roasters',
      start_date: '2025-02-14',
      body: 'Small-batch beans, roasted on Monday and at your door by Friday.\n\nPick your roast:',
    });
    expect(saved.folderIds).toContain(boardId);
    expect(saved.assets.map((asset) => asset.type)).toEqual(['image', 'image']);
    for (const asset of saved.assets) {
      expect(asset.url).not.toContain(adPages.origin);
      const media = await demo.media(asset.url);
      expect(media.status()).toBe(200);
      expect(media.headers()['content-type']).toMatch(/^image\//);
    }
    // Hookline fetched the two carousel images itself.
    expect(adPages.requested).toEqual(
      expect.arrayContaining(['/media/northwind-ethiopia.jpg', '/media/northwind-colombia.jpg']),
    );
    await adPage.close();
  });

  test("saves an ad of TikTok's Creative Center, its video stored by Hookline", async () => {
    test.setTimeout(120_000);
    const boardName = `TikTok hooks ${Date.now()}`;
    const boardId = await demo.createBoard(boardName);

    const adPage = await context.newPage();
    await adPage.goto(TIKTOK_URL);
    await expect(adPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(3);
    const control = saveControl(adPage, 0);
    await control.getByRole('button', { name: 'Save', exact: true }).click();
    await control.getByLabel('Board', { exact: true }).selectOption({ label: boardName });
    await control.getByRole('button', { name: 'Save to board' }).click();
    await expect(control.getByRole('button', { name: 'Saved', exact: true })).toBeVisible({
      timeout: 60_000,
    });

    const [listed] = await demo.boardFiles(boardId);
    const saved = await demo.file(listed!._id);
    expect(saved).toMatchObject({
      source: 'tiktok',
      adArchiveId: '7301442209871234567',
      page_name: 'Lumen Fitness',
      body: '30 days, 10 minutes a day. Watch what happens 💪 #fitness #homeworkout',
    });
    expect(saved.assets).toHaveLength(1);
    expect(saved.assets[0]!.type).toBe('video');
    expect(saved.assets[0]!.url).not.toContain(adPages.origin);
    expect((await demo.media(saved.assets[0]!.url)).status()).toBe(200);
    await adPage.close();
  });

  test('logging out of the app signs the extension out', async () => {
    await appPage.bringToFront();
    await logOut(appPage);
    await expect.poll(async () => (await extensionStorage()).token ?? null).toBeNull();

    const popup = await openExtensionPage('popup.html');
    await expect(popup.getByRole('status')).toHaveText(/^Not signed in\./);
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await popup.close();

    const options = await openExtensionPage('options.html');
    await expect(options.getByRole('status').first()).toHaveText(/^Not signed in\./);
    await expect(options.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Sign out' })).toBeHidden();
    // The address stays: the next sign-in goes to the same Hookline.
    await expect(options.getByLabel('Hookline address')).toHaveValue(BASE_URL);
    await options.close();

    const adPage = await context.newPage();
    await adPage.goto(META_URL);
    const control = saveControl(adPage, 2);
    await control.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(control.getByRole('button', { name: 'Sign in to Hookline' })).toBeVisible();
    await adPage.close();
  });
});
