import {
  AD_ACCOUNT_MESSAGES,
  DEFAULT_AD_ACCOUNT_SETTINGS,
  type AdAccount,
  type AdAccountProvider,
  type AdAccountSettings,
  type AvailableAdAccount,
} from '@hookline/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { lockOrganisationRow } from '../tenancy/index.ts';
import { toAdAccountDto } from './ad-account-dto.ts';
import { checkOnboardingLimits, recordOnboardings } from './ad-account-limits.service.ts';
import { connectPlatform, requireCredentials } from './ad-platform-connections.service.ts';
import { adAccountSyncJob } from './ad-sync.job.ts';
import { ConnectorAuthError, type PlatformAdAccount } from './connectors/connector.ts';
import { deleteAccountInsights } from './insight-store.ts';
import { adAccounts, adPlatformConnections, type AdAccountRow } from './tables.ts';

async function platformAccounts(
  context: AppContext,
  input: { workspaceId: string; provider: AdAccountProvider },
): Promise<PlatformAdAccount[]> {
  const credentials = await requireCredentials(context, input);
  try {
    return await context.adPlatforms[input.provider].listAdAccounts(credentials);
  } catch (error) {
    if (error instanceof ConnectorAuthError) throw badRequest(AD_ACCOUNT_MESSAGES.tokenRefused);
    throw error;
  }
}

/** The accounts the workspace's platform connection can read, each saying whether it is onboarded here. */
export async function listAvailableAdAccounts(
  context: AppContext,
  input: { access: WorkspaceAccess; provider: AdAccountProvider },
): Promise<AvailableAdAccount[]> {
  const available = await platformAccounts(context, {
    workspaceId: input.access.workspaceId,
    provider: input.provider,
  });
  const onboarded = await context.database.db
    .select({ externalId: adAccounts.externalId })
    .from(adAccounts)
    .where(
      and(eq(adAccounts.workspaceId, input.access.workspaceId), eq(adAccounts.provider, input.provider)),
    );
  const onboardedIds = new Set(onboarded.map((row) => row.externalId));
  return available.map((account) => ({
    adAccountId: account.externalId,
    name: account.name,
    platform: account.platform,
    currency: account.currency,
    timezone_id: account.timezoneId,
    timezone_name: account.timezoneName,
    onboarded: onboardedIds.has(account.externalId),
  }));
}

/** The accounts `where` picks, by name, each with when its workspace's token for its platform expires. */
async function presentAccounts(db: Executor, where: SQL): Promise<AdAccount[]> {
  const rows = await db
    .select({ account: adAccounts, tokenExpiresAt: adPlatformConnections.expiresAt })
    .from(adAccounts)
    .leftJoin(
      adPlatformConnections,
      and(
        eq(adPlatformConnections.workspaceId, adAccounts.workspaceId),
        eq(adPlatformConnections.provider, adAccounts.provider),
      ),
    )
    .where(where)
    .orderBy(asc(adAccounts.name));
  return rows.map((row) => toAdAccountDto(row.account, row.tokenExpiresAt));
}

export async function listAdAccounts(context: AppContext, access: WorkspaceAccess): Promise<AdAccount[]> {
  return presentAccounts(context.database.db, eq(adAccounts.workspaceId, access.workspaceId));
}

export async function startSync(context: AppContext, adAccountId: string, full = false): Promise<void> {
  await context.database.db
    .update(adAccounts)
    .set({ syncStatus: 'pending' })
    .where(eq(adAccounts.id, adAccountId));
  try {
    await dispatchJob(context, adAccountSyncJob, { adAccountId, full });
  } catch (error) {
    // Without a queue the sync ran here; its failure is already recorded on the account.
    context.log.warn({ err: error, adAccountId }, 'ad account sync did not finish');
  }
}

/** One account as the API shows it, read afresh. */
export async function getAdAccount(context: AppContext, adAccountId: string): Promise<AdAccount> {
  const [account] = await presentAccounts(context.database.db, eq(adAccounts.id, adAccountId));
  if (!account) throw notFound();
  return account;
}

/**
 * Onboards chosen accounts of the workspace's platform connection: checks each is offered by the
 * platform and the plan's limits, writes them in one transaction, then starts their first syncs.
 * Accounts already onboarded in the workspace are kept as they are.
 */
export async function onboardAdAccounts(
  context: AppContext,
  input: {
    access: WorkspaceAccess;
    userId: string;
    provider: AdAccountProvider;
    accountIds: readonly string[];
  },
): Promise<AdAccount[]> {
  const { access, provider } = input;
  const requested = [...new Set(input.accountIds)];
  const available = await platformAccounts(context, { workspaceId: access.workspaceId, provider });
  const byId = new Map(available.map((account) => [account.externalId, account]));
  const missing = requested.find((id) => !byId.has(id));
  if (missing) throw badRequest(AD_ACCOUNT_MESSAGES.notAvailable(missing));

  const { db } = context.database;
  const created = await db.transaction(async (tx) => {
    const organisation = await lockOrganisationRow(tx, access.orgId);
    if (!organisation) throw notFound();
    const existing = await tx
      .select({ externalId: adAccounts.externalId })
      .from(adAccounts)
      .where(and(eq(adAccounts.workspaceId, access.workspaceId), eq(adAccounts.provider, provider)));
    const existingIds = new Set(existing.map((row) => row.externalId));
    const fresh = requested.filter((id) => !existingIds.has(id));
    if (fresh.length === 0) return [] as AdAccountRow[];
    await checkOnboardingLimits(tx, {
      organisation,
      provider,
      externalIds: fresh,
      planLimits: context.planLimits,
    });
    await recordOnboardings(tx, { orgId: access.orgId, provider, externalIds: fresh });
    return tx
      .insert(adAccounts)
      .values(
        fresh.map((id) => {
          const account = byId.get(id)!;
          return {
            orgId: access.orgId,
            workspaceId: access.workspaceId,
            provider,
            platform: account.platform,
            externalId: account.externalId,
            name: account.name,
            currency: account.currency,
            timezoneId: account.timezoneId,
            timezoneName: account.timezoneName,
            settings: DEFAULT_AD_ACCOUNT_SETTINGS,
            onboardedByUserId: input.userId,
          };
        }),
      )
      .returning();
  });
  for (const account of created) await startSync(context, account.id, true);
  const all = await listAdAccounts(context, access);
  return all.filter((account) => account.provider === provider && requested.includes(account.adAccountId));
}

export async function syncNow(context: AppContext, account: AdAccountRow): Promise<AdAccount> {
  await startSync(context, account.id);
  return getAdAccount(context, account.id);
}

/**
 * Reconnects an account whose platform refused its credentials: a new token (for Meta and TikTok)
 * replaces the workspace's connection, then a sync runs.
 */
export async function reconnectAdAccount(
  context: AppContext,
  input: { access: WorkspaceAccess; account: AdAccountRow; accessToken: string | undefined },
): Promise<AdAccount> {
  const { account } = input;
  if (input.accessToken || account.provider === 'sandbox') {
    await connectPlatform(context, {
      access: input.access,
      provider: account.provider,
      accessToken: input.accessToken,
    });
  } else {
    await requireCredentials(context, {
      workspaceId: account.workspaceId,
      provider: account.provider,
    });
  }
  await resumeReconnectedAccount(context, account.id);
  return getAdAccount(context, account.id);
}

/** Once the workspace's token is renewed: the account no longer needs reconnecting, and syncs again. */
export async function resumeReconnectedAccount(context: AppContext, adAccountId: string): Promise<void> {
  await context.database.db
    .update(adAccounts)
    .set({ needsReconnect: false, syncError: null })
    .where(eq(adAccounts.id, adAccountId));
  await startSync(context, adAccountId);
}

/** Changes the attribution windows; the stored conversions were counted with the old ones, so all is read again. */
export async function updateAdAccountSettings(
  context: AppContext,
  input: { account: AdAccountRow; settings: AdAccountSettings },
): Promise<AdAccount> {
  const changed =
    input.settings.clickAttributionWindow !== input.account.settings.clickAttributionWindow ||
    input.settings.viewAttributionWindow !== input.account.settings.viewAttributionWindow;
  await context.database.db
    .update(adAccounts)
    .set({ settings: input.settings })
    .where(eq(adAccounts.id, input.account.id));
  if (changed) await startSync(context, input.account.id, true);
  return getAdAccount(context, input.account.id);
}

/** Removes the account with its ads, insights, folders, reports and snapshots. */
export async function disconnectAdAccount(context: AppContext, account: AdAccountRow): Promise<void> {
  await context.database.db.transaction(async (tx) => {
    await deleteAccountInsights(tx, account.id);
    await tx.delete(adAccounts).where(eq(adAccounts.id, account.id));
  });
}
