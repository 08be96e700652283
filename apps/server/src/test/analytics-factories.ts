import { DEFAULT_AD_ACCOUNT_SETTINGS, type AdAccountProvider, type AdPlatform } from '@hookline/domain';
import { randomUUID } from 'node:crypto';
import type { OrganisationRow } from '../modules/tenancy/organisations/tables.ts';
import type { WorkspaceRow } from '../modules/tenancy/workspaces/tables.ts';
import { adAccounts, ads, type AdAccountRow, type AdRow } from '../modules/ad-accounts/tables.ts';
import type { TestApp } from './test-app.ts';

/**
 * An onboarded ad account written straight to the database (no sync, no insights): the sandbox's unless
 * `provider` says otherwise, with a made-up platform id unless `externalId` is given.
 */
export async function insertAdAccount(
  t: TestApp,
  input: {
    org: Pick<OrganisationRow, 'id'>;
    workspace: Pick<WorkspaceRow, 'id'>;
    platform?: AdPlatform;
    provider?: AdAccountProvider;
    externalId?: string;
    name?: string;
  },
): Promise<AdAccountRow> {
  const platform = input.platform ?? 'meta';
  const [account] = await t.context.database.db
    .insert(adAccounts)
    .values({
      orgId: input.org.id,
      workspaceId: input.workspace.id,
      provider: input.provider ?? 'sandbox',
      platform,
      externalId: input.externalId ?? `test_${platform}_${randomUUID().slice(0, 8)}`,
      name: input.name ?? `Test ${platform} account`,
      currency: 'USD',
      timezoneId: 1,
      timezoneName: 'America/Los_Angeles',
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
      syncStatus: 'synced',
    })
    .returning();
  if (!account) throw new Error('insert into ad_accounts returned nothing');
  return account;
}

/** Ads of an account, with only the fields a test names; the rest take plain defaults. */
export async function insertAds(
  t: TestApp,
  account: AdAccountRow,
  items: Array<Partial<Omit<AdRow, 'id' | 'orgId' | 'adAccountId'>>>,
): Promise<AdRow[]> {
  if (items.length === 0) return [];
  return t.context.database.db
    .insert(ads)
    .values(
      items.map((item, index) => ({
        orgId: account.orgId,
        adAccountId: account.id,
        externalId: item.externalId ?? `ad_${index}_${randomUUID().slice(0, 6)}`,
        name: item.name ?? `Ad ${index + 1}`,
        status: item.status ?? 'ACTIVE',
        creativeType: item.creativeType ?? 'image',
        ...item,
      })),
    )
    .returning();
}
