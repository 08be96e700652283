import { expect, test, type Page } from '@playwright/test';
import { uniqueBusinessEmail } from '../support/accounts.ts';
import {
  createOrganisation,
  createWorkspace,
  signUpThroughApi,
  type ApiAccount,
} from '../support/api-tenancy.ts';
import { snap } from '../support/screenshots.ts';
import { expectAccessible } from '../support/accessibility.ts';

/*
 * Every module of the spec exists: each is sold, granted and opens from the sidebar, none says Soon. The
 * server's refusal to sell or grant a coming-soon module, and the sidebar's Soon, are proven in the server's
 * integration tests and the web's unit tests, on a list where one product's module is not released.
 */

async function signInAs(page: Page, account: ApiAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
}

test('every module opens from the sidebar; Ad Templates, Detective and the Ad Launcher are sold and granted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpThroughApi(request, { firstName: 'Rowan', lastName: 'Hale' });
  const org = await createOrganisation(request, admin.token, 'Tidewater Studio');
  const workspace = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Launch team' });
  const headers = { Authorization: `Bearer ${admin.token}` };
  await signInAs(page, admin);

  // The sidebar opens every module, Tools with its hook generator; none says Soon.
  await expect(page.getByRole('link', { name: 'Hook generator', exact: true })).toHaveAttribute(
    'href',
    '/app/tools/hook-generator',
  );
  await expect(page.getByText('Soon', { exact: true })).toHaveCount(0);

  // The Ad Launcher's add-on has its slider, price and purchase; Ad Templates' and Detective's usage count.
  await page.goto('/app/settings?TAB=subscription#ad_launcher');
  const tab = page.getByRole('tab', { name: 'Ad Launcher', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const launcher = page.getByRole('region', { name: 'Ad Launcher' });
  await expect(launcher).not.toContainText('Coming soon');
  await expect(launcher.getByRole('slider')).toHaveCount(1);
  await expect(launcher).toContainText('$99');
  await expect(launcher.getByRole('button', { name: 'Purchase' })).toBeVisible();
  for (const usage of ['Ad templates', 'Detective brands']) {
    await expect(page.getByText(usage, { exact: true }).locator('..')).not.toContainText('Coming soon');
  }
  await expect(page.getByRole('progressbar', { name: 'Ad Launcher ad accounts used' })).toHaveCount(1);
  await expectAccessible(page, 'the Ad Launcher tab of Subscriptions');
  await snap(page, '179-ad-launcher-add-on');

  // The server sells an Ad Templates plan: the checkout starts.
  const bought = await request.post('/api/v1/subscriptions/checkout', {
    headers,
    data: {
      orgId: org._id,
      products: [{ product_code: 'hookline_adtemplates', plan_code: 'basic' }],
      plan_interval: 'monthly',
      countryCode: 'DE',
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  // The invite dialog offers Ad Templates, Detective and the Ad Launcher.
  await page.goto('/app/settings?TAB=org-members');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('Give access to Launch team').check();
  const row = invite.getByRole('row', { name: /Launch team/ });
  for (const module of ['Ad Templates', 'Detective', 'Ad Launcher']) {
    await expect(row.getByRole('checkbox', { name: module, exact: true })).toBeEnabled();
  }
  await expect(row.getByText('Coming soon')).toHaveCount(0);
  await expectAccessible(page, 'the invite dialog');
  await snap(page, '180-invite-modules', { fullPage: false });

  // An invite granting Ad Templates is sent.
  const email = uniqueBusinessEmail('quinn');
  const invited = await request.post(`/api/v1/organisation/${org._id}/members/invite`, {
    headers,
    data: {
      email,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: workspace._id, roleName: 'collaborator', products: ['adtemplates'] }],
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
});
