import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { demoAnalytics } from '../support/analytics.ts';
import { demoDrive } from '../support/demo-drive.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * The whole loop on the demo alone: three Creative Hub files with two copies become six ads launched into the
 * sandbox account, a draft survives its tab, and the launched ads show in Analytics after a sync.
 */

const STATICS = ['spring-sale-static.png', 'trail-runner-launch.jpg', 'free-shipping-banner.png'];

async function openLauncher(page: Page): Promise<void> {
  await page.getByRole('navigation').getByText('Ad Launcher', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Ad Launcher', level: 1 })).toBeVisible();
}

async function pickStatics(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Spring launch 2027' }).click();
  await page.getByRole('button', { name: 'Statics' }).click();
  for (const name of STATICS) await page.getByRole('checkbox', { name }).check();
  await expect(page.getByText(/^3 files picked/)).toBeVisible();
}

test('a buyer launches 3 Creative Hub files with 2 copies as 6 sandbox ads, and finds them in Analytics', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  // The demo's Creative Hub is written while the server starts: its folders are there before the launch.
  const drive = await demoDrive(request);
  await expect(async () => {
    await page.goto(`/app/drive/${drive.workspaceId}`);
    await expect(page.getByRole('main').getByText('Spring launch 2027').first()).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 180_000 });
  await openLauncher(page);
  await expectAccessible(page, 'the Ad Launcher home');
  await snap(page, '190-ad-launcher-home');

  // A draft outlives its tab: files picked, the tab closed, the draft opened again in another.
  await page.getByRole('link', { name: 'Launch', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Launch ads', level: 1 })).toBeVisible();
  await pickStatics(page);
  await expect(page.getByText(/^Saved · /)).toBeVisible({ timeout: 15_000 });
  const launchUrl = page.url();
  await page.close();

  const tab = await context.newPage();
  await tab.goto(launchUrl.replace(/\/launch(\?.*)?$/, '/drafts'));
  await expect(tab.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await expectAccessible(tab, 'the drafts page');
  await tab
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(tab.getByRole('heading', { name: 'Launch ads', level: 1 })).toBeVisible();
  await expect(tab.getByText(/^3 files picked/)).toBeVisible();

  // A new ad set in a new campaign; copies: the default copy and a template, so 3 concepts x 2 copies = 6 ads.
  await tab.getByRole('button', { name: 'Next: Ad set' }).click();
  await tab.getByRole('radio', { name: 'New ad set' }).check();
  await tab.getByRole('textbox', { name: 'Ad set name' }).fill('Spring sale | US broad');
  await tab.getByRole('textbox', { name: 'Campaign name' }).fill('Spring launch 2027');
  await tab.getByRole('textbox', { name: 'Daily budget (USD)' }).fill('50');
  await tab.getByRole('button', { name: 'Next: Copy' }).click();
  await expect(tab.getByRole('region', { name: 'Copy 1' })).toBeVisible();
  await tab.getByRole('button', { name: 'Add a copy' }).click();
  await tab.getByRole('menuitem', { name: 'Offer: first order' }).click();
  await expect(tab.getByRole('region', { name: 'Copy 2' })).toBeVisible();
  await tab.getByRole('button', { name: 'Next: Review' }).click();

  // Review: every ad with its previews and the payload that will be sent.
  const ads = tab.getByRole('list', { name: 'Ads to launch' }).getByRole('listitem');
  await expect(ads).toHaveCount(6);
  await expect(ads.first().getByRole('img').first()).toBeVisible();
  await expectAccessible(tab, 'the launch review');
  await snap(tab, '191-ad-launcher-review');

  await tab.getByRole('button', { name: 'Launch 6 ads' }).click();
  await expect(tab.getByText('6 of 6 ads created')).toBeVisible({ timeout: 60_000 });
  await snap(tab, '192-ad-launcher-launched');

  await tab.getByRole('link', { name: 'Launched ads' }).last().click();
  await expect(tab.getByRole('heading', { name: 'Launched ads', level: 1 })).toBeVisible();
  const rows = tab.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7);
  const names = (await rows.locator('td:first-child').allInnerTexts()).map((name) => name.trim());
  expect(names).toHaveLength(6);
  await expectAccessible(tab, 'the launched ads');

  // Analytics of the same sandbox account (the Performance workspace's) lists them after the next sync.
  const { token, workspaceId } = await demoAnalytics(request);
  const headers = { Authorization: `Bearer ${token}` };
  const accounts = (await (
    await request.get(`/reports/api/v1/ad-accounts?workspaceId=${workspaceId}`, { headers })
  ).json()) as {
    data: { _id: string; adAccountId: string; syncStatus: string; lastSyncedAt: string | null }[];
  };
  const account = accounts.data.find((candidate) => candidate.adAccountId === 'sbx_meta_us')!;
  const synced = await request.post(`/reports/api/v1/ad-accounts/${account._id}/sync`, { headers });
  expect(synced.status()).toBeLessThan(300);
  await expect
    .poll(
      async () => {
        const report = await request.post('/reports/api/v1/reports/query', {
          headers,
          data: {
            adAccountId: account._id,
            datePreset: 'today',
            groupAdsBy: 'ad_name',
            metrics: ['spend'],
            limit: 200,
          },
        });
        const body = (await report.json()) as { data?: { groupLabel: string }[] };
        const labels = (body.data ?? []).map((row) => row.groupLabel);
        return names.filter((name) => labels.includes(name)).length;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(6);
});

test('the launcher fits every width from 821 to 2560 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openLauncher(page);
  for (const width of [821, 1280, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await snap(page, `193-ad-launcher-home-${width}`);
  }
  await page.getByRole('link', { name: 'Launch', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Launch ads', level: 1 })).toBeVisible();
  for (const width of [821, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow of the wizard at ${width} px`).toBeLessThanOrEqual(0);
  }
});
