import { expect, test } from '@playwright/test';
import { DEMO_TOP_REPORT, demoAnalytics, reportTable } from '../support/analytics.ts';
import { layoutProblems } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

const WIDTHS = [821, 1024, 1280, 1920, 2560] as const;
/**
 * The report's table is made to scroll sideways inside itself when its columns need the room, and so is the
 * copy of its scrollbar kept at the bottom of the window.
 */
const TABLE_SCROLLER = '[aria-label="Report lines"], [data-testid="report-table-scrollbar"]';

test('every analytics screen fits every width from 821 to 2560 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { workspaceId } = await demoAnalytics(request);
  await signIn(page);
  await page.goto(`/app/analytics/${workspaceId}`);
  await page
    .getByRole('link', { name: new RegExp(DEMO_TOP_REPORT) })
    .first()
    .click();
  await expect(reportTable(page).getByRole('row').nth(1)).toBeVisible();
  const reportPath = new URL(page.url()).pathname;

  const screens = [
    {
      name: 'home',
      path: `/app/analytics/${workspaceId}`,
      ready: page.getByRole('heading', { name: 'Analytics' }),
    },
    { name: 'report', path: reportPath, ready: reportTable(page).getByRole('row').nth(1) },
    {
      name: 'ad-accounts',
      path: `/app/analytics/${workspaceId}/ad-accounts`,
      ready: page.getByRole('row', { name: 'Northwind Apparel US' }),
    },
    {
      name: 'onboard',
      path: `/app/analytics/${workspaceId}/onboard/ad-accounts`,
      ready: page.getByText('Choose a platform'),
    },
    {
      name: 'snapshots',
      path: `/app/analytics/${workspaceId}/snapshots`,
      ready: page.getByRole('heading', { name: 'Snapshots', level: 1 }),
    },
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      await page.waitForTimeout(300);
      expect(
        await layoutProblems(page, { scrollsAllowedIn: TABLE_SCROLLER }),
        `${screen.name} at ${width}px`,
      ).toEqual([]);
      if (screen.name === 'report' && (width === 821 || width === 2560)) {
        await snap(page, `analytics-report-${width}`);
      }
    }
  }
});
