import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { callApiAsUser } from '../support/api-as-user.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { trackABrand } from '../support/detective.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A tracked brand's dashboard shared with a public link: a member makes the link with a password in the share
 * dialog, and someone without an account opens it, gives the password and reads the dashboard, read-only.
 */

const SHARE_PASSWORD = 'stride-review-42';

test('a member shares a tracked brand’s dashboard with a password; a visitor without an account reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const brand = await trackABrand(page);

  // The dashboard's Share button opens the share dialog; the link is made with a password.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/library/detective/analytics/${brand._id}/overview`);
  await expect(page.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Share “${brand.name}”` });
  await expect(dialog.getByRole('button', { name: 'Generate Link' })).toBeVisible();
  await expectAccessible(page, 'the dashboard’s share dialog');
  await dialog.getByRole('switch', { name: /Set Password/ }).click({ force: true });
  await dialog.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await dialog.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Link generated')).toBeVisible();
  const linkBox = dialog.getByRole('textbox', { name: 'Link' });
  await expect(linkBox).toHaveValue(/\/share\/detective\//);
  const link = await linkBox.inputValue();
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
  await snap(page, 'detective-share-dialog');
  await page.keyboard.press('Escape');

  // Someone without an account, in a fresh browser: the password first, then the dashboard, read-only.
  const visitor = await browser.newContext();
  const guestPage = await visitor.newPage();
  await guestPage.setViewportSize({ width: 1280, height: 900 });
  await guestPage.goto(link);
  await expect(guestPage.getByText('Please enter the password to open this link').first()).toBeVisible();
  await expectAccessible(guestPage, 'the shared dashboard’s gate');
  await guestPage.getByLabel('Password', { exact: true }).fill('not-the-password');
  await guestPage.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(guestPage.getByText('The password is incorrect')).toBeVisible();
  await guestPage.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await guestPage.getByRole('button', { name: 'Open', exact: true }).click();

  await expect(guestPage.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
  // A new link lets its viewers download the media of the ads they open; nothing else.
  await expect(guestPage.getByText('Shared with you · you can download')).toBeVisible();
  await expect(guestPage.getByRole('heading', { name: 'Active ads per day' })).toBeVisible();
  await expect(guestPage.getByTestId('detective-menu-skeleton')).toHaveCount(0);
  // Nothing of the app: no way back to Detective, no sharing, no AI analysis.
  await expect(guestPage.getByRole('link', { name: 'Detective', exact: true })).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await expect(guestPage.getByRole('link', { name: /AI analysis/ })).toHaveCount(0);
  await snap(guestPage, 'detective-share-visitor-overview');
  await expectAccessible(guestPage, 'the shared dashboard');

  // The duration and the menus live in the address.
  await guestPage
    .getByRole('textbox', { name: 'Duration' })
    .or(guestPage.getByRole('combobox', { name: 'Duration' }))
    .click();
  await guestPage.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(guestPage).toHaveURL(/[?&]duration=90/);
  await guestPage.getByRole('link', { name: 'Cadence', exact: true }).click();
  await expect(guestPage).toHaveURL(/[?&]menu=cadence/);
  await expect(guestPage.getByTestId('detective-menu-skeleton')).toHaveCount(0);
  await expect(
    guestPage.getByRole('heading', { name: 'Launches per day' }).or(guestPage.getByText(/launched no/)),
  ).toBeVisible();

  // An ad behind a figure opens as the Discover share page shows a shared ad.
  await guestPage.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(guestPage.getByTestId('detective-menu-skeleton')).toHaveCount(0);
  await guestPage
    .getByRole('button', { name: /Live in the period/ })
    .first()
    .click();
  const list = guestPage
    .getByRole('dialog')
    .filter({ has: guestPage.getByRole('list', { name: /^Ads of / }) });
  const drawer = guestPage.getByRole('dialog', { name: 'Ad details' });
  await expect(list.or(drawer)).toBeVisible();
  if (await list.isVisible()) await list.getByRole('listitem').first().getByRole('button').click();
  await expect(drawer.getByRole('heading', { name: brand.name, level: 2 })).toBeVisible();
  await expect(drawer.locator('dt', { hasText: /^Started$/ })).toBeVisible();
  await snap(guestPage, 'detective-share-visitor-ad', { fullPage: false });
  await expectAccessible(guestPage, 'an ad of the shared dashboard');
  await guestPage.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // A client opens the link on a phone as well as at a desk.
  for (const width of [390, 821, 2560]) {
    await guestPage.setViewportSize({ width, height: 1000 });
    await guestPage.goto(link);
    await expect(guestPage.getByRole('heading', { name: 'Active ads per day' })).toBeVisible();
    await expect(guestPage.getByTestId('detective-menu-skeleton')).toHaveCount(0);
    await expectLayoutFits(guestPage, `the shared dashboard at ${width} px`);
    await snap(guestPage, `detective-share-visitor-${width}`);
    await expectAccessible(guestPage, `the shared dashboard at ${width} px`);
  }

  // The link counts the visit, for its owner.
  const shareLinkId = new URL(link).pathname.split('/').at(-1) ?? '';
  const views = await callApiAsUser<{ total: number }>(page, {
    method: 'GET',
    path: `assets/share-link/${shareLinkId}/views`,
  });
  expect(views.status).toBe(200);
  expect(views.body.total).toBeGreaterThanOrEqual(1);
  await visitor.close();
});
