import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import { createBoard, discoverAdIds, saveDiscoverAd } from '../support/saved-ads.ts';
import { callApiAsUser } from '../support/api-as-user.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * Fit and finish of forms and the shell (issue 26): a submit clicked twice makes one thing, and the other
 * places where a user lost work or was misled by the shell.
 */

const WORKSPACE = 'Brand team';
/** The Discover library is generated in the background on a fresh installation; it may take a while. */
const LIBRARY_READY_MS = 90_000;
const run = Date.now().toString(36).slice(-5);

interface DemoIds {
  orgId: string;
  workspaceId: string;
}

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const login = await request.post('/auth/api/v1/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const orgs = (await (await request.get('/api/v1/organisation', { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const orgId = orgs.data.find((org) => org.name === 'Hookline Demo')!._id;
  const workspaces = (await (await request.get(`/api/v1/workspace?orgId=${orgId}`, { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const workspaceId = workspaces.data.find((workspace) => workspace.name === WORKSPACE)!._id;
  return { orgId, workspaceId };
}

const discoverCards = (page: Page): Locator =>
  page.getByRole('list', { name: 'Ads', exact: true }).getByRole('article');

/** Opens Discover from the sidebar and reloads until the generated library has ads to show. */
async function openDiscoverWhenFilled(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(discoverCards(page).first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: LIBRARY_READY_MS, intervals: [2_000, 5_000] });
}

/** The workspace's top boards, read as the dialogs read them. */
async function topBoards(page: Page, workspaceId: string) {
  const answer = await callApiAsUser<{ data: { children: { _id: string; name: string }[] }[] }>(page, {
    method: 'GET',
    path: `inspiration/folder-tree/workspace/${workspaceId}`,
  });
  return answer.body.data[0]!.children;
}

test.describe.serial('Forms and the shell', () => {
  let demo: DemoIds;

  test.beforeAll(async ({ request }) => {
    demo = await demoIds(request);
  });

  test('a double-clicked submit makes one board and saves the ad once; Save to board marks the boards that hold it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const board = `Double ${run}`;
    await signIn(page);
    await page.goto(`/app/inspirations/${demo.workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await page.locator('[data-tour="create-boards"]').click();
    const dialog = page.getByRole('dialog', { name: 'New board' });
    await dialog.getByLabel('Board name').fill(board);
    await dialog.getByRole('button', { name: 'Create board' }).dblclick();
    await expect(page.getByText('Board created successfully').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: board, level: 1 })).toBeVisible();
    // The second click sent nothing: no second board, and no refusal of a second one.
    await expect(page.getByText('Board with same name already present')).toHaveCount(0);
    expect((await topBoards(page, demo.workspaceId)).filter((entry) => entry.name === board)).toHaveLength(1);

    await openDiscoverWhenFilled(page);
    await discoverCards(page)
      .first()
      .getByRole('button', { name: /^View details of the/ })
      .click();
    const drawer = page.getByRole('dialog').first();
    await drawer.locator('[data-tour="save-to-board"]').click();
    const save = page.getByRole('dialog', { name: 'Save to board' });
    await save.getByRole('button', { name: new RegExp(board) }).click();
    await save.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await expect(page.getByText('Ad saved to board')).toHaveCount(1);
    await expect(page.getByText('This ad is already in that board')).toHaveCount(0);

    // Asked again, the dialog says where the ad already is.
    await drawer.locator('[data-tour="save-to-board"]').click();
    const again = page.getByRole('dialog', { name: 'Save to board' });
    const row = again.getByRole('button', { name: new RegExp(board) });
    await expect(row).toContainText('Saved');
    await expect(row).toBeDisabled();
    await page.screenshot({ path: '/tmp/shell-forms-saved.png' });
  });

  test('Escape in the @mention list closes only the list, and a comment draft survives closing the ad', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const board = await createBoard(page, { workspaceId: demo.workspaceId, name: `Drafts ${run}` });
    const [adId] = await discoverAdIds(page, { format: 'image', minAssets: 1, count: 1 });
    const saved = await saveDiscoverAd(page, {
      workspaceId: demo.workspaceId,
      folderId: board._id,
      discoverAdId: adId!,
    });
    const address = `/app/inspirations/${demo.workspaceId}/${board._id}?ad=${saved._id}`;
    await page.goto(address);
    const view = page.getByRole('dialog', { name: saved.page_name });
    await expect(view.getByRole('heading', { name: saved.page_name })).toBeVisible({ timeout: 60_000 });
    await view.getByRole('tab', { name: /^Comments/ }).click();
    const box = view.getByRole('textbox', { name: /^Comment on / });
    await box.click();
    await box.pressSequentially('Borrow this opener @D');
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(view).toBeVisible();
    await expect(box).toHaveValue('Borrow this opener @D');

    // Closed with the draft unsent, then opened again: the words are where they were.
    await view.getByRole('button', { name: 'Close the ad' }).click();
    await expect(view).toBeHidden();
    await page.goto(address);
    await view.getByRole('tab', { name: /^Comments/ }).click({ timeout: 60_000 });
    await expect(view.getByRole('textbox', { name: /^Comment on / })).toHaveValue('Borrow this opener @D', {
      timeout: 60_000,
    });
    await page.screenshot({ path: '/tmp/shell-forms-draft.png' });
  });

  test('after a session expires, signing in again lands on the page the user was going to', async ({
    page,
  }) => {
    await signIn(page);
    const deepLink = `/app/inspirations/${demo.workspaceId}?sort=oldest`;
    await page.goto(deepLink);
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    // The server no longer takes the session: neither its token nor its refresh token.
    await page.evaluate(() => {
      localStorage.setItem('hookline.token', 'expired');
      localStorage.setItem('hookline.refreshToken', 'expired');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Work e-mail').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/inspirations/${demo.workspaceId}\\?sort=oldest$`));
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  });

  test('toasts sit at the bottom, over no header action, and a click on one goes through to the page', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/app/inspirations/${demo.workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    const create = page.locator('[data-tour="create-boards"]');
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'New board' });
    await dialog.getByLabel('Board name').fill(`Toast ${run}`);
    await dialog.getByRole('button', { name: 'Create board' }).click();
    // The dialog fades out after its request: its overlay is gone before the header is measured.
    await expect(dialog).toBeHidden();
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
    const shown = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Board created successfully' });
    await expect(shown).toBeVisible();
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => (await shown.boundingBox())?.y ?? viewport.height)
      .toBeGreaterThan(viewport.height / 2);
    // The header's action is reachable while the toast is up: what lies at its centre is the action itself.
    const header = page.getByRole('heading', { level: 1 });
    await expect(header).toBeVisible();
    const covered = await page.evaluate(() => {
      const actions = Array.from(document.querySelectorAll<HTMLElement>('main button, main a')).filter(
        (element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && rect.top >= 0 && rect.top < 160;
        },
      );
      return actions
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return found === null || !element.contains(found);
        })
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
          return `${name.trim()} under ${found?.tagName ?? 'nothing'}.${found?.className ?? ''}`;
        });
    });
    expect(covered).toEqual([]);
    await page.screenshot({ path: '/tmp/shell-forms-toast.png' });
  });

  test('the page may read a chosen video from a blob: address (media-src)', async ({ page }) => {
    await signIn(page);
    const refused = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
          const video = document.createElement('video');
          video.preload = 'metadata';
          video.src = URL.createObjectURL(new Blob([new Uint8Array(64)], { type: 'video/mp4' }));
          video.addEventListener('error', () => setTimeout(() => resolve(null), 300));
          video.addEventListener('loadedmetadata', () => resolve(null));
          setTimeout(() => resolve(null), 3_000);
        }),
    );
    expect(refused).toBeNull();
  });

  test('every sidebar control’s accessible name holds its visible words (WCAG 2.5.3)', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Hook generator', exact: true })).toBeVisible();
    const mismatched = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('nav button, nav a'))
        .filter((element) => element.getAttribute('aria-label'))
        .map((element) => {
          // The words a user reads on it: not an avatar's initials, a hidden icon or a shortcut's keys.
          const copy = element.cloneNode(true) as HTMLElement;
          copy
            .querySelectorAll('.mantine-Avatar-root, [aria-hidden="true"], kbd')
            .forEach((part) => part.remove());
          // Parts of the text sit in separate elements: compared without spaces.
          const visible = (copy.textContent ?? '').replace(/\s+/g, '').toLowerCase();
          const name = (element.getAttribute('aria-label') ?? '').replace(/\s+/g, '').toLowerCase();
          return visible && !name.includes(visible) ? `${name} ≠ ${visible}` : null;
        })
        .filter((found) => found !== null),
    );
    expect(mismatched).toEqual([]);
  });

  test('clicking another workspace inside Analytics or the Creative Hub opens the same module there', async ({
    page,
  }) => {
    await signIn(page);
    const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
    for (const module of ['analytics', 'drive']) {
      await page.goto(`/app/${module}/${demo.workspaceId}`);
      await expect(page).toHaveURL(new RegExp(`/app/${module}/${demo.workspaceId}`));
      await workspaces.getByRole('button', { name: 'Performance', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/app/${module}/(?!${demo.workspaceId})[^/?]+$`));
      await workspaces.getByRole('button', { name: WORKSPACE, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/app/${module}/${demo.workspaceId}$`));
    }
  });
});
