import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_TOP_REPORT,
  demoAnalytics,
  openDemoAnalytics,
  openDemoReport,
  reportTable,
} from '../support/analytics.ts';
import { acceptedMemberThroughApi } from '../support/api-tenancy.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/** The report's line count, read from the table's footer ("Lines 1–20 of 25"). */
async function lineCount(page: Page): Promise<number> {
  const footer = page.getByText(/^Lines \d+–\d+ of [\d,]+$/);
  await expect(footer).toBeVisible();
  const text = (await footer.textContent()) ?? '';
  return Number(/of ([\d,]+)$/.exec(text)![1]!.replace(/,/g, ''));
}

const barChart = (page: Page) => page.getByRole('region', { name: 'Report chart' });

test('the bar chart summarises the whole report, whatever page the table shows', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  const total = await lineCount(page);
  expect(total, 'the demo report has more than one page of lines').toBeGreaterThan(20);
  await expect(barChart(page).getByText(`Top 10 of ${total} lines`)).toBeVisible();
  const firstBar = barChart(page).getByRole('listitem').first();
  const before = await firstBar.textContent();

  await page.getByRole('button', { name: 'next page' }).click();
  await expect(page.getByText(new RegExp(`^Lines 21–\\d+ of ${total}$`))).toBeVisible();
  await expect(barChart(page).getByText(`Top 10 of ${total} lines`)).toBeVisible();
  await expect(firstBar).toHaveText(before ?? '');
});

/** How many pixels of a PNG are strongly coloured: an emoji drawn in colour has many, an empty box none. */
async function colouredPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
    if (Math.max(red, green, blue) - Math.min(red, green, blue) > 80) count += 1;
  }
  return count;
}

test('the demo report’s emoji draws in colour, not as an empty box', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  const emoji = page.locator('h1').locator('xpath=..').locator('span[aria-hidden]', { hasText: '🏆' });
  await expect(emoji).toBeVisible();
  expect(await colouredPixels(await emoji.screenshot())).toBeGreaterThan(20);
  await snap(page, 'report-emoji', { fullPage: false });
});

test('while a report loads it shows skeletons, never an empty state or raw metric keys', async ({ page }) => {
  await signIn(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the report's figures and the metric catalogue until the loading state has been read.
  for (const pattern of ['**/reports/api/v1/reports/query', '**/reports/api/v1/metrics?**']) {
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
  }
  await openDemoAnalytics(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(DEMO_TOP_REPORT) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: DEMO_TOP_REPORT, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading the chart')).toBeVisible();
  await expect(page.getByLabel('Loading the report lines')).toBeVisible();
  await expect(page.getByText(/No ads match this report/)).toHaveCount(0);
  await expect(page.getByText('thumbstop_ratio')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /_/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/analytics-fit-loading.png' });

  release();
  // Three held requests answer at once on a busy machine.
  await expect(reportTable(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(reportTable(page).getByRole('columnheader', { name: /Thumbstop/ })).toBeVisible();
  await expect(page.getByText(/No ads match this report/)).toHaveCount(0);
});

test('a creative tag is created and assigned from a line of the report', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  const row = reportTable(page).locator('tbody tr').first();
  await row.getByRole('button', { name: /^Creative tags of / }).click();
  const name = `Hook test ${Date.now() % 100000}`;
  await page.getByLabel('Search or create a tag').fill(name);
  await page.getByRole('button', { name: `Create tag “${name}”` }).click();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByText(/Request failed|not found|Something went wrong/i)).toHaveCount(0);
});

test('the CSV export writes numbers as numbers, with the currency in its own column', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, first] = csv.split('\r\n');
  const columns = header!.split(',');
  expect(columns).toContain('Currency');
  expect(columns).toContain('Spend');
  const fields = first!.split(',');
  expect(fields[columns.indexOf('Currency')]).toBe('USD');
  expect(fields[columns.indexOf('Spend')]).toMatch(/^\d+(\.\d+)?$/);
  expect(csv).not.toMatch(/\$\d/);
  expect(csv).not.toMatch(/\d%/);
});

test('at 1440 px the report shows more than 3 metrics and its scrollbar stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  const scroller = page.getByRole('region', { name: 'Report lines' });
  // Metric headers (each sorts its column) wholly inside the table's visible box.
  const metricsInView = await scroller.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll<HTMLElement>('thead th')).filter((header) => {
      const rect = header.getBoundingClientRect();
      return header.querySelector('button') !== null && rect.left >= box.left && rect.right <= box.right + 1;
    }).length;
  });
  expect(metricsInView).toBeGreaterThan(3);
  await page.screenshot({ path: '/tmp/analytics-fit-1440.png' });

  // The table's horizontal scrollbar is in the viewport from the top of the page.
  const bar = page.getByTestId('report-table-scrollbar');
  await expect(bar).toBeInViewport();
  await bar.evaluate((element) => {
    element.scrollLeft = 400;
    element.dispatchEvent(new Event('scroll'));
  });
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(300);

  // The folded panel opens again from its toggle.
  await page.getByRole('button', { name: 'Show the analytics panel' }).click();
  await expect(page.getByRole('navigation', { name: 'Analytics' }).getByLabel('Ad account')).toBeVisible();
  await page.getByRole('button', { name: 'Hide the analytics panel' }).click();
  await expect(page.getByRole('navigation', { name: 'Analytics' }).getByLabel('Ad account')).toBeHidden();
});

test('at 821 px the report page still reads', async ({ page }) => {
  await page.setViewportSize({ width: 821, height: 900 });
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  // The chart fills the first screen; once the table's top is in view, its scrollbar is too.
  await reportTable(page).getByRole('columnheader').first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('report-table-scrollbar')).toBeInViewport();
  await page.screenshot({ path: '/tmp/analytics-fit-821.png' });
});

test('Ctrl-K finds analytics reports and snapshots by name', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await page.getByRole('button', { name: 'Snapshot' }).click();
  await expect(page.getByText('Snapshot saved.')).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: /search/i });
  await palette.getByRole('combobox').fill('Top ads');
  const reports = palette.getByRole('group', { name: 'Reports' });
  await expect(reports.getByRole('option', { name: new RegExp(DEMO_TOP_REPORT) })).toBeVisible();
  await expect(
    palette
      .getByRole('group', { name: 'Snapshots' })
      .getByRole('option', { name: /Top ads, last 30 days ·/ })
      .first(),
  ).toBeVisible();
  await reports.getByRole('option', { name: new RegExp(DEMO_TOP_REPORT) }).click();
  await expect(page).toHaveURL(/\/analytics\/[^/]+\/report\/top\/[^/]+$/);
  await expect(page.getByRole('heading', { name: DEMO_TOP_REPORT, level: 1 })).toBeVisible();
});

test('a member without Analytics sees it closed on Home and in the sidebar', async ({ browser, request }) => {
  const demo = await demoAnalytics(request);
  const member = await acceptedMemberThroughApi(request, demo.token, {
    orgId: demo.orgId,
    workspaceId: demo.workspaceId,
    firstName: 'Nora',
    lastName: 'Boards',
    products: ['inspiration'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  const card = page.locator('[data-module="analytics"]');
  await expect(card).toContainText('No access');
  await expect(page.getByRole('main').getByRole('link', { name: /Analytics/ })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Analytics (not in your access to this workspace)' }),
  ).toHaveAttribute('data-disabled', 'true');
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
  await context.close();
});

test('a snapshot’s public page shows its chart and states its filters', async ({ page }) => {
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await page.getByRole('button', { name: 'Snapshot' }).click();
  const link = page.getByRole('link', { name: 'Open its public page' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_TOP_REPORT);
  await expect(barChart(page).getByRole('figure').first()).toBeVisible();
  await expect(page.getByText('Filters', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/analytics-fit-snapshot.png', fullPage: true });
});
