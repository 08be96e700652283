import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { trackABrand } from '../support/detective.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A tracked brand's dashboard: what the brand launched, what survived and what it bets on, each figure
 * opening the ads behind it in the Discover drawer.
 */

/** The Discover drawer of an ad opened from a figure: straight away for one ad, else from the figure's list. */
async function openAdFromFigure(page: Page, brandName: string): Promise<boolean> {
  const list = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: /^Ads of / }) });
  const drawer = page.getByRole('dialog', { name: brandName });
  await expect(list.or(drawer)).toBeVisible();
  const fromList = await list.isVisible();
  if (fromList) {
    await expect(list.getByText(/^\d[\d,]* ads?/)).toBeVisible();
    await list.getByRole('listitem').first().getByRole('button').click();
  }
  await expect(drawer).toBeVisible();
  return fromList;
}

/** Closes the drawer, and the list it was opened from, which shows again once the drawer closes. */
async function closeAd(page: Page, brandName: string, fromList: boolean): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: brandName })).toHaveCount(0);
  if (fromList) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a tracked brand’s dashboard: duration, menus, an ad from a chart, 821 to 2560 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const brand = await trackABrand(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/library/detective/analytics/${brand._id}/overview`);
  await expect(page.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active ads per day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-tour="detective-view-report"]')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /AI analysis/ })).toBeVisible();

  // The duration lives in the address.
  await page
    .getByRole('textbox', { name: 'Duration' })
    .or(page.getByRole('combobox', { name: 'Duration' }))
    .click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/[?&]duration=90/);
  await expect(page.getByRole('heading', { name: 'Active ads per day' })).toBeVisible();
  await expect(page.getByTestId('detective-menu-skeleton')).toHaveCount(0, { timeout: 45_000 });
  await snap(page, 'detective-dashboard-overview-1280');
  await expectAccessible(page, 'the dashboard’s overview');

  // A day of the chart opens its ads, and one of them opens in the Discover drawer.
  const chart = page.getByTestId('figure-chart').first();
  const box = (await chart.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.5);
  const fromList = await openAdFromFigure(page, brand.name);
  await snap(page, 'detective-dashboard-ad-drawer-1280', { fullPage: false });
  await closeAd(page, brand.name, fromList);

  // Each menu has its address and keeps the duration.
  const menus = [
    { link: 'Creatives', path: 'creatives', heading: 'Longest running' },
    { link: 'Copy & hooks', path: 'copy', heading: 'Opening lines' },
    { link: 'Landing pages', path: 'landing-pages', heading: 'Landing pages' },
    { link: 'Cadence', path: 'cadence', heading: 'Launches per day' },
  ] as const;
  for (const menu of menus) {
    await page.getByRole('link', { name: menu.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${menu.path}\\?duration=90$`));
    await expect(page.getByTestId('detective-menu-skeleton')).toHaveCount(0, { timeout: 45_000 });
    await expect(
      page
        .getByRole('heading', { name: menu.heading, exact: true })
        .or(page.getByText(/^No |^This brand launched no/))
        .first(),
    ).toBeVisible();
    await snap(page, `detective-dashboard-${menu.path}-1280`);
    await expectAccessible(page, `the dashboard’s ${menu.link}`);
  }

  // A figure's table opens its ads from the keyboard.
  const tableSwitch = page.getByText('Table', { exact: true }).first();
  if (await tableSwitch.isVisible()) {
    await tableSwitch.click();
    const adsButton = page.getByRole('table', { name: 'Launches' }).getByRole('button').first();
    await adsButton.focus();
    await page.keyboard.press('Enter');
    await closeAd(page, brand.name, await openAdFromFigure(page, brand.name));
  }

  for (const width of [821, 2560]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(`/app/library/detective/analytics/${brand._id}/overview?duration=365`);
    await expect(page.getByRole('heading', { name: 'Active ads per day' })).toBeVisible();
    await expect(page.getByTestId('detective-menu-skeleton')).toHaveCount(0, { timeout: 45_000 });
    await expectLayoutFits(page, `the overview at ${width} px`);
    await snap(page, `detective-dashboard-overview-${width}`);
    await expectAccessible(page, `the overview at ${width} px`);
    await page.goto(`/app/library/detective/analytics/${brand._id}/landing-pages`);
    await expect(page.getByTestId('detective-menu-skeleton')).toHaveCount(0, { timeout: 45_000 });
    await expect(page.getByRole('link', { name: 'Landing pages' })).toHaveAttribute('aria-current', 'page');
    await expectLayoutFits(page, `the landing pages at ${width} px`);
  }

  // An unknown menu, and a brand the workspace doesn't track.
  await page.goto(`/app/library/detective/analytics/${brand._id}/secrets`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/app/library/detective/analytics/no-such-brand/overview');
  await expect(page.getByText('This brand isn’t tracked in this workspace')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Detective' })).toBeVisible();
});
