import { expect, test, type Page } from '@playwright/test';
import { DEMO_TOP_REPORT, demoAnalytics, openDemoAnalytics, openDemoReport } from '../support/analytics.ts';
import { createFolder, demoDrive, makeImage, tusUpload, waitForProcessing } from '../support/demo-drive.ts';
import { labelInNameViolations } from '../support/label-in-name.ts';
import { createBoard, demoWorkspaceId } from '../support/saved-ads.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * WCAG 2.5.3 on every main screen of the demo account: each button, link, tab, menu item, checkbox and radio
 * holds its visible words in its accessible name, and an icon-only one has a name at all.
 */

const SETTINGS_TABS = [
  'org-general',
  'org-members',
  'org-workspaces',
  'org-api-keys',
  'workspace-general',
  'workspace-fields',
  'workspace-tags',
  'workspace-notifications',
  'account-general',
  'account-password',
  'account-notifications',
  'subscription',
] as const;

/** Waits for the screen's skeletons to give way, then adds what it breaks to `found`. */
async function check(page: Page, screen: string, found: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-AppShell-main .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
  for (const violation of await labelInNameViolations(page)) found.push(`${screen}: ${violation}`);
}

test('every control’s accessible name holds its visible words on every main screen (WCAG 2.5.3)', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const drive = await demoDrive(request);
  const folder = await createFolder(request, drive, `Label in name ${Date.now()}`);
  const fileId = await tusUpload(request, drive, {
    bytes: await makeImage(),
    filename: 'label-in-name.png',
    folderId: folder._id,
    resolution: '1200x800',
  });
  await waitForProcessing(request, drive, fileId);
  const analytics = await demoAnalytics(request);
  const found: string[] = [];

  await signIn(page);
  await check(page, 'Home', found);

  const workspaceId = await demoWorkspaceId(page);
  const board = await createBoard(page, { workspaceId, name: `Label in name ${Date.now()}` });
  await page.goto(`/app/inspirations/${workspaceId}`);
  await check(page, 'Inspiration boards', found);
  await page.goto(`/app/inspirations/${workspaceId}/${board._id}`);
  await check(page, 'a board', found);

  await page.goto('/app/library/discover');
  const firstAd = page.getByRole('button', { name: /^View details of the / }).first();
  await expect(firstAd).toBeVisible({ timeout: 120_000 });
  await check(page, 'Discover', found);
  await firstAd.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'a Discover ad drawer', found);
  await page.keyboard.press('Escape');

  await page.goto('/app/library/brands');
  await check(page, 'Brands', found);

  await page.goto(`/app/drive/${drive.workspaceId}/${folder._id}`);
  await expect(page.getByText('label-in-name.png').first()).toBeVisible();
  await check(page, 'a Creative Hub folder', found);
  await page.goto(`/app/drive/${drive.workspaceId}/file/${fileId}`);
  await expect(page.locator('img').first()).toBeVisible();
  await check(page, 'the studio of a file', found);

  await page.goto('/app');
  await openDemoAnalytics(page);
  await check(page, 'Analytics', found);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await check(page, 'a report', found);
  await page.goto(`/app/analytics/${analytics.workspaceId}/snapshots`);
  await check(page, 'Snapshots', found);

  for (const tab of SETTINGS_TABS) {
    await page.goto(`/app/settings?TAB=${tab}`);
    await expect(page).toHaveURL(new RegExp(`TAB=${tab}`));
    await check(page, `Settings ${tab}`, found);
  }

  expect(found).toEqual([]);
});
