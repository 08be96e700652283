import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { trackABrand, type Named } from '../support/detective.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * The AI detective on the demo: its flag is on (the operator's half), so the page asks for a Detective
 * purchase; the admin buys Research + Creative Analytics through the offline checkout, runs an analysis of a
 * tracked brand and reads it, a quoted hook opening its ad in the Discover drawer.
 */

/** The checkout's return lands after the provider's event; the page refetches at 0.5, 4 and 8 s. */
const AFTER_PURCHASE_MS = 15_000;

async function openBrandAnalyses(page: Page, brand: Named): Promise<void> {
  await page.goto('/app/library/ai/detective');
  await expect(page.getByRole('heading', { name: 'AI detective', level: 1 })).toBeVisible();
  const picker = page
    .getByRole('textbox', { name: 'Tracked brand' })
    .or(page.getByRole('combobox', { name: 'Tracked brand' }));
  await picker.click();
  await page.getByRole('option', { name: brand.name, exact: true }).click();
  await expect(picker).toHaveValue(brand.name);
}

/** Buys Basic of Research + Creative Analytics, which sells Detective, on the offline provider. */
async function buyDetective(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Choose plan: Basic' }).click();
  const summary = page.getByRole('region', { name: 'Checkout summary' });
  await summary.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await dialog.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Hookline' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/app\/settings\?TAB=subscription/);
  await expect(
    page.getByRole('article', { name: 'Basic plan' }).getByText('Current plan').first(),
  ).toBeVisible({ timeout: AFTER_PURCHASE_MS });
}

test('the demo’s admin buys Detective, runs an AI analysis of a tracked brand and opens a quoted ad', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const brand = await trackABrand(page);

  // Without a purchase, the page says why and where to buy.
  await openBrandAnalyses(page, brand);
  const blocked = page.getByRole('alert').filter({ hasText: 'The AI detective is not available' });
  await expect(blocked).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run analysis' })).toHaveCount(0);
  await expectAccessible(page, 'the AI detective without a purchase');
  await blocked.getByRole('link', { name: 'Open Subscription settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?TAB=subscription/);
  await buyDetective(page);

  // With it, an analysis runs and is read.
  await openBrandAnalyses(page, brand);
  await expect(blocked).toHaveCount(0);
  await page.getByRole('button', { name: 'Run analysis' }).click();
  const reader = page.getByRole('main');
  await expect(reader.getByRole('heading', { name: 'Summary', level: 3 })).toBeVisible({ timeout: 60_000 });
  await expect(reader.getByText('Generated without a language model')).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'What to do next', level: 3 })).toBeVisible();
  await expect(reader.getByRole('list', { name: 'Past analyses' }).getByRole('listitem')).toHaveCount(1);
  await expect(reader.getByRole('button', { name: /^Analysis of .*, Done$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const sections = reader.locator('section h3');
  expect(await sections.count()).toBeGreaterThanOrEqual(5);
  await expectAccessible(page, 'an AI analysis');

  // A quoted hook is the ad's own words, and opens that ad.
  const quote = reader.getByRole('button', { name: /^Open the ad: / }).first();
  await expect(quote).toBeVisible();
  await quote.click();
  const drawer = page.getByRole('dialog', { name: brand.name });
  await expect(drawer).toBeVisible();
  const quoted = ((await quote.getAttribute('aria-label')) ?? '').replace(/^Open the ad: /, '');
  expect(quoted.length).toBeGreaterThan(0);
  await expect(drawer).toContainText(quoted.replace(/…$/, '').slice(0, 40));
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  for (const width of [821, 1280, 2560]) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(reader.getByRole('heading', { name: 'Summary', level: 3 })).toBeVisible();
    await expectLayoutFits(page, `the AI analysis at ${width} px`);
    await snap(page, `detective-ai-analysis-${width}`);
  }
});
