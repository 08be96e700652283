import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import { createOrganisation, createWorkspace, signUpThroughApi } from '../support/api-tenancy.ts';
import { otpFromOutbox } from '../support/outbox.ts';
import { uniqueCompanyDomain } from '../support/new-account.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
};

const toasts = (page: Page) => page.locator('.mantine-Notification-root');
const main = (page: Page) => page.locator('.mantine-AppShell-main');

test('a list that fails to load says what failed and offers Retry, not an endless skeleton', async ({
  page,
}) => {
  await signIn(page);
  let failing = true;
  await page.route('**/api/v1/organisation/*/members', (route) =>
    failing && route.request().method() === 'GET' ? route.fulfill(SERVER_ERROR) : route.fallback(),
  );
  await page.goto('/app/settings?TAB=org-members');
  const failed = page.getByRole('alert').filter({ hasText: 'We couldn’t load the members' });
  await expect(failed).toBeVisible();
  await expect(main(page).locator('.mantine-Skeleton-root')).toHaveCount(0);
  await snap(page, 'ui-error-state', { fullPage: false });

  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toContainText(DEMO.email);
  await expect(failed).toHaveCount(0);
});

test('a failed organisation list at start-up: one toast, no "No organisation yet", and a Retry', async ({
  page,
}) => {
  await signIn(page);
  let failing = true;
  await page.route(/\/api\/v1\/organisation$/, (route) =>
    failing && route.request().method() === 'GET' ? route.fulfill(SERVER_ERROR) : route.fallback(),
  );
  await page.goto('/app');
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'We couldn’t load your organisations and workspaces' });
  await expect(failed).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Internal Server Error' })).toHaveCount(1);
  await expect(page.getByText('No organisation yet')).toHaveCount(0);
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);

  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Hookline Demo');
});

test('saving while offline fails at once, saying the browser is offline, and is not sent later', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/app/settings?TAB=account-general');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(DEMO.firstName);
  await firstName.fill('Offline');

  await context.setOffline(true);
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.click();
  await expect(toasts(page).filter({ hasText: 'Not saved: your browser is offline' })).toBeVisible({
    timeout: 3_000,
  });
  await expect(toasts(page).filter({ hasText: 'Network Error' })).toHaveCount(0);
  // The edit is still there, to save again once back online.
  await expect(firstName).toHaveValue('Offline');
  await expect(save).not.toHaveAttribute('data-loading', 'true');

  await context.setOffline(false);
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue(DEMO.firstName);
});

test('toasts stay with the screen that raised them: the code screen’s toasts do not follow into the wizard', async ({
  page,
}) => {
  const email = `toasts@${uniqueCompanyDomain('toasts')}`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Toni Ashby');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const code = await otpFromOutbox(email);
  const wrong = code === '1111' ? '2222' : '1111';

  const digits = page.getByRole('textbox', { name: 'One-time code digit' });
  await digits.first().click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  // Said beside the digits, which are cleared for the next try; no toast to linger over the next screens.
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the correct code' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Please enter the correct code' })).toHaveCount(0);
  for (let index = 0; index < 4; index += 1) await expect(digits.nth(index)).toHaveValue('');
  await digits.first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  // Gone within a second (the time to slide out), well before they would time out by themselves.
  const soon = { timeout: 1_000 };
  await expect(toasts(page).filter({ hasText: 'Please enter the correct code' })).toHaveCount(0, soon);
  await expect(toasts(page).filter({ hasText: 'A code was sent' })).toHaveCount(0, soon);
});

test('the login page arrives compressed, with the Inter font shipped', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const transferred = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((entry) => (entry as PerformanceResourceTiming).transferSize)
      .reduce((sum, size) => sum + size, 0),
  );
  console.log(`login page transfer size: ${transferred} bytes`);
  expect(transferred).toBeLessThan(500_000);

  const script = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
  const response = await page.request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');

  const interLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Inter Variable"');
  });
  expect(interLoaded).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
});

test('the shell: loading, the collapsed sidebar and the offline banner', async ({ page, context }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // While the workspaces load, the sidebar shows their place, not a lone 'New workspace'.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/workspace\?/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Workspaces' });
  await expect(nav).toHaveAttribute('aria-busy', 'true');
  await expect(nav.getByRole('link', { name: 'New workspace' })).toHaveCount(0);
  release();
  await expect(nav.getByRole('button', { name: 'Brand team', exact: true })).toBeVisible();
  await page.unroute(/\/api\/v1\/workspace\?/);

  // Collapsing the sidebar gives its width to the content.
  const content = page.locator('.mantine-AppShell-main > div').last();
  const expanded = (await content.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await content.boundingBox())?.width ?? 0).toBeGreaterThan(expanded);

  // Offline, the banner sits across the top of the content, centred on it, and covers none of it.
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'Please check your internet connection' });
  await expect(banner).toBeVisible();
  // Measured in one frame, once the sidebar has finished collapsing: the content is the main area less
  // the sidebar's room (its left padding).
  await page.waitForTimeout(400);
  const layout = await page.evaluate(() => {
    const main = document.querySelector('.mantine-AppShell-main');
    const banner = document.querySelector('[data-offline-banner]');
    const title = document.querySelector('h1');
    if (!main || !banner || !title) return null;
    const box = main.getBoundingClientRect();
    const bannerBox = banner.getBoundingClientRect();
    const left = box.left + parseFloat(getComputedStyle(main).paddingLeft);
    return {
      offCentre: Math.abs((bannerBox.left + bannerBox.right) / 2 - (left + box.right) / 2),
      titleTop: title.getBoundingClientRect().top,
      bannerBottom: bannerBox.bottom,
    };
  });
  if (!layout) throw new Error('banner, content or title not laid out');
  expect(layout.offCentre).toBeLessThan(2);
  expect(layout.titleTop).toBeGreaterThanOrEqual(layout.bannerBottom);
  await snap(page, 'ui-offline-banner', { fullPage: false });
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
});

test('one form, one look: the same field widths and the same label weight', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/settings?TAB=account-general');
  const emailWidth = (await page.getByLabel('E-mail').boundingBox())?.width ?? 0;
  expect(emailWidth).toBeGreaterThan(0);
  await page.goto('/app/settings?TAB=account-password');
  for (const label of ['Current password', 'New password']) {
    const box = await page.locator('.mantine-PasswordInput-root').filter({ hasText: label }).boundingBox();
    expect(Math.abs((box?.width ?? 0) - emailWidth), label).toBeLessThan(2);
  }

  await page.goto('/app/settings?TAB=org-members');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await expect(dialog).toBeVisible();
  const weights = await Promise.all(
    ['E-mail', 'Organisation role', 'Workspace access'].map((text) =>
      dialog
        .getByText(text, { exact: true })
        .first()
        .evaluate((element) => getComputedStyle(element).fontWeight),
    ),
  );
  expect(new Set(weights).size).toBe(1);
});

/** Signs `account` in through the form in a browser of its own (its own storage), landing on home. */
async function signInInNewBrowser(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, account);
  return { context, page };
}

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
}

test('first-run steps are kept with the account, so every browser agrees', async ({ browser, request }) => {
  const account = await signUpThroughApi(request, { firstName: 'Noor', lastName: 'Haddad' });
  const org = await createOrganisation(request, account.token, 'Haddad Studio');
  await createWorkspace(request, account.token, { orgId: org._id, name: 'Launches' });

  // Each step is sent to the server as it happens; the test reloads only once the server has answered.
  const firstRunSaved = (page: Page, step: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/first-run') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes(step) &&
        response.ok(),
    );
  const context = await browser.newContext();
  const first = { context, page: await context.newPage() };
  const welcomed = firstRunSaved(first.page, 'welcomed');
  await signInThroughForm(first.page, account);
  await expect(first.page.getByRole('heading', { name: 'Welcome to Hookline, Noor' })).toBeVisible();
  await welcomed;
  // Closing the welcome video is a first-run step too: kept with the account.
  const banner = (page: Page) => page.getByRole('heading', { name: 'Take the video tour' });
  await expect(banner(first.page)).toBeVisible();
  const dismissed = firstRunSaved(first.page, 'welcomeBannerDismissed');
  await first.page.getByRole('button', { name: 'Hide the video tour' }).click();
  await dismissed;
  await first.page.goto('/app');
  await expect(first.page.getByRole('heading', { name: 'Welcome back, Noor' })).toBeVisible();
  await expect(banner(first.page)).toHaveCount(0);

  // Another browser, with nothing stored: the same account is welcomed back, the video already closed.
  const second = await signInInNewBrowser(browser, account);
  await expect(second.page.getByRole('heading', { name: 'Welcome back, Noor' })).toBeVisible();
  await expect(second.page.getByText('0/5')).toBeVisible();
  await expect(banner(second.page)).toHaveCount(0);
  await Promise.all([first.context.close(), second.context.close()]);
});
