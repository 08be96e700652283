import { expect, test } from '@playwright/test';
import { DEMO, uniqueBusinessEmail } from '../support/accounts.ts';
import { SCREENSHOT_DIR, snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

test.describe('screenshots of every screen', () => {
  test('auth screens', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await snap(page, '01-sign-in');

    await page.getByLabel('Work e-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await snap(page, '02-sign-in-email-error');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await snap(page, '03-sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please fill all the details')).toBeVisible();
    await page.getByLabel('Full name').fill('R2 D2');
    await page.getByLabel('Work e-mail').fill('r2@acme-example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Name can only contain alphabet characters')).toBeVisible();
    await snap(page, '04-sign-up-errors');

    const email = uniqueBusinessEmail('screens');
    await page.getByLabel('Full name').fill('Avery Quinn');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await expect(page.getByText('Please enter the correct code')).toBeVisible();
    await snap(page, '05-otp');

    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await snap(page, '06-forgot-password');

    await page.getByLabel('Work e-mail').fill(DEMO.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await snap(page, '07-reset-password');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, '08-not-found');
  });

  test('app screens', async ({ page }) => {
    await signIn(page);
    await snap(page, '10-app-home');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
    await snap(page, '11-user-menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Switch organisation' }).click();
    await expect(page.getByText('Organisations', { exact: true })).toBeVisible();
    await snap(page, '12-org-switcher');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await snap(page, '13-sidebar-collapsed');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    await page.goto('/app/settings?TAB=account-general');
    await expect(page.getByRole('tab', { name: 'Account General' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, '14-settings-general');

    await page.getByRole('tab', { name: 'Account Password' }).click();
    await expect(page).toHaveURL(/TAB=account-password/);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Please enter the passwords')).toBeVisible();
    await snap(page, '15-settings-password');

    await page.getByRole('tab', { name: 'Account Notifications' }).click();
    await expect(page).toHaveURL(/TAB=account-notifications/);
    await page.getByRole('switch', { name: 'E-mail me about activity' }).click({ force: true });
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await snap(page, '16-settings-notifications');

    await page.goto('/app/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, '17-app-not-found');

    await page.goto('/app');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByText('Please check your internet connection')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/19-offline-banner.png` });
    await page.context().setOffline(false);
    await expect(page.getByText('Internet is restored')).toBeVisible();
    await expect(page.getByText('Please check your internet connection')).toBeHidden();

    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/app');
    await expect(page.getByText('Hookline is built for desktop.')).toBeVisible();
    await snap(page, '18-mobile-notice', { fullPage: false });
  });
});
