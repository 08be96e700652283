import { expect, test, type Page } from '@playwright/test';
import { uniqueBusinessEmail } from '../support/accounts.ts';
import {
  acceptedMemberThroughApi,
  createOrganisation,
  createWorkspace,
  inviteMember,
  signUpThroughApi,
  type ApiAccount,
} from '../support/api-tenancy.ts';
import { buyPlanThroughOfflineCheckout } from '../support/api-billing.ts';
import { makePng } from '../support/images.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';

async function signInAs(page: Page, account: ApiAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
}

const sidebarColour = (page: Page) =>
  page.locator('.mantine-AppShell-navbar').evaluate((element) => getComputedStyle(element).backgroundColor);

test('an org admin invites, re-invites and edits a member, and restyles the organisation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpThroughApi(request, { firstName: 'Morgan', lastName: 'Blake' });
  const org = await createOrganisation(request, admin.token, 'Northwind Creative');
  const spring = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Spring launch' });
  await createWorkspace(request, admin.token, { orgId: org._id, name: 'Brand refresh' });

  await signInAs(page, admin);
  await page.goto('/app/settings?TAB=org-members');

  // The rail: Organisation, the active workspace's group and Account.
  const rail = page.getByRole('tablist', { name: 'Settings' });
  await expect(rail.getByText('Organisation', { exact: true })).toBeVisible();
  await expect(rail.getByText('Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Organisation Members' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('1 of 3 members · 0 of 3 guests')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toContainText('Active');
  await snap(page, '40-settings-org-members');

  // Invite: the dialog's checks, then a collaborator in one workspace.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await expect(invite.getByRole('row', { name: /Brand refresh/ })).toBeVisible();
  await snap(page, '41-invite-member-dialog');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await expect(invite.getByText('Please select workspaces to give access')).toBeVisible();
  await snap(page, '42-invite-member-errors');

  await invite.getByRole('radiogroup').getByText('Guest', { exact: true }).click();
  await invite.getByLabel('Give access to Spring launch').check();
  await expect(invite.getByRole('combobox', { name: 'Role in Spring launch' })).toHaveValue('Guest');
  await expect(invite.getByRole('combobox', { name: 'Role in Spring launch' })).toBeDisabled();
  await snap(page, '43-invite-member-guest-lock');
  await invite.getByRole('radiogroup').getByText('User', { exact: true }).click();

  const colleague = uniqueBusinessEmail('casey');
  await invite.getByLabel('E-mail').fill(colleague);
  await expect(invite.getByRole('combobox', { name: 'Role in Spring launch' })).toHaveValue('Collaborator');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Member invited successfully')).toBeVisible();
  await expect(invite).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(colleague) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('User');
  await expect(page.getByText('2 of 3 members · 0 of 3 guests')).toBeVisible();

  // Resend, from the row's menu.
  await row.getByRole('button', { name: `Actions for ${colleague}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Resend invite' })).toBeVisible();
  await snap(page, '44-member-actions-menu');
  await page.getByRole('menuitem', { name: 'Resend invite' }).click();
  await expect(page.getByText('Invite re-sent successfully')).toBeVisible();

  // Edit: the e-mail is read-only and the grants are filled in.
  await row.getByRole('button', { name: `Actions for ${colleague}` }).click();
  await page.getByRole('menuitem', { name: 'Edit member' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit member' });
  await expect(edit.getByLabel('E-mail')).toHaveValue(colleague);
  await expect(edit.getByLabel('E-mail')).toHaveJSProperty('readOnly', true);
  await expect(edit.getByLabel('Give access to Spring launch')).toBeChecked();
  await edit.getByLabel('Give access to Brand refresh').check();
  await edit.getByRole('combobox', { name: 'Role in Brand refresh' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await snap(page, '45-edit-member-dialog');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Member updated successfully')).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // Deleting oneself is not offered.
  await page.getByRole('button', { name: `Actions for ${admin.email}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit member' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete member' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Seats run out: member seats first (guest-only invite), then all of them (the limit dialog).
  await inviteMember(request, admin.token, {
    orgId: org._id,
    email: uniqueBusinessEmail('drew'),
    orgRole: 'org_member',
    workspaceId: spring._id,
  });
  await page.reload();
  await expect(page.getByText('3 of 3 members · 0 of 3 guests')).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByText('new people can join as guests only')).toBeVisible();
  await snap(page, '46-invite-member-guests-only');
  await page.getByRole('dialog', { name: 'Invite member' }).getByRole('button', { name: 'Cancel' }).click();
  for (const name of ['gale', 'harper', 'indy']) {
    await inviteMember(request, admin.token, {
      orgId: org._id,
      email: uniqueBusinessEmail(name),
      orgRole: 'org_guest',
      workspaceId: spring._id,
    });
  }
  await page.reload();
  await expect(page.getByText('3 of 3 members · 3 of 3 guests')).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByText('You have reached the limit', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade plan' })).toBeVisible();
  await snap(page, '47-limit-reached-dialog');
  await page.getByRole('button', { name: 'Close' }).click();
  await waitForToastsToClose(page);
  await snap(page, '48-settings-org-members-full');

  // Delete member, after a confirm: a member seat is free again.
  await row.getByRole('button', { name: `Actions for ${colleague}` }).click();
  await page.getByRole('menuitem', { name: 'Delete member' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete member' });
  await expect(confirmDelete).toContainText(colleague);
  await snap(page, '55-delete-member-confirm');
  await confirmDelete.getByRole('button', { name: 'Delete member' }).click();
  await expect(page.getByText('Member deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('2 of 3 members · 3 of 3 guests')).toBeVisible();

  // Organisation > General: name, logo and the colour theme that restyles the sidebar. A logo needs a plan
  // with white labelling and a theme one with custom branding: Starter has both.
  await buyPlanThroughOfflineCheckout(request, admin.token, { orgId: org._id, plan: 'starter' });
  await page.reload();
  await page.getByRole('tab', { name: 'Organisation General' }).click();
  await expect(page).toHaveURL(/TAB=org-general/);
  await expect(page.getByLabel('Company name')).toHaveValue('Northwind Creative');
  await page.getByLabel('Company name').fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid company name')).toBeVisible();
  await page.getByLabel('Company name').fill('Northwind Studio');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Organisation updated successfully')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 300, 300),
  });
  await expect(page.getByText('Organisation avatar updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();

  await expect(page.getByRole('radio', { name: 'Hookline' })).toHaveAttribute('aria-checked', 'true');
  const before = await sidebarColour(page);
  await page.getByRole('radio', { name: 'Forest' }).click();
  await expect(page.getByText('Organisation updated successfully').first()).toBeVisible();
  await expect.poll(() => sidebarColour(page)).toBe('rgb(16, 41, 31)');
  expect(before).not.toBe('rgb(16, 41, 31)');
  await waitForToastsToClose(page);
  await snap(page, '49-settings-org-general-forest');

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Organisation avatar removed successfully')).toBeVisible();

  // Organisation > Workspaces: by name, with members and Delete.
  await page.getByRole('tab', { name: 'Organisation Workspaces' }).click();
  const names = page.getByRole('row').locator('td:first-child');
  await expect(names).toHaveText([/Brand refresh$/, /Spring launch$/]);
  await snap(page, '50-settings-org-workspaces');
  await page.getByRole('button', { name: 'Delete workspace Brand refresh' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete workspace' })).toBeVisible();
  await snap(page, '51-delete-workspace-confirm');
  await page
    .getByRole('dialog', { name: 'Delete workspace' })
    .getByRole('button', { name: 'Delete workspace' })
    .click();
  await expect(page.getByText('Workspace deleted')).toBeVisible();
  // Spec section 2: after deleting a workspace the user goes to the next workspace's Inspiration boards.
  await expect(page).toHaveURL(/\/app\/inspirations\/[^/?]+$/);
  await page.goto('/app/settings?TAB=org-workspaces');
  await expect(names).toHaveText([/Spring launch$/]);
});

test('a workspace admin edits the workspace and its notifications', async ({ page, request }) => {
  const admin = await signUpThroughApi(request, { firstName: 'Jules', lastName: 'Park' });
  const org = await createOrganisation(request, admin.token, 'Harbour Ads');
  await createWorkspace(request, admin.token, { orgId: org._id, name: 'Summer promo' });
  const winter = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Winter sale' });
  const colleague = await acceptedMemberThroughApi(request, admin.token, {
    orgId: org._id,
    workspaceId: winter._id,
    firstName: 'Robin',
    lastName: 'Hale',
  });

  await signInAs(page, admin);
  await page.goto('/app/settings?TAB=workspace-general');
  await expect(page.getByRole('tablist', { name: 'Settings' }).getByText('Summer promo')).toBeVisible();
  await expect(page.getByLabel('Workspace name')).toHaveValue('Summer promo');
  await expect(page.getByRole('button', { name: 'Add members' })).toBeVisible();
  await snap(page, '52-settings-workspace-general');

  await page.getByLabel('Workspace name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid workspace name')).toBeVisible();
  await page.getByLabel('Workspace name').fill('Summer campaign');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Workspace updated successfully')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Settings' }).getByText('Summer campaign')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 300, 300),
  });
  await expect(page.getByText('Workspace avatar updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByText('Workspace avatar removed successfully')).toBeVisible();

  // Add members: organisation members not in the workspace yet.
  await waitForToastsToClose(page);
  await page.getByRole('button', { name: 'Add members' }).click();
  const addMembers = page.getByRole('dialog', { name: 'Add members' });
  await addMembers.getByRole('combobox', { name: 'Members' }).click();
  await page.getByRole('option', { name: colleague.name }).click();
  await addMembers.getByRole('heading', { name: 'Add members' }).click();
  await snap(page, '53-add-workspace-members-dialog');
  await addMembers.getByRole('button', { name: 'Add members' }).click();
  await expect(page.getByText('Members added successfully')).toBeVisible();
  await expect(addMembers).toBeHidden();
  await expect(page.getByRole('tabpanel').getByText(colleague.name)).toBeVisible();

  await page.getByRole('tab', { name: 'Workspace Notifications' }).click();
  const toggle = page.getByRole('switch', { name: 'E-mail me about this workspace' });
  const was = await toggle.isChecked();
  await toggle.setChecked(!was, { force: true });
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail me about this workspace' })).toBeChecked({
    checked: !was,
  });
  await waitForToastsToClose(page);
  await snap(page, '54-settings-workspace-notifications');
});
