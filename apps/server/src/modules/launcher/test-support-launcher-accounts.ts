import { randomUUID } from 'node:crypto';
import type { OrganisationRow } from '../tenancy/organisations/tables.ts';
import type { WorkspaceRow } from '../tenancy/workspaces/tables.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DEFAULT_LAUNCHER_SETTINGS } from './launcher-accounts.service.ts';
import { launcherAccountAccess, launcherAdAccounts, type LauncherAdAccountRow } from './tables.ts';

/** A sandbox launcher account written straight to the database, with `launchers` given the launch right. */
export async function insertLauncherAccount(
  t: TestApp,
  input: {
    org: Pick<OrganisationRow, 'id'>;
    workspace: Pick<WorkspaceRow, 'id'>;
    launchers?: readonly string[];
  },
): Promise<LauncherAdAccountRow> {
  const { db } = t.context.database;
  const [account] = await db
    .insert(launcherAdAccounts)
    .values({
      orgId: input.org.id,
      workspaceId: input.workspace.id,
      provider: 'sandbox',
      externalId: `sbx_test_${randomUUID().slice(0, 8)}`,
      name: 'Sandbox launcher account',
      currency: 'USD',
      timezoneName: 'America/Los_Angeles',
      settings: DEFAULT_LAUNCHER_SETTINGS,
    })
    .returning();
  if (!account) throw new Error('insert into launcher_ad_accounts returned nothing');
  if (input.launchers?.length) {
    await db
      .insert(launcherAccountAccess)
      .values(input.launchers.map((userId) => ({ launcherAccountId: account.id, userId })));
  }
  return account;
}
