import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * Favourite brands and followed brands are two ideas: a favourite is one person's shortlist in the brand
 * directory, a followed brand is the workspace's, whose ads Hookline keeps up to date. Each place says so.
 */
test('favourite brands and followed brands each say what they are and how they differ', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/library/brands');
  const favouritesOnly = page.getByRole('switch', { name: 'Favourites only' });
  await expect(favouritesOnly).toBeVisible();
  await expect(page.getByText('Your own starred brands, not the workspace’s followed ones')).toBeVisible();
  await favouritesOnly.check({ force: true });
  await expect(page.getByText('No favourite brands yet')).toBeVisible();
  await expect(
    page.getByText(/Favourites are yours alone; to have Hookline keep a brand’s ads up to date/),
  ).toBeVisible();
  await expectAccessible(page, 'the brand directory’s favourites');

  await page.goto('/app/library/brands-setting');
  await expect(page.getByRole('heading', { name: 'Followed brands', level: 1 })).toBeVisible();
  await expect(page.getByText(/for everyone in the workspace\. Not the same as favourites/)).toBeVisible();
  await expectAccessible(page, 'the followed brands');
});
