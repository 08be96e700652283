import { expect, test, type Page } from '@playwright/test';
import {
  createOrganisation,
  createWorkspace,
  signUpThroughApi,
  type ApiAccount,
} from '../support/api-tenancy.ts';
import { labelInNameViolations } from '../support/label-in-name.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { expectAccessible } from '../support/accessibility.ts';

const WIDTHS = [821, 1280, 2560] as const;
/** The domain's `NAME_REQUIRED`, as the dialog says it. */
const NAME_REQUIRED = 'Give the key a name';

async function signInAs(page: Page, account: ApiAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
}

/** WCAG 2.1 AA and 2.5.3 (label in name) on the page, or only its open dialog: the page under the overlay is dimmed on purpose. */
async function expectAccessibleWithLabels(
  page: Page,
  what: string,
  options: { dialog?: boolean } = {},
): Promise<void> {
  await expectAccessible(page, what, options.dialog ? '[role="dialog"]' : undefined);
  expect(await labelInNameViolations(page), what).toEqual([]);
}

test('an admin makes an API key, sees it once, watches its calls and revokes it, at every width', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signUpThroughApi(request, { firstName: 'Robin', lastName: 'Okafor' });
  const org = await createOrganisation(request, admin.token, 'Keystone Media');
  const workspace = await createWorkspace(request, admin.token, { orgId: org._id, name: 'Launch desk' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin);

  // Empty: what keys are for, where MCP clients connect, and the button to make one.
  await page.goto('/app/settings?TAB=org-api-keys');
  await expect(page.getByRole('tab', { name: 'Organisation API keys' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByText(new URL('/mcp', page.url()).href)).toBeVisible();
  await expectAccessibleWithLabels(page, 'the empty list');
  await snap(page, 'api-keys-empty-1280');

  // The dialog: the domain's words for a missing name, then a read key for every workspace.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('button', { name: 'Create API key' }).click();
  await expect(create.getByText(NAME_REQUIRED)).toBeVisible();
  await expectAccessibleWithLabels(page, 'the create dialog', { dialog: true });
  await snap(page, 'api-keys-create-1280');
  await create.getByRole('textbox', { name: 'Name' }).fill('Nightly report');
  await expect(create.getByRole('radio', { name: /^Read\b/ }).first()).toBeChecked();
  await expect(create.getByRole('radio', { name: /All workspaces/ })).toBeChecked();
  await create.getByRole('button', { name: 'Create API key' }).click();

  // Shown once: read-only, copied to the clipboard, with the warning.
  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  const field = shown.getByRole('textbox', { name: 'API key' });
  await expect(field).toHaveValue(/^hkl_/);
  await expect(field).not.toBeEditable();
  const key = await field.inputValue();
  await expect(shown.getByText(/won’t be shown again/)).toBeVisible();
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessibleWithLabels(page, 'the new key', { dialog: true });
  await snap(page, 'api-keys-secret-1280');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // Listed by its prefix, never its secret.
  const row = page.getByRole('row', { name: /Nightly report/ });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('Read');
  await expect(row).toContainText('All workspaces');
  await expect(row).toContainText('Never');
  expect(await page.content()).not.toContain(key);

  // The key works against the public API, and its call shows in the key's calls.
  const detective = `/api/v1/detective?workspaceId=${workspace._id}`;
  const bearer = { Authorization: `Bearer ${key}` };
  expect((await request.get(detective, { headers: bearer })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /Nightly report/ })).not.toContainText('Never');
  await page.getByRole('button', { name: 'Calls of Nightly report' }).click();
  const calls = page.getByRole('dialog', { name: 'Calls made with Nightly report' });
  const call = calls.getByRole('row', { name: /\/api\/v1\/detective/ });
  await expect(call).toHaveCount(1);
  await expect(call).toContainText('GET');
  await expect(call).toContainText('200');
  await expect(call).toContainText(/\d+ ms/);
  await expectAccessibleWithLabels(page, 'the calls drawer', { dialog: true });
  await snap(page, 'api-keys-calls-1280');
  await page.keyboard.press('Escape');
  await expect(calls).toBeHidden();

  // Every width: the list fits, meets WCAG 2.1 AA, and so do the dialog and the drawer.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('row', { name: /Nightly report/ })).toBeVisible();
    await expectLayoutFits(page, `the API keys at ${width}px`);
    await expectAccessibleWithLabels(page, `the API keys at ${width}px`);
    await snap(page, `api-keys-list-${width}`);
    await page.getByRole('button', { name: 'Calls of Nightly report' }).click();
    await expect(calls.getByRole('row', { name: /\/api\/v1\/detective/ })).toBeVisible();
    await expectLayoutFits(page, `the calls drawer at ${width}px`);
    await snap(page, `api-keys-calls-${width}`);
    await page.keyboard.press('Escape');
    await expect(calls).toBeHidden();
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expect(create).toBeVisible();
    await create.getByRole('radio', { name: /Only these workspaces/ }).check();
    await expect(create.getByRole('combobox', { name: 'Workspaces the key may use' })).toBeVisible();
    await expectLayoutFits(page, `the create dialog at ${width}px`);
    await snap(page, `api-keys-create-${width}`);
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Revoked after a confirm: the row goes, a toast says so, and the key is refused at once.
  await page.getByRole('button', { name: 'Revoke Nightly report' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText('Nightly report');
  await expectAccessibleWithLabels(page, 'the revoke confirm', { dialog: true });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key “Nightly report” revoked')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nightly report/ })).toHaveCount(0);
  await expect(page.getByText('No API keys yet')).toBeVisible();
  expect((await request.get(detective, { headers: bearer })).status()).toBe(401);
});
