import { expect, test, type Page } from '@playwright/test';
import { uniqueBusinessEmail } from '../support/accounts.ts';
import { newestMailTo, otpFromOutbox } from '../support/outbox.ts';

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'One-time code digit' }).first().click();
  await page.keyboard.type(code);
}

test('a user resets a forgotten password with the e-mailed code and signs in with the new one', async ({
  page,
}) => {
  const email = uniqueBusinessEmail('morgan');

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Morgan Vale');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await enterCode(page, await otpFromOutbox(email));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The reset mail becomes the newest one to this address.
  await expect.poll(() => newestMailTo(email), { timeout: 10_000 }).toContain('password reset code');
  await enterCode(page, await otpFromOutbox(email));
  await page.getByLabel('New password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully. Please login.')).toBeVisible();
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Hookline, Morgan' })).toBeVisible();
});
