import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  DEMO_COMPARISON_REPORT,
  DEMO_TOP_REPORT,
  demoAnalytics,
  openDemoAnalytics,
  openDemoReport,
  reportTable,
  showAnalyticsPanel,
  toolbar,
} from '../support/analytics.ts';
import { acceptedMemberThroughApi } from '../support/api-tenancy.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/** The first two colours of the row palette (apps/web/src/features/analytics/report/selection-colours.ts). */
const FIRST_ROW_COLOURS = ['rgb(76, 110, 245)', 'rgb(232, 89, 12)'];

/** The label of the table's line at `index` (0 is the first line under the header). */
async function lineLabel(page: Page, index: number): Promise<string> {
  const row = reportTable(page).locator('tbody tr').nth(index);
  return (await row.locator('[title]').first().getAttribute('title')) ?? '';
}

test('a media buyer reads and shapes the demo report, then saves it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await expect(page).toHaveURL(/\/analytics\/[^/]+\/report\/top\/[^/]+$/);
  // Opening the report opened its folder in the panel and made its ad account the active one.
  await showAnalyticsPanel(page);
  await expect(page.getByRole('link', { name: new RegExp(DEMO_TOP_REPORT) }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Analytics' }).getByLabel('Ad account')).toHaveValue(
    'Northwind Apparel US',
  );
  await snap(page, 'analytics-report-bar');
  await expectAccessible(page, 'the report page');

  // Dates: a preset from the picker.
  await toolbar(page).getByRole('button', { name: 'Last 30 days' }).click();
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Last 7 days' })).toBeVisible();

  // A metric from the picker, found by search.
  await toolbar(page).getByRole('button', { name: 'Columns (14)' }).click();
  const picker = page.getByRole('dialog', { name: 'Columns' });
  await picker.getByLabel('Search metrics').fill('Impressions');
  await picker.getByRole('checkbox', { name: 'Impressions', exact: true }).check();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Columns (15)' })).toBeVisible();
  await expect(reportTable(page).getByRole('columnheader', { name: /Impressions/ })).toBeVisible();

  // Group by landing page, then by a property of a naming convention made here.
  await toolbar(page)
    .getByRole('button', { name: /^Group:/ })
    .click();
  await page.getByRole('button', { name: 'Landing page' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Group: Landing page' })).toBeVisible();
  await expect(reportTable(page).getByRole('columnheader', { name: 'Landing page' })).toBeVisible();

  await toolbar(page)
    .getByRole('button', { name: /^Group:/ })
    .click();
  await page.getByRole('button', { name: 'Manage naming conventions' }).click();
  await page.getByRole('button', { name: 'New naming convention' }).click();
  const convention = page.getByRole('dialog', { name: 'New naming convention' });
  await convention.getByLabel('Name', { exact: true }).fill('Studio names');
  await convention.getByRole('textbox', { name: 'Property 1', exact: true }).fill('Angle');
  await convention.getByRole('button', { name: 'Add property' }).click();
  await convention.getByRole('textbox', { name: 'Property 2', exact: true }).fill('Format');
  // The live preview splits the account's ad names as typed.
  await expect(convention.getByRole('table')).toContainText('Comparison');
  await convention.getByRole('button', { name: 'Create naming convention' }).click();
  await expect(page.getByText('Naming convention “Studio names” created')).toBeVisible();
  await page.keyboard.press('Escape');
  await toolbar(page)
    .getByRole('button', { name: /^Group:/ })
    .click();
  await page.getByRole('button', { name: 'Angle', exact: true }).click();
  await expect(reportTable(page).getByRole('columnheader', { name: /Angle/ })).toBeVisible();
  await expect(reportTable(page).locator('tbody')).toContainText('Comparison');

  // Sort by ROAS, then filter to lines that spent something.
  const roas = reportTable(page).getByRole('columnheader', { name: /^ROAS/ });
  await roas.getByRole('button', { name: /ROAS/ }).first().click();
  await expect(roas).toHaveAttribute('aria-sort', 'descending');
  await toolbar(page).getByRole('button', { name: 'Filters (0)' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Field' }).fill('Amount Spent');
  await page.getByRole('option', { name: 'Amount Spent', exact: true }).click();
  await page.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: '>', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill('1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // Back to ads by name for the views.
  await toolbar(page)
    .getByRole('button', { name: /^Group:/ })
    .click();
  await page.getByRole('button', { name: 'Ad name' }).click();
  await expect(reportTable(page).getByRole('columnheader', { name: 'Ad name' })).toBeVisible();

  // Select two lines: they keep their colours in every chart.
  const first = await lineLabel(page, 0);
  const second = await lineLabel(page, 1);
  await reportTable(page)
    .getByRole('checkbox', { name: `Select ${first}` })
    .check();
  await reportTable(page)
    .getByRole('checkbox', { name: `Select ${second}` })
    .check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const spendChart = page.getByRole('figure', { name: /Amount Spent/ });
  for (const [index, label] of [first, second].entries()) {
    const fill = spendChart
      .getByRole('button', { name: new RegExp(`^${escape(label)}`) })
      .locator('[aria-hidden]')
      .first();
    await expect(fill).toHaveCSS('background-color', FIRST_ROW_COLOURS[index]!);
  }

  await chooseView(page, 'Line');
  await expect(page.getByRole('group', { name: 'Interval' }).or(page.getByText('Interval'))).toBeVisible();
  await snap(page, 'analytics-report-line');
  await chooseView(page, 'Grid');
  await expect(page.getByRole('article').first()).toBeVisible();
  await snap(page, 'analytics-report-grid', { fullPage: false });
  await chooseView(page, 'Bar');

  // The creative preview drawer: media, copy and breakdowns of a line.
  await reportTable(page).getByRole('button', { name: first, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: first });
  await expect(drawer.getByText('Copy', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Call to action')).toBeVisible();
  await expect(drawer.getByRole('img').first()).toBeVisible();
  await snap(page, 'analytics-preview-drawer', { fullPage: false });
  await expectAccessible(page, 'the creative preview');
  await page.keyboard.press('Escape');

  // Save, reload, and find the report as saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report updated')).toBeVisible();
  await page.reload();
  await expect(toolbar(page).getByRole('button', { name: 'Last 7 days' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Columns (15)' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByText('2 selected')).toBeVisible();
});

test('a comparison report has no creative scores; a new one is saved into a folder', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_COMPARISON_REPORT);
  await expect(page).toHaveURL(/\/report\/comparison\//);
  await toolbar(page)
    .getByRole('button', { name: /^Columns/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Columns' });
  await expect(picker.getByRole('button', { name: /Delivery and cost/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /Creative scores/ })).toHaveCount(0);
  await picker.getByLabel('Search metrics').fill('Hook score');
  await expect(picker.getByRole('checkbox', { name: /Hook score/i })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Cancel' }).click();

  // A new top-ads report offers them; a new comparison report starts untitled and is saved with a name.
  await showAnalyticsPanel(page);
  await page.getByRole('button', { name: 'New report' }).first().click();
  await page.getByRole('menuitem', { name: 'Comparison report' }).click();
  await expect(page).toHaveURL(/\/report\/comparison\/new$/);
  await expect(page.getByRole('heading', { name: 'Untitled Report', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save report' });
  await dialog.getByLabel('Report name').fill('Angles side by side');
  await dialog.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'Weekly review' }).click();
  await dialog.getByRole('button', { name: 'Save report' }).click();
  await expect(page).toHaveURL(/\/report\/comparison\/(?!new)[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Angles side by side', level: 1 })).toBeVisible();
  await showAnalyticsPanel(page);
  const panel = page.getByRole('navigation', { name: 'Analytics' });
  await expect(panel.getByRole('link', { name: /Angles side by side/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await panel.getByRole('link', { name: 'Reports', exact: true }).click();
  // Its card on the analytics home names its folder.
  await expect(
    page.getByRole('link', { name: 'Angles side by side Comparison In Weekly review' }),
  ).toBeVisible();
});

test('a snapshot opens in a fresh browser with no account', async ({ page, browser }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await page.getByRole('button', { name: 'Snapshot' }).click();
  await expect(page.getByText('Snapshot saved.')).toBeVisible();
  await showAnalyticsPanel(page);
  await page.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Snapshots' }).click();
  const row = page.getByRole('row', { name: new RegExp(DEMO_TOP_REPORT) }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the snapshots page');
  await row.getByRole('button', { name: /^More actions for/ }).click();
  const href = await page.getByRole('menuitem', { name: 'Open public page' }).getAttribute('href');
  expect(href).toMatch(/\/share\/snapshots\/[^/]+$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { name: new RegExp(DEMO_TOP_REPORT), level: 1 })).toBeVisible();
  await expect(visitor.getByRole('table')).toContainText('Total');
  await expect(visitor.getByRole('button', { name: /Save|Snapshot/ })).toHaveCount(0);
  await snap(visitor, 'analytics-public-snapshot');
  await expectAccessible(visitor, 'the public snapshot');
  await stranger.close();
});

test('a guest reads the reports and changes nothing', async ({ browser, request }) => {
  const demo = await demoAnalytics(request);
  const guest = await acceptedMemberThroughApi(request, demo.token, {
    orgId: demo.orgId,
    workspaceId: demo.workspaceId,
    firstName: 'Gwen',
    lastName: 'Client',
    orgRole: 'org_guest',
    products: ['analytics'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
  await page.goto(`/app/analytics/${demo.workspaceId}`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(DEMO_TOP_REPORT) })
    .first()
    .click();
  await expect(reportTable(page).getByRole('row').nth(1)).toBeVisible();
  for (const name of ['Save', 'Snapshot', 'New report']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(reportTable(page).getByRole('button', { name: /^Creative tags of/ })).toHaveCount(0);
  await page.goto(`/app/analytics/${demo.workspaceId}/ad-accounts`);
  await expect(page.getByRole('row', { name: 'Northwind Apparel US' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sync now/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Connect ad accounts' })).toHaveCount(0);
  await context.close();
});

test('the ad accounts and the analytics home read clearly and meet WCAG 2.1 AA', async ({ page }) => {
  await signIn(page);
  await openDemoAnalytics(page);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(DEMO_TOP_REPORT) })).toBeVisible();
  await snap(page, 'analytics-home');
  await expectAccessible(page, 'the analytics home');
  await page
    .getByRole('navigation', { name: 'Analytics' })
    .getByRole('link', { name: 'Ad accounts' })
    .click();
  await expect(page.getByRole('row', { name: 'Northwind Apparel US' })).toContainText('Synced');
  await snap(page, 'analytics-ad-accounts');
  await expectAccessible(page, 'the ad accounts');
  await page.getByRole('link', { name: 'Connect ad accounts' }).click();
  await expect(page).toHaveURL(/\/onboard\/ad-accounts$/);
  await snap(page, 'analytics-onboard');
  await expectAccessible(page, 'connecting ad accounts');
});

/** The chart view's segmented control: its radios are hidden behind their labels, which take the click. */
async function chooseView(page: Page, view: 'Bar' | 'Line' | 'Grid') {
  await page.getByLabel('Chart view').getByText(view, { exact: true }).click();
  await expect(page.getByRole('radio', { name: view })).toBeChecked();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
