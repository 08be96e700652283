import { expect, type Page } from '@playwright/test';
import { otpFromOutbox } from './outbox.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
}

/** A business domain of its own, so that organisations open to a domain only meet the test's people. */
export function uniqueCompanyDomain(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example-agency.com`;
}

/** Signs a new person up through the form and the e-mailed code; the app opens on its first screen. */
export async function signUpNewAccount(
  page: Page,
  person: { fullName: string; email: string; password?: string },
): Promise<NewAccount> {
  const password = person.password ?? 'launch-day-42';
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Work e-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const code = await otpFromOutbox(person.email);
  await page.getByRole('textbox', { name: 'One-time code digit' }).first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/app/);
  return { email: person.email, password, firstName: person.fullName.split(' ')[0] ?? person.fullName };
}

/** Signs out through the user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
