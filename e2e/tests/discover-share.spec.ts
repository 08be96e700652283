import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { callApiAsUser } from '../support/api-as-user.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';
import { expectLabelInName } from '../support/label-in-name.ts';

/** The demo organisation's workspace with every product (apps/server/src/cli/seed-demo.ts). */
const WORKSPACE = 'Brand team';
const SHARE_PASSWORD = 'trail-review-42';
/** The library is generated in the background on a fresh installation; it may take a while to appear. */
const LIBRARY_READY_MS = 90_000;

const adCards = (page: Page) => page.getByRole('list', { name: 'Ads', exact: true }).getByRole('article');

interface SharedAd {
  _id: string;
  brand: { name: string };
  title: string | null;
  body: string;
}

/** The demo workspace the link is shared from. */
async function demoWorkspaceId(page: Page): Promise<string> {
  const orgs = await callApiAsUser<{ data: Array<{ _id: string }> }>(page, {
    method: 'GET',
    path: 'organisation',
  });
  expect(orgs.status).toBe(200);
  for (const org of orgs.body.data) {
    const workspaces = await callApiAsUser<{ data: Array<{ _id: string; name: string }> }>(page, {
      method: 'GET',
      path: `workspace?orgId=${encodeURIComponent(org._id)}`,
    });
    const found = workspaces.body.data.find((workspace) => workspace.name === WORKSPACE);
    if (found) return found._id;
  }
  throw new Error(`The demo account has no workspace named ${WORKSPACE}`);
}

test('a marketer shares a Discover ad with a password, and someone without an account opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page);

  // Discover, once the generated library has ads; the first ad opens in its drawer, deep-linked by `?ad=`.
  await page.goto('/app/library/discover');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(adCards(page).first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: LIBRARY_READY_MS, intervals: [2_000, 5_000] });
  await adCards(page)
    .first()
    .getByRole('button', { name: /^View details of the / })
    .click();
  await expect(page).toHaveURL(/[?&]ad=/);
  const adId = new URL(page.url()).searchParams.get('ad') ?? '';
  expect(adId).not.toBe('');
  const read = await callApiAsUser<SharedAd>(page, { method: 'GET', path: `discover/ads/${adId}` });
  expect(read.status).toBe(200);
  const ad = read.body;

  // The link, with a password, made as the share dialog makes it (API.md: `assets/share-link?discover=true`).
  const created = await callApiAsUser<{ shareLinkId: string }>(page, {
    method: 'POST',
    path: 'assets/share-link?discover=true',
    body: {
      workspaceId: await demoWorkspaceId(page),
      discoverAdId: adId,
      options: { password: SHARE_PASSWORD, downloadable: true },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const link = new URL(`/share/inspirations/discover/${created.body.shareLinkId}`, page.url()).href;

  // Someone without an account: the gate first, then the ad, read-only.
  const visitor = await browser.newContext();
  const guestPage = await visitor.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByText('Please enter the password to open this link').first()).toBeVisible();
  await expectAccessible(guestPage, 'the Discover share gate');
  await guestPage.getByLabel('Password', { exact: true }).fill('not-the-password');
  await guestPage.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(guestPage.getByText('The password is incorrect')).toBeVisible();
  await guestPage.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await guestPage.getByRole('button', { name: 'Open', exact: true }).click();

  await expect(guestPage.getByRole('heading', { name: ad.brand.name, level: 1 })).toBeVisible();
  if (ad.title) await expect(guestPage.getByText(ad.title, { exact: true }).first()).toBeVisible();
  await expect(guestPage.getByText('Shared with you · you can download')).toBeVisible();
  for (const term of ['Call to action', 'Platforms', 'Started', 'Running days']) {
    await expect(guestPage.locator('dt', { hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(guestPage.locator('video[controls], main img').first()).toBeVisible();
  await expect(guestPage.getByRole('link', { name: /^Download (video|image)/ }).first()).toBeVisible();
  // Read-only: nothing to save, comment on or share.
  await expect(guestPage.getByRole('button', { name: /^(Save|Share|Comment)/ })).toHaveCount(0);
  await snap(guestPage, 'discover-shared-ad-visitor');
  await expectLabelInName(guestPage, 'the shared Discover ad');
  await expectAccessible(guestPage, 'the shared Discover ad');

  // The link counts the visit, for its owner.
  const views = await callApiAsUser<{ total: number }>(page, {
    method: 'GET',
    path: `assets/share-link/${created.body.shareLinkId}/views`,
  });
  expect(views.body.total).toBe(1);
  await visitor.close();
});
