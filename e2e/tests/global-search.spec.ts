import { expect, test } from '@playwright/test';
import { callApiAsUser } from '../support/api-as-user.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { signIn } from '../support/sign-in.ts';

/** The library is generated in the background on a fresh installation; it may take a while to appear. */
const LIBRARY_READY_MS = 90_000;

interface BrandRow {
  _id: string;
  name: string;
}

test('Ctrl-K finds a brand of the library from anywhere and opens its page', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);

  // The directory's first brand by name: typing the start of its name puts it first among the brands.
  let brand: BrandRow | undefined;
  await expect
    .poll(
      async () => {
        const answer = await callApiAsUser<{ data: BrandRow[] }>(page, {
          method: 'GET',
          path: 'brands?limit=1',
        });
        brand = answer.status === 200 ? answer.body.data[0] : undefined;
        return brand?.name ?? '';
      },
      { timeout: LIBRARY_READY_MS, intervals: [2_000, 5_000] },
    )
    .not.toBe('');
  if (!brand) throw new Error('the library has no brand');
  const typed = brand.name.slice(0, Math.min(brand.name.length, 5));

  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute(
    'aria-keyshortcuts',
    /Control\+K/,
  );
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: 'Search brands, ads, files and experts' });
  await expect(box).toBeFocused();
  await box.fill(typed);

  const brands = dialog.getByRole('group', { name: 'Brands' });
  const option = brands.getByRole('option').first();
  await expect(option).toContainText(brand.name);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expectAccessible(page, 'the open search palette');

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  const optionId = await option.getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', optionId ?? '');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/library/brands\\?brandId=${brand._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();

  // Escape closes the palette without going anywhere.
  await page.keyboard.press('Control+K');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`brandId=${brand._id}$`));
});
