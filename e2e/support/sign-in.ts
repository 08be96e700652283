import { expect, type Page } from '@playwright/test';
import { DEMO } from './accounts.ts';

/** Signs in through the form and waits for the app's home page. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The home page's greeting names the user; the sign-in page's own "Welcome back" does not.
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByRole('heading', { name: /^Welcome (back|to Hookline), / })).toBeVisible();
}
