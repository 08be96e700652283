import { expect, test } from '@playwright/test';
import { uniqueBusinessEmail } from '../support/accounts.ts';
import { otpFromOutbox } from '../support/outbox.ts';

test('a new user signs up with a business e-mail, verifies the code, logs out and signs in again', async ({
  page,
}) => {
  const email = uniqueBusinessEmail('jordan');
  const password = 'launch-day-42';

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Jordan Rivers');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByText('A code was sent to your email. Please check your inbox or spam folder'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const code = await otpFromOutbox(email);
  await page.getByRole('textbox', { name: 'One-time code digit' }).first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and create account' }).click();

  // A new account has no organisation yet: it starts in the organisation wizard.
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Hookline, Jordan' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Hookline, Jordan' })).toBeVisible();
});

test('a personal e-mail address is refused', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Casey Stone');
  await page.getByLabel('Work e-mail').fill(`casey.${Date.now()}@gmail.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByText('Business email required. Please provide a valid Business email.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('wrong credentials show the single sign-in message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill('nobody@acme-example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText('Email or Password is invalid')).toBeVisible();
});

test('a signed-out visit to the app goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/app/settings?TAB=account-password');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Work e-mail').fill('demo@hookline.dev');
  await page.getByLabel('Password', { exact: true }).fill('hookline-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings\?TAB=account-password$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
});
