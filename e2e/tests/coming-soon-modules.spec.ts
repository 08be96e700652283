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
 * A module that doesn't exist yet (Ad Templates) is never sold nor granted: its usage says
 * Coming soon, its checkbox in the invite dialog is disabled and says so, and the
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

test('Ad Templates is coming soon: sold and granted to no one; Detective and the Ad Launcher sell', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpThroughApi(request, { firstName: 'Rowan', lastName: 'Hale' });
  const org = await createOrganisation(request, admin.token, 'Tidewater Studio');
  const workspace = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Launch team' });
  const headers = { Authorization: `Bearer ${admin.token}` };
  await signInAs(page, admin);

  // The sidebar says Soon for Ad Templates, and opens Detective and the Ad Launcher.
  await expect(page.getByRole('button', { name: 'Ad Templates Soon' })).toHaveAttribute(
    'data-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Detective Soon' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ad Launcher Soon' })).toHaveCount(0);

  // The Ad Launcher's add-on has its slider, price and purchase; Ad Templates' usage reads Coming soon,
  // Detective's counts its tracked brands.
  await page.goto('/app/settings?TAB=subscription#ad_launcher');
  const tab = page.getByRole('tab', { name: 'Ad Launcher', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const launcher = page.getByRole('region', { name: 'Ad Launcher' });
  await expect(launcher).not.toContainText('Coming soon');
  await expect(launcher.getByRole('slider')).toHaveCount(1);
  await expect(launcher).toContainText('$99');
  await expect(launcher.getByRole('button', { name: 'Purchase' })).toBeVisible();
  await expect(page.getByText('Ad templates', { exact: true }).locator('..')).toContainText('Coming soon');
  await expect(page.getByText('Detective brands', { exact: true }).locator('..')).not.toContainText(
    'Coming soon',
  );
  await expect(page.getByRole('progressbar', { name: 'Ad Launcher ad accounts used' })).toHaveCount(1);
  await expectAccessible(page, 'the Ad Launcher tab of Subscriptions');
  await snap(page, '179-ad-launcher-add-on');

  // The server sells no Ad Templates plan, and keeps nothing of the attempt.
  const bought = await request.post('/api/v1/subscriptions/checkout', {
    headers,
    data: {
      orgId: org._id,
      products: [{ product_code: 'hookline_adtemplates', plan_code: 'basic' }],
      plan_interval: 'monthly',
      countryCode: 'DE',
    },
  });
  expect(bought.status()).toBe(400);
  expect(await bought.json()).toMatchObject({
    message: "Ad Templates is coming soon and can't be bought yet",
  });
  const active = await request.get(`/api/v1/subscriptions/active?orgId=${org._id}`, { headers });
  expect((await active.json()) as { activeSubscriptions: unknown[] }).toMatchObject({
    activeSubscriptions: [],
  });

  // The invite dialog: Ad Templates' checkbox is disabled and says Coming soon; Detective's is offered.
  await page.goto('/app/settings?TAB=org-members');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('Give access to Launch team').check();
  const row = invite.getByRole('row', { name: /Launch team/ });
  const templates = row.getByRole('checkbox', { name: /^Ad Templates\s*· Coming soon$/ });
  await expect(templates).toBeDisabled();
  await expect(templates).not.toBeChecked();
  await expect(row.getByText('Ad Templates · Coming soon')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Detective', exact: true })).toBeEnabled();
  await expect(row.getByRole('checkbox', { name: 'Ad Launcher', exact: true })).toBeEnabled();
  await expectAccessible(page, 'the invite dialog');
  await snap(page, '180-invite-coming-soon-modules', { fullPage: false });

  // Sent anyway, the grant is refused and no one is invited.
  const email = uniqueBusinessEmail('quinn');
  const invited = await request.post(`/api/v1/organisation/${org._id}/members/invite`, {
    headers,
    data: {
      email,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: workspace._id, roleName: 'collaborator', products: ['adtemplates'] }],
    },
  });
  expect(invited.status()).toBe(400);
  expect(await invited.json()).toMatchObject({
    message: "Ad Templates is coming soon and can't be granted yet",
  });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Member invited successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
});
