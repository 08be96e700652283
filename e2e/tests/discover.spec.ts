import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/** The library is generated in the background on a fresh installation; it may take a while to appear. */
const LIBRARY_READY_MS = 90_000;

const adGrid = (page: Page) => page.getByRole('list', { name: 'Ads', exact: true });
const adCards = (page: Page) => adGrid(page).getByRole('article');
const brandGrid = (page: Page) => page.getByRole('list', { name: 'Brands', exact: true });
/** "1,234 ads" above the grid. */
const adCount = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ ads?$/ });
const libraryNav = (page: Page) => page.getByRole('navigation', { name: 'Discover library' });
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('search', { name: 'Search and filter ads' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

const countOf = async (page: Page) => Number((await adCount(page).innerText()).replace(/\D/g, ''));

/** The brand an ad card names (the card is labelled by it). */
async function brandOf(page: Page, card: Locator): Promise<string> {
  const id = await card.getAttribute('aria-labelledby');
  return (await page.locator(`[id="${id}"]`).innerText()).trim();
}

async function expectFits(page: Page, what: string): Promise<void> {
  await expectLayoutFits(page, what);
}

/** Opens Discover and reloads until the generated library has ads to show. */
async function openDiscoverWhenFilled(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/library\/discover/);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(adCards(page).first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: LIBRARY_READY_MS, intervals: [2_000, 5_000] });
}

/** Ticks one value of one of the filter bar's lists, then closes the list. */
async function chooseFilter(page: Page, filter: string, value: string): Promise<void> {
  await filterButton(page, filter).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: value, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function expectEveryCard(cards: Locator, check: (card: Locator) => Promise<void>): Promise<void> {
  const shown = Math.min(await cards.count(), 8);
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) await check(cards.nth(index));
}

test('a marketer searches the Discover library, filters it and reads an ad', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openDiscoverWhenFilled(page);
  await expect(adCount(page)).toBeVisible();
  const total = await countOf(page);
  expect(total).toBeGreaterThan(0);
  await snap(page, 'discover', { fullPage: false });
  await expectAccessible(page, 'the Discover grid');

  // Search the longest word of the first brand's name: its ads are among the results.
  const brandName = await brandOf(page, adCards(page).first());
  const word = brandName.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  const search = page.getByRole('textbox', { name: 'Search ads' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await expect(
    adCards(page)
      .filter({ hasText: new RegExp(word, 'i') })
      .first(),
  ).toBeVisible();
  await expect.poll(() => countOf(page)).toBeLessThanOrEqual(total);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Instagram videos only: every card says so, and the address keeps the filters over a reload.
  await chooseFilter(page, 'Platform', 'Instagram');
  await chooseFilter(page, 'Format', 'Video');
  await expect(page).toHaveURL(/platform=instagram/);
  await expect(page).toHaveURL(/format=video/);
  await page.reload();
  await expect(filterButton(page, 'Platform')).toHaveAccessibleName('Platform 1');
  await expect(adCards(page).first()).toBeVisible();
  await expectEveryCard(adCards(page), async (card) => {
    await expect(card.getByText('Video', { exact: true })).toBeVisible();
    await expect(
      card.getByRole('group', { name: 'Platforms' }).getByRole('img', { name: 'Instagram' }),
    ).toBeVisible();
  });
  await expect.poll(() => countOf(page)).toBeLessThan(total);
  await snap(page, 'discover-filtered', { fullPage: false });

  // The first ad's details, from the keyboard: every fact, the video with its controls.
  const first = adCards(page).first();
  const adBrand = await brandOf(page, first);
  await first.getByRole('button', { name: /^View details of the / }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: adBrand });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]ad=/);
  for (const term of [
    'Brand',
    'Page',
    'Status',
    'Format',
    'Platforms',
    'Languages',
    'Started',
    'Ended',
    'Running days',
  ]) {
    await expect(drawer.locator('dt', { hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(drawer.locator('dt', { hasText: /^Format$/ }).locator('xpath=..')).toContainText('Video');
  await expect(drawer.locator('dt', { hasText: /^Platforms$/ }).locator('xpath=..')).toContainText(
    'Instagram',
  );
  await expect(drawer.locator('video[controls]').first()).toBeVisible();
  const outLinks = drawer.locator('a[target="_blank"]');
  for (let index = 0; index < (await outLinks.count()); index += 1) {
    await expect(outLinks.nth(index)).toHaveAttribute('rel', /noopener/);
  }
  // Sharing and saving to a board start from the drawer (inspiration-boards.spec.ts saves one).
  await expect(drawer.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save to board' })).toBeVisible();
  await snap(page, 'discover-ad-drawer', { fullPage: false });
  await expectAccessible(page, 'the ad drawer');

  // The drawer is a link of its own.
  await page.reload();
  await expect(page.getByRole('dialog', { name: adBrand })).toBeVisible();
  await page.getByRole('button', { name: 'Close the ad details' }).click();
  await expect(page).not.toHaveURL(/[?&]ad=/);
  await expect(page).toHaveURL(/format=video/);

  // Clear all: every filter goes, and the whole library is back.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect.poll(() => countOf(page)).toBe(total);
});

test('a marketer opens a brand from the directory, favourites it and finds it again', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openDiscoverWhenFilled(page);
  await libraryNav(page).getByRole('link', { name: 'Brands', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  const cards = brandGrid(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await snap(page, 'discover-brands', { fullPage: false });
  await expectAccessible(page, 'the brands directory');

  // A brand that isn't a favourite yet.
  const brand = cards
    .filter({ has: page.getByRole('button', { name: /^Favourite /, pressed: false }) })
    .first();
  const name = (await brand.getByRole('link').innerText()).trim();
  await brand.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/library\/brands\?brandId=/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By platform' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By format' })).toBeVisible();
  await expect(adCards(page).first()).toBeVisible();
  await expectEveryCard(adCards(page), async (card) => {
    await expect(card).toHaveAccessibleName(name);
  });
  await expect(filterButton(page, 'Brand')).toHaveCount(0);

  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Brand added to favourites')).toBeVisible();
  await waitForToastsToClose(page);
  await snap(page, 'discover-brand-page', { fullPage: false });
  await expectAccessible(page, 'a brand page');

  // Favourites only: the brand is there, starred.
  await page.getByRole('link', { name: 'All brands' }).click();
  await page.getByRole('switch', { name: 'Favourites only' }).check();
  await expect(page).toHaveURL(/favourites=1/);
  const starred = brandGrid(page).getByRole('article', { name });
  await expect(starred).toBeVisible();
  await expect(starred.getByRole('button', { name: `Favourite ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Unstarred, it leaves the favourites.
  await starred.getByRole('button', { name: `Favourite ${name}` }).click();
  await expect(page.getByText('Brand removed from favourites')).toBeVisible();
  await expect(brandGrid(page).getByRole('article', { name })).toHaveCount(0);
});

test('the library screens fit 821 and 1920 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openDiscoverWhenFilled(page);
  await libraryNav(page).getByRole('link', { name: 'Brands', exact: true }).click();
  const firstBrand = brandGrid(page).getByRole('article').first().getByRole('link');
  await expect(firstBrand).toBeVisible();
  const brandPath = await firstBrand.getAttribute('href');
  expect(brandPath).toBeTruthy();

  const screens = [
    { name: 'discover', path: '/app/library/discover', ready: () => adCards(page).first() },
    {
      name: 'discover-filtered',
      path: '/app/library/discover?platform=facebook&format=image&active=1&sort=longest_running',
      ready: () => page.getByRole('button', { name: 'Clear all' }),
    },
    {
      name: 'brands',
      path: '/app/library/brands',
      ready: () => brandGrid(page).getByRole('article').first(),
    },
    { name: 'brand', path: brandPath!, ready: () => page.getByRole('region', { name: 'By platform' }) },
  ];
  for (const width of [821, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready()).toBeVisible();
      await page.waitForTimeout(300);
      await expectFits(page, `${screen.name} at ${width}px`);
      await snap(page, `discover-${screen.name}-${width}`, { fullPage: false });
    }
    // The drawer over the grid, at this width.
    await page.goto('/app/library/discover');
    await adCards(page)
      .first()
      .getByRole('button', { name: /^View details of the / })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(300);
    await snap(page, `discover-drawer-${width}`, { fullPage: false });
  }
});

test('a marketer transcribes a video ad: its words, or plainly that it could not be transcribed clearly', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openDiscoverWhenFilled(page);
  await chooseFilter(page, 'Format', 'Video');
  await expect(page).toHaveURL(/[?&]format=video/);
  const card = adCards(page).first();
  const adBrand = await brandOf(page, card);
  await card.click();
  const drawer = page.getByRole('dialog', { name: adBrand });
  const transcript = drawer.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toBeVisible();
  await transcript.getByRole('button', { name: 'Transcribe video' }).click();
  await expect(transcript.getByRole('button', { name: 'Transcribe video' })).toHaveCount(0);
  // Made offline by pocketsphinx from the video's spoken line (espeak-ng), once the video is rendered. The
  // engine scores its own transcript: one it scores as unusable is not kept, and the ad says so in words
  // instead of showing nonsense.
  await expect(transcript.getByRole('status')).toHaveCount(0, { timeout: 180_000 });
  const refused = transcript.getByRole('alert');
  if ((await refused.count()) > 0) {
    await expect(refused).toContainText('This video could not be transcribed clearly');
  } else {
    await expect(transcript.locator('p')).toContainText(/[a-z]{3,}/i);
  }
});
