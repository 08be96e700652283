import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApiAsUser } from '../support/api-as-user.ts';
import { buyPlanThroughOfflineCheckout } from '../support/api-billing.ts';
import { inviteLinkFromOutbox } from '../support/invite-link.ts';
import { logOut, signUpNewAccount, uniqueCompanyDomain } from '../support/new-account.ts';
import { snap } from '../support/screenshots.ts';

interface OrganisationSummary {
  _id: string;
  name: string;
}
interface WorkspaceSummary {
  _id: string;
  name: string;
}

const FOREST_THEME = { primaryBg: '#10291f', primaryCta: '#2f9e44', secondaryBg: '#ebfbee' };

function workspaceNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Workspaces' });
}

function workspaceButton(page: Page, name: string): Locator {
  return workspaceNav(page).getByRole('button', { name, exact: true });
}

async function expectActiveWorkspace(page: Page, name: string): Promise<void> {
  await expect(workspaceButton(page, name)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`You are working in ${name} at`)).toBeVisible();
}

/** The wizard's two steps, from the company name to the app with its first workspace. */
async function completeWizard(page: Page, company: string, workspace: string): Promise<void> {
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first workspace' })).toBeVisible();
  await page.getByLabel('Workspace name').fill(workspace);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(workspaceButton(page, workspace)).toHaveAttribute('aria-current', 'true');
}

async function createWorkspaceFromSidebar(page: Page, name: string): Promise<void> {
  await workspaceNav(page).getByRole('link', { name: 'New workspace' }).click();
  await expect(page).toHaveURL(/\/app\/createWorkspace$/);
  await page.getByLabel('Workspace name').fill(name);
  await page.getByRole('button', { name: 'Create workspace' }).click();
}

async function signInWith(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
}

async function openOrgSwitcher(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Switch organisation' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function activeOrganisation(page: Page, name: string): Promise<OrganisationSummary> {
  const { body } = await callApiAsUser<{ data: OrganisationSummary[] }>(page, {
    method: 'GET',
    path: 'organisation',
  });
  const org = body.data.find((item) => item.name === name);
  if (!org) throw new Error(`No organisation named ${name}`);
  return org;
}

async function workspacesOf(page: Page, orgId: string): Promise<WorkspaceSummary[]> {
  const { body } = await callApiAsUser<{ data: WorkspaceSummary[] }>(page, {
    method: 'GET',
    path: `workspace?orgId=${orgId}`,
  });
  return body.data;
}

test('a new user sets up an organisation and workspaces, then switches workspaces and organisations', async ({
  page,
}) => {
  const domain = uniqueCompanyDomain('northwind');
  await signUpNewAccount(page, { fullName: 'Jordan Rivers', email: `jordan@${domain}` });

  // No organisation yet: the wizard, step 1.
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Hookline, Jordan' })).toBeVisible();
  await snap(page, 'org-01-wizard-company');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid company name')).toBeVisible();
  await snap(page, 'org-02-wizard-company-error');

  await page.getByLabel('Company name').fill('Northwind Studio');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Organisation created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your first workspace' })).toBeVisible();
  await snap(page, 'org-03-wizard-workspace');

  await page.getByLabel('Workspace name').fill('Spring campaign');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Workspace created successfully')).toBeVisible();
  await expectActiveWorkspace(page, 'Spring campaign');
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Northwind Studio');
  await snap(page, 'org-04-home-first-workspace');

  // A second workspace becomes the active one.
  await createWorkspaceFromSidebar(page, 'Brand refresh');
  await expect(page).toHaveURL(/\/app$/);
  await expectActiveWorkspace(page, 'Brand refresh');

  // Switching is remembered across a reload.
  await workspaceButton(page, 'Spring campaign').click();
  await expectActiveWorkspace(page, 'Spring campaign');
  await page.reload();
  await expectActiveWorkspace(page, 'Spring campaign');

  // Workspaces are listed by name; pinning moves one to the top.
  const above = async (upper: string, lower: string) => {
    const first = await workspaceButton(page, upper).boundingBox();
    const second = await workspaceButton(page, lower).boundingBox();
    return first !== null && second !== null && first.y < second.y;
  };
  expect(await above('Brand refresh', 'Spring campaign')).toBe(true);
  await workspaceButton(page, 'Spring campaign').hover();
  await workspaceNav(page).getByRole('button', { name: 'Pin Spring campaign' }).click();
  await expect(workspaceNav(page).getByRole('button', { name: 'Unpin Spring campaign' })).toBeVisible();
  await expect.poll(() => above('Spring campaign', 'Brand refresh')).toBe(true);
  await expectActiveWorkspace(page, 'Spring campaign');
  await snap(page, 'org-05-sidebar-workspaces');

  // The collapsed sidebar shows avatars named by tooltips.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await workspaceButton(page, 'Brand refresh').hover();
  await expect(page.getByRole('tooltip', { name: 'Brand refresh' })).toBeVisible();
  await snap(page, 'org-06-sidebar-collapsed');
  await workspaceButton(page, 'Brand refresh').click();
  await expect(workspaceButton(page, 'Brand refresh')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();

  // The organisation switcher: the role in each, and 'Create organisation' for this user.
  let menu = await openOrgSwitcher(page);
  await expect(menu.getByRole('menuitem', { name: /Northwind Studio/ })).toContainText('Admin');
  await expect(menu.getByRole('menuitem', { name: 'Create organisation' })).toBeEnabled();
  await snap(page, 'org-07-org-switcher');
  await menu.getByRole('menuitem', { name: 'Create organisation' }).click();
  await expect(page).toHaveURL(/\/app\/org\/create$/);
  await expect(page.getByRole('heading', { name: 'Create an organisation' })).toBeVisible();
  await snap(page, 'org-08-create-organisation');

  await page.getByLabel('Company name').fill('Contoso Foods');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  // A new organisation has no workspace yet: home asks for its first one.
  await expect(page).toHaveURL(/\/app\/createWorkspace$/);
  await expect(page.getByRole('heading', { name: 'Create your first workspace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Contoso Foods');
  await expect(workspaceButton(page, 'Spring campaign')).toHaveCount(0);
  await snap(page, 'org-09-create-first-workspace-of-new-org');

  // Back to the first organisation: its workspaces return, the first of them (the pinned one) active.
  menu = await openOrgSwitcher(page);
  await menu.getByRole('menuitem', { name: /Northwind Studio/ }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Northwind Studio');
  await expectActiveWorkspace(page, 'Spring campaign');
  await expect(workspaceButton(page, 'Brand refresh')).toBeVisible();

  await page.goto('/app/partner/org/create');
  await expect(page.getByRole('heading', { name: 'Create an organisation for a client' })).toBeVisible();
  await snap(page, 'org-10-partner-create-organisation');
});

test('a team: the plan limit, the theme, a guest without permission, a colleague joining and an invited account', async ({
  page,
}) => {
  // Four people sign up or in one after another: a long walk, like the other team flows.
  test.setTimeout(180_000);
  const domain = uniqueCompanyDomain('harbor');
  await signUpNewAccount(page, { fullName: 'Morgan Hale', email: `morgan@${domain}` });
  await completeWizard(page, 'Harbor Creative', 'Launches');
  await createWorkspaceFromSidebar(page, 'Social');
  await expectActiveWorkspace(page, 'Social');

  // The free plan holds two workspaces: the third opens the limit dialog, not a toast.
  await createWorkspaceFromSidebar(page, 'Third');
  const dialog = page.getByRole('dialog', { name: 'You have reached the limit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
    'href',
    '/app/settings?TAB=subscription',
  );
  await snap(page, 'org-11-workspace-limit-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The organisation's theme restyles the app (the settings screen sets it; here the API does). A theme needs
  // a plan with custom branding: Basic, bought through the offline provider's checkout.
  const org = await activeOrganisation(page, 'Harbor Creative');
  const token = await page.evaluate(() => localStorage.getItem('hookline.token') ?? '');
  await buyPlanThroughOfflineCheckout(page.request, token, { orgId: org._id, plan: 'basic' });
  const themed = await callApiAsUser(page, {
    method: 'PUT',
    path: `organisation/${org._id}`,
    body: { theme_settings: FOREST_THEME, allowUsersToJoin: true },
  });
  expect(themed.status).toBe(200);
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();
  await expect(page.locator('.mantine-AppShell-navbar')).toHaveCSS('background-color', 'rgb(16, 41, 31)');
  await expect(workspaceNav(page).getByRole('link', { name: 'New workspace' })).toBeVisible();
  await snap(page, 'org-12-themed-forest');

  // A guest of one workspace may not create workspaces.
  const [launches] = (await workspacesOf(page, org._id)).filter((item) => item.name === 'Launches');
  if (!launches) throw new Error('Launches is missing');
  const guestEmail = `casey@${domain}`;
  const invited = await callApiAsUser(page, {
    method: 'POST',
    path: `organisation/${org._id}/members/invite`,
    body: {
      email: guestEmail,
      orgRole: 'org_guest',
      workspaces: [{ workspaceId: launches._id, roleName: 'guest', products: ['inspiration', 'drive'] }],
    },
  });
  expect(invited.status).toBe(200);

  const existingEmail = `sam@${domain}`;
  await logOut(page);

  // Someone with an account of their own, invited later.
  await signUpNewAccount(page, { fullName: 'Sam Okafor', email: existingEmail });
  await expect(page.getByText('Your team is already on Hookline')).toBeVisible();
  await snap(page, 'org-13-wizard-joinable');
  await completeWizard(page, 'Okafor Films', 'Showreel');
  await logOut(page);

  await page.goto(await inviteLinkFromOutbox(guestEmail));
  await expect(page.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await page.getByLabel('Full name').fill('Casey Stone');
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectActiveWorkspace(page, 'Launches');
  await expect(workspaceNav(page).getByRole('link', { name: 'New workspace' })).toHaveCount(0);
  await page.goto('/app/createWorkspace');
  await expect(
    page.getByRole('heading', { name: "You don't have permission to create workspace" }),
  ).toBeVisible();
  await expect(page.getByText('Please contact your organisation admin to get access.')).toBeVisible();
  await snap(page, 'org-14-no-permission-to-create-workspace');
  await page.getByRole('link', { name: 'Back to workspace' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await logOut(page);

  // A colleague of the same e-mail domain joins from the wizard. The organisation has workspaces, none of
  // them given to the newcomer yet: they are asked to contact an admin, not to start a workspace of their own.
  await signUpNewAccount(page, { fullName: 'Riley Moss', email: `riley@${domain}` });
  await expect(page).toHaveURL(/\/app\/org\/wizard$/);
  await page.getByRole('button', { name: 'Join Harbor Creative' }).click();
  await expect(page.getByText('You joined the organisation')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: "You don't have access to any workspaces" })).toBeVisible();
  await expect(page.getByText('Please contact your organisation admin to get access.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your first workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Harbor Creative');
  await snap(page, 'org-15-joined-by-domain');
  await logOut(page);

  // The invited account signs in through the invitation link and lands in the inviting organisation.
  // Sign-in returns to the page the last session left (here Riley's home).
  await signInWith(page, `morgan@${domain}`);
  const invitedExisting = await callApiAsUser(page, {
    method: 'POST',
    path: `organisation/${org._id}/members/invite`,
    body: {
      email: existingEmail,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: launches._id, roleName: 'collaborator', products: ['inspiration'] }],
    },
  });
  expect(invitedExisting.status).toBe(200);
  await logOut(page);

  const loginLink = await inviteLinkFromOutbox(existingEmail);
  expect(loginLink).toMatch(/^\/login\?inviteId=/);
  await page.goto(loginLink);
  await expect(page.getByText('Sign in to accept your invitation.')).toBeVisible();
  await page.getByLabel('Work e-mail').fill(existingEmail);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invitation accepted')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toContainText('Harbor Creative');
  await expectActiveWorkspace(page, 'Launches');
  const menu = await openOrgSwitcher(page);
  await expect(menu.getByRole('menuitem', { name: /Okafor Films/ })).toContainText('Admin');
  await expect(menu.getByRole('menuitem', { name: /Harbor Creative/ })).toContainText('User');
  await snap(page, 'org-16-invitation-accepted');
  await page.keyboard.press('Escape');
  await logOut(page);

  // Once the guest's only workspace is deleted, they have no access to any workspace.
  await signInWith(page, `morgan@${domain}`);
  const removed = await callApiAsUser(page, { method: 'DELETE', path: `workspace/${launches._id}` });
  expect(removed.status).toBe(200);
  await logOut(page);
  await signInWith(page, guestEmail);
  await expect(page.getByRole('heading', { name: "You don't have access to any workspaces" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to workspace' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an organisation' })).toBeVisible();
  await snap(page, 'org-17-no-access-to-any-workspace');
});
