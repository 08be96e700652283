import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { makePng } from '../support/images.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

const WIDTHS = [821, 1920] as const;

/** The page fits both ends of the supported widths and meets WCAG 2.1 AA; back at 1440 px afterwards. */
async function checkFitAndAccess(page: Page, what: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.mantine-AppShell-main .mantine-Skeleton-root')).toHaveCount(0);
    await expectLayoutFits(page, `${what} at ${width}px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page, what);
}

test('the demo expert edits their profile, finds it in the directory and opens their page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const headline = `Hook-first creative strategist ${stamp}`;

  await signIn(page);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await page.getByRole('tab', { name: 'Account Expert profile' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?TAB=account-expert-profile$/);

  // The seeded profile is there to edit.
  await expect(page.getByLabel('Headline')).not.toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue('Demo');
  await checkFitAndAccess(page, 'Account › Expert profile');

  // The spec's rules, in words, before anything is sent.
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Instagram').fill('not a link');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL for Instagram')).toBeVisible();

  await page.getByLabel('First name').fill('Demo');
  await page.getByLabel('Last name').fill('Hooks');
  await page.getByLabel('Headline').fill(headline);
  await page.getByLabel('Instagram').fill('instagram.com/demo.hooks');
  await page.getByLabel('TikTok').fill('https://www.tiktok.com/@demo.hooks');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Expert profile updated successfully')).toBeVisible();
  // Kept as its https address.
  await expect(page.getByLabel('Instagram')).toHaveValue('https://instagram.com/demo.hooks');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 320, 320),
  });
  await expect(page.getByText('Expert profile image updated successfully')).toBeVisible();
  await waitForToastsToClose(page);

  // The directory, from the sidebar.
  await page.getByRole('link', { name: 'Experts', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/library\/experts$/);
  await expect(page.getByRole('heading', { name: 'Experts', level: 1 })).toBeVisible();
  const directory = page.getByRole('list', { name: 'Experts' });
  await expect(directory.getByRole('article').first()).toBeVisible();
  expect(await directory.getByRole('article').count()).toBeGreaterThanOrEqual(9);
  await checkFitAndAccess(page, 'the Experts directory');
  await snap(page, 'experts-directory');

  await page.getByRole('textbox', { name: 'Search experts' }).fill(stamp);
  const card = directory.getByRole('article', { name: 'Demo Hooks' });
  await expect(card).toBeVisible();
  await expect(directory.getByRole('article')).toHaveCount(1);
  await expect(card.getByText(headline)).toBeVisible();
  const instagram = card.getByRole('link', { name: 'Demo Hooks on Instagram (opens in a new tab)' });
  await expect(instagram).toHaveAttribute('href', 'https://instagram.com/demo.hooks');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  // The uploaded picture, served from Hookline's storage.
  await expect(card.locator('img')).toHaveAttribute(
    'src',
    /^\/api\/v1\/experts\/[0-9a-f-]{36}\/image\/[a-z0-9]+$/,
  );

  // Their page: the profile, the links, and no public board yet.
  await card.getByRole('link', { name: 'Demo Hooks', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/library\/experts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Demo Hooks', level: 1 })).toBeVisible();
  await expect(page.getByText(headline)).toBeVisible();
  const tiktok = page.getByRole('list', { name: 'Links' }).getByRole('link', { name: /TikTok/ });
  await expect(tiktok).toHaveAttribute('target', '_blank');
  await expect(tiktok).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('region', { name: 'Public board' })).toContainText(
    'Demo hasn’t published a board yet',
  );
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await checkFitAndAccess(page, 'an expert’s page');
  await snap(page, 'experts-expert-page');
});
