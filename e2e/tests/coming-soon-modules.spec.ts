import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueBusinessEmail } from '../support/accounts.ts';
import {
  createOrganisation,
  createWorkspace,
  signUpThroughApi,
  type ApiAccount,
} from '../support/api-tenancy.ts';
import { snap } from '../support/screenshots.ts';

/*
 * A module that doesn't exist yet (Detective, Ad Templates, Ad Launcher) is never sold nor granted: its add-on
 * says Coming soon with nothing to buy, its checkbox in the invite dialog is disabled and says so, and the
 * server refuses both in the product's words.
 */

async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe-core on ${what}`).toEqual([]);
}

async function signInAs(page: Page, account: ApiAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
}

test('the Ad Launcher is coming soon: its add-on sells nothing and the invite dialog grants it to no one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpThroughApi(request, { firstName: 'Rowan', lastName: 'Hale' });
  const org = await createOrganisation(request, admin.token, 'Tidewater Studio');
  const workspace = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Launch team' });
  const headers = { Authorization: `Bearer ${admin.token}` };
  await signInAs(page, admin);

  // The sidebar and the Subscriptions tab say the same: Soon, and Coming soon with nothing to buy.
  await expect(page.getByRole('button', { name: 'Ad Launcher Soon' })).toHaveAttribute(
    'data-disabled',
    'true',
  );
  await page.goto('/app/settings?TAB=subscription#ad_launcher');
  const tab = page.getByRole('tab', { name: /^Ad Launcher\s*Coming soon$/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const launcher = page.getByRole('region', { name: 'Ad Launcher' });
  await expect(launcher).toContainText('Coming soon');
  await expect(launcher.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  await expect(launcher.getByRole('button')).toHaveCount(0);
  await expect(launcher.getByRole('slider')).toHaveCount(0);
  await expect(launcher).not.toContainText('$99');
  await expect(page.getByText('Ad Launcher ad accounts', { exact: true }).locator('..')).toContainText(
    'Coming soon',
  );
  await expect(page.getByRole('progressbar', { name: 'Ad Launcher ad accounts used' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Analytics ad accounts used' })).toHaveCount(1);
  await expectAccessible(page, 'the Ad Launcher tab of Subscriptions');
  await snap(page, '179-ad-launcher-coming-soon');

  // The server sells it to no one either, and keeps nothing of the attempt.
  const bought = await request.put('/api/v1/subscriptions/add-on', {
    headers,
    data: { orgId: org._id, adlauncher_ad_account_count: 5 },
  });
  expect(bought.status()).toBe(400);
  expect(await bought.json()).toMatchObject({
    message: "Ad Launcher is coming soon and can't be bought yet",
  });
  const active = await request.get(`/api/v1/subscriptions/active?orgId=${org._id}`, { headers });
  expect((await active.json()) as { activeSubscriptions: unknown[] }).toMatchObject({
    activeSubscriptions: [],
  });

  // The invite dialog: its checkbox is disabled and says Coming soon in its label.
  await page.goto('/app/settings?TAB=org-members');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('Give access to Launch team').check();
  const row = invite.getByRole('row', { name: /Launch team/ });
  const adLauncher = row.getByRole('checkbox', { name: /^Ad Launcher\s*· Coming soon$/ });
  await expect(adLauncher).toBeDisabled();
  await expect(adLauncher).not.toBeChecked();
  await expect(row.getByText('Ad Launcher · Coming soon')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Analytics', exact: true })).toBeEnabled();
  await expectAccessible(page, 'the invite dialog');
  await snap(page, '180-invite-coming-soon-modules', { fullPage: false });

  // Sent anyway, the grant is refused and no one is invited.
  const email = uniqueBusinessEmail('quinn');
  const invited = await request.post(`/api/v1/organisation/${org._id}/members/invite`, {
    headers,
    data: {
      email,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: workspace._id, roleName: 'collaborator', products: ['adlauncher'] }],
    },
  });
  expect(invited.status()).toBe(400);
  expect(await invited.json()).toMatchObject({
    message: "Ad Launcher is coming soon and can't be granted yet",
  });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Member invited successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
});
