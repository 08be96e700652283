import { expect, test, type Page, type Route } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/** The library is generated in the background on a fresh installation; it may take a while to appear. */
const LIBRARY_READY_MS = 90_000;

const brandGrid = (page: Page) => page.getByRole('list', { name: 'Brands', exact: true });
const trackedGrid = (page: Page) => page.getByRole('list', { name: 'Tracked brands', exact: true });

/** Opens the brand directory, reloading until the generated library has brands. */
async function openBrandsWhenFilled(page: Page): Promise<void> {
  await expect(async () => {
    await page.goto('/app/library/brands');
    await expect(brandGrid(page).getByRole('article').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: LIBRARY_READY_MS });
}

/** 30 days of active ads from `from` to `to`, with the small daily moves real ones have. */
function trend(from: number, to: number) {
  const today = Date.now();
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(today - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    activeAdCount:
      index === 0 || index === 29
        ? index === 0
          ? from
          : to
        : Math.max(0, Math.round(from + ((to - from) * index) / 29) + [0, 1, -1, 2, 0, -2][index % 6]!),
  }));
}

/**
 * For the screenshot only: the daily snapshots that fill a tracker's trend are another part's work, so the
 * list is shown with real-looking trends and two more competitors beside the brand really tracked.
 */
async function withTrends(route: Route): Promise<void> {
  const response = await route.fetch();
  const { data } = (await response.json()) as { data: Record<string, unknown>[] };
  const extra = (id: string, name: string, website: string, active: number, fresh: number, from: number) => ({
    ...data[0],
    _id: `screen-${id}`,
    brandId: `screen-${id}`,
    brand: { _id: `screen-${id}`, name, logoURL: null, website },
    activeAdCount: active,
    newAdCount: fresh,
    trend: trend(from, active),
    createdAt: '2026-10-01T09:00:00.000Z',
  });
  await route.fulfill({
    response,
    json: {
      data: [
        ...data.map((tracker) => ({ ...tracker, trend: trend(12, 31), activeAdCount: 31, newAdCount: 6 })),
        extra('2', 'Bluebird Coffee', 'bluebird-coffee.example', 40, 1, 52),
        extra('3', 'Cobalt Skincare', 'cobalt-skincare.example', 18, 2, 17),
      ],
    },
  });
}

test('a brand tracked from its Discover page is on Detective’s home, found by search, and removed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openBrandsWhenFilled(page);

  // Track a brand from its page in Discover.
  const card = brandGrid(page).getByRole('article').first();
  const name = (await card.getByRole('link').first().innerText()).trim();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText(`${name} is now tracked`)).toBeVisible();
  const tracked = page.getByRole('link', { name: new RegExp(`^Tracked: open `) });
  await expect(tracked).toBeVisible();
  await expect(tracked).toHaveAttribute('href', /\/app\/library\/detective\/analytics\/[^/]+\/overview$/);
  await waitForToastsToClose(page);
  await expectAccessible(page, 'a brand page with Track');

  // Detective's home lists it (opened by its address).
  await page.goto('/app/library/detective');
  await expect(page.getByRole('heading', { name: 'Detective', level: 1 })).toBeVisible();
  const trackedCard = trackedGrid(page).getByRole('article', { name });
  await expect(trackedCard).toBeVisible();
  await expect(trackedCard.getByText('Active ads')).toBeVisible();
  await expect(page.getByText(/^\d+ (of [\d,]+ )?tracked brands? across /)).toBeVisible();
  await expect(page.getByText(/Spy data shows what a brand bets on, not what works for it/)).toBeVisible();
  await expect(page.locator('[data-tour="detective-item"]')).toHaveCount(1);
  await expect(page.locator('[data-tour="detective-view-report"]')).toHaveCount(1);

  for (const width of [821, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(trackedCard).toBeVisible();
    await expectLayoutFits(page, `Detective's home at ${width}px`);
    await expectAccessible(page, `Detective's home at ${width}px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Search by name: a word of it finds it, another word finds nothing.
  const search = page.getByRole('textbox', { name: 'Search tracked brands' });
  await search.fill(name.slice(0, 4));
  await search.press('Enter');
  await expect(trackedCard).toBeVisible();
  await search.fill('zzzz-no-such-brand');
  await search.press('Enter');
  await expect(page.getByText('No tracked brand matches “zzzz-no-such-brand”')).toBeVisible();
  await page.getByRole('button', { name: 'Show all tracked brands' }).click();
  await expect(trackedCard).toBeVisible();

  // The track dialog opens, and is accessible.
  await page.getByRole('button', { name: 'Track a brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Track a brand' });
  await expect(dialog.getByRole('radio', { name: 'Website' })).toBeAttached();
  await expectAccessible(page, 'the track dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The home with real-looking trends, at 1280 px, for the eye.
  await page.route('**/api/v1/detective?*', withTrends);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(trackedGrid(page).getByRole('article', { name: 'Bluebird Coffee' })).toBeVisible();
  await expect(page.getByText(/^Scaling up over 30 days:/)).toBeVisible();
  await snap(page, 'detective-home-1280', { fullPage: false });
  await expectAccessible(page, "Detective's home with trends");
  await page.unroute('**/api/v1/detective?*');
  await page.reload();

  // Remove it, after the confirm.
  await trackedGrid(page)
    .getByRole('article', { name })
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Stop tracking this brand?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the remove confirm');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${name} is no longer tracked`)).toBeVisible();
  await expect(trackedGrid(page).getByRole('article', { name })).toHaveCount(0);
});
