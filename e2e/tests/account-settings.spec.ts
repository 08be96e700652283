import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import { makePng } from '../support/images.ts';
import { waitForToastsToClose, snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

test('the demo account changes its name in Account settings', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?TAB=account-general$/);

  const lastName = page.getByLabel('Last name');
  await lastName.fill('Reviewer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User details updated successfully')).toBeVisible();
  await expect(page.getByText('Demo Reviewer').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Reviewer');

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter the name')).toBeVisible();

  await page.getByLabel('First name').fill(DEMO.firstName);
  await page.getByLabel('Last name').fill('User');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User details updated successfully').first()).toBeVisible();
});

test('the demo account uploads, checks and removes a profile photo', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/settings?TAB=account-general');

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 120, 120),
  });
  await expect(page.getByText('Image must be at least 250x250 pixels').first()).toBeVisible();

  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload a JPG or PNG image').first()).toBeVisible();

  await fileInput.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 320, 320),
  });
  await expect(page.getByText('Profile image updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await waitForToastsToClose(page);
  await snap(page, '14b-settings-general-with-photo');

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Profile image removed successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeHidden();
});
