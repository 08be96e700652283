import { expect, test, type Page } from '@playwright/test';
import {
  acceptedMemberThroughApi,
  createOrganisation,
  createWorkspace,
  signUpThroughApi,
} from '../support/api-tenancy.ts';
import { layoutProblems } from '../support/layout-problems.ts';
import { newestMailTo } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';
import { expectAccessible } from '../support/accessibility.ts';

/** Account › General, scrolled to its danger zone, and the deletion warning opened. */
async function openDeletionWarning(page: Page) {
  await page.goto('/app/settings?TAB=account-general');
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'What will be removed' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'What stays with your team' })).toBeVisible();
  return dialog;
}

test('a new account deletes itself from Settings, lands on the goodbye screen and can no longer sign in', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request, { firstName: 'Wren', lastName: 'Parting' });
  const org = await createOrganisation(request, account.token, 'Wren Solo Studio');
  await createWorkspace(request, account.token, { orgId: org._id, name: 'Wren workspace' });

  await page.setViewportSize({ width: 821, height: 900 });
  await signIn(page, account);
  const dialog = await openDeletionWarning(page);
  expect(await layoutProblems(page)).toEqual([]);
  await expectAccessible(page, 'the deletion warning at 821 px');

  // A wrong password is said on the field; nothing is deleted.
  await dialog.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is incorrect')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await dialog.getByRole('textbox', { name: 'Password' }).press('Enter');
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expectAccessible(page, 'the goodbye screen');

  // Signed out: the app sends the visitor to sign in, and the old token is refused.
  expect(await page.evaluate(() => localStorage.getItem('hookline.token'))).toBeNull();
  const me = await request.get('/auth/api/v1/userinfo', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(me.status()).toBe(401);
  await expect.poll(() => newestMailTo(account.email)).toContain('Your Hookline account has been deleted');

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or Password is invalid').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("an organisation's last admin with another member is refused, in the dialog, and stays signed in", async ({
  page,
  request,
}) => {
  const admin = await signUpThroughApi(request, { firstName: 'Ines', lastName: 'Keeper' });
  const org = await createOrganisation(request, admin.token, 'Keeper Agency');
  const workspace = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Keeper workspace' });
  await acceptedMemberThroughApi(request, admin.token, {
    orgId: org._id,
    workspaceId: workspace._id,
    firstName: 'Milo',
    lastName: 'Member',
  });

  await page.setViewportSize({ width: 2560, height: 1300 });
  await signIn(page, admin);
  const dialog = await openDeletionWarning(page);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Your account was not deleted');
  await expect(refusal).toContainText(
    'You are the only admin of Keeper Agency. Make another member an admin, or delete the organisation, before you delete your account.',
  );
  await expectAccessible(page, 'the refusal at 2560 px');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/app\/settings/);
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
});
