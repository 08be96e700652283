import { expect, test, type Locator, type Page } from '@playwright/test';
import { inviteLinkFromOutbox } from '../support/invite-link.ts';
import { logOut, signUpNewAccount, uniqueCompanyDomain } from '../support/new-account.ts';
import { snap } from '../support/screenshots.ts';

const workspaceNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Workspaces' });
const settingsRail = (page: Page): Locator => page.getByRole('tablist', { name: 'Settings' });

/** Invites `email` through the Members screen into one workspace with the given organisation role. */
async function inviteThroughMembersScreen(
  page: Page,
  input: { email: string; orgRole: 'User' | 'Guest'; workspace: string },
): Promise<void> {
  await page.goto('/app/settings?TAB=org-members');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('E-mail').fill(input.email);
  await dialog.getByRole('radiogroup').getByText(input.orgRole, { exact: true }).click();
  await dialog.getByLabel(`Give access to ${input.workspace}`).check();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Member invited successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(input.email) })).toContainText('Invited');
}

/** Opens the invitation mail's link and creates the account it invites; the invite proves the address. */
async function acceptInvitationBySigningUp(page: Page, input: { email: string; fullName: string }) {
  await page.goto(await inviteLinkFromOutbox(input.email));
  await expect(page).toHaveURL(/\/signup\?inviteId=/);
  await expect(page.getByLabel('Work e-mail')).toHaveValue(input.email);
  await page.getByLabel('Full name').fill(input.fullName);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

test('an admin sets up a team; the collaborator and the guest join from their invitations and see only what their roles allow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const domain = uniqueCompanyDomain('harbour');
  const collaboratorEmail = `cleo@${domain}`;
  const guestEmail = `gus@${domain}`;

  // The admin: a new account, the wizard (organisation + first workspace), then a second workspace.
  await signUpNewAccount(page, { fullName: 'Ada Harbour', email: `ada@${domain}` });
  await page.getByLabel('Company name').fill('Harbour Creative');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Workspace name').fill('Spring campaign');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await workspaceNav(page).getByRole('link', { name: 'New workspace' }).click();
  await page.getByLabel('Workspace name').fill('Client review');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(workspaceNav(page).getByRole('button', { name: 'Client review', exact: true })).toBeVisible();

  // Two invitations from the Members screen: a collaborator in one workspace, a guest in the other.
  await inviteThroughMembersScreen(page, {
    email: collaboratorEmail,
    orgRole: 'User',
    workspace: 'Spring campaign',
  });
  await inviteThroughMembersScreen(page, { email: guestEmail, orgRole: 'Guest', workspace: 'Client review' });
  await snap(page, 'team-01-members-with-invites');
  await page.goto('/app');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The collaborator: in Spring campaign only; workspace settings yes, organisation settings and adding members no.
  await acceptInvitationBySigningUp(page, { email: collaboratorEmail, fullName: 'Cleo Marsh' });
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Harbour Creative');
  await expect(
    workspaceNav(page).getByRole('button', { name: 'Spring campaign', exact: true }),
  ).toBeVisible();
  await expect(workspaceNav(page).getByRole('button', { name: 'Client review', exact: true })).toHaveCount(0);
  await expect(workspaceNav(page).getByRole('link', { name: 'New workspace' })).toBeVisible();
  await snap(page, 'team-02-collaborator-home');
  await page.goto('/app/settings?TAB=workspace-general');
  await expect(page.getByRole('tab', { name: 'Workspace General' })).toHaveAttribute('aria-selected', 'true');
  await expect(settingsRail(page).getByText('Organisation', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Organisation Members' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add members' })).toHaveCount(0);
  await snap(page, 'team-03-collaborator-workspace-settings');
  await page.goto('/app/settings?TAB=org-members');
  await expect(page.getByRole('tab', { name: 'Account General' })).toHaveAttribute('aria-selected', 'true');
  await logOut(page);

  // The guest: in Client review only; no workspace or organisation settings, no new workspace.
  await acceptInvitationBySigningUp(page, { email: guestEmail, fullName: 'Gus Reed' });
  await expect(workspaceNav(page).getByRole('button', { name: 'Client review', exact: true })).toBeVisible();
  await expect(workspaceNav(page).getByRole('button', { name: 'Spring campaign', exact: true })).toHaveCount(
    0,
  );
  await expect(workspaceNav(page).getByRole('link', { name: 'New workspace' })).toHaveCount(0);
  await snap(page, 'team-04-guest-home');
  await page.goto('/app/settings?TAB=workspace-general');
  await expect(page.getByRole('tab', { name: 'Account General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Workspace General' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Organisation General' })).toHaveCount(0);
  await snap(page, 'team-05-guest-settings');
  await page.goto('/app/createWorkspace');
  await expect(page.getByText("You don't have permission to create workspace")).toBeVisible();
  await logOut(page);

  // Back as the admin: both invitations are accepted.
  await page.getByLabel('Work e-mail').fill(`ada@${domain}`);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/settings?TAB=org-members');
  await expect(page.getByRole('row', { name: new RegExp(collaboratorEmail) })).toContainText('Active');
  await expect(page.getByRole('row', { name: new RegExp(guestEmail) })).toContainText('Active');
  await snap(page, 'team-06-members-accepted');
});
