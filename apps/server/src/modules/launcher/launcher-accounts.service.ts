import {
  AD_ACCOUNT_MESSAGES,
  LAUNCHER_MESSAGES,
  launcherSettingsSchema,
  PLATFORM_LABELS,
  type AvailableLauncherAccount,
  type LauncherAccount,
  type LauncherProvider,
  type LauncherSettings,
} from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import { ConnectorAuthError, credentialsFor } from '../ad-accounts/index.ts';
import { lockOrganisationRow, workspaceRolesAmong, type WorkspaceAccess } from '../tenancy/index.ts';
import { checkLauncherAccountLimit } from './launcher-limits.service.ts';
import { mayLaunchOn } from './launcher-resources.ts';
import { launcherAccountAccess, launcherAdAccounts, type LauncherAdAccountRow } from './tables.ts';

/** Who is asking: their workspace role decides `canLaunch`. */
export interface LauncherCaller {
  access: WorkspaceAccess;
  userId: string;
}

/** What a new account starts with: paused ads, no identity chosen, every enhancement opted out. */
export const DEFAULT_LAUNCHER_SETTINGS: LauncherSettings = launcherSettingsSchema.parse({
  launchSettings: {},
  defaultAdCopy: null,
  creativeEnhancements: {},
});

async function accessListsOf(db: Executor, accountIds: readonly string[]): Promise<Map<string, string[]>> {
  const lists = new Map<string, string[]>();
  if (accountIds.length === 0) return lists;
  const rows = await db
    .select({ accountId: launcherAccountAccess.launcherAccountId, userId: launcherAccountAccess.userId })
    .from(launcherAccountAccess)
    .where(inArray(launcherAccountAccess.launcherAccountId, [...accountIds]))
    .orderBy(asc(launcherAccountAccess.createdAt));
  for (const row of rows) lists.set(row.accountId, [...(lists.get(row.accountId) ?? []), row.userId]);
  return lists;
}

function toDto(row: LauncherAdAccountRow, userIds: string[], canLaunch: boolean): LauncherAccount {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    provider: row.provider,
    adAccountId: row.externalId,
    name: row.name,
    currency: row.currency,
    timezone_name: row.timezoneName,
    userIds,
    canLaunch,
    needsReconnect: row.needsReconnect,
    onboardedAt: row.onboardedAt.toISOString(),
  };
}

async function toDtos(
  db: Executor,
  rows: readonly LauncherAdAccountRow[],
  caller: LauncherCaller,
): Promise<LauncherAccount[]> {
  const lists = await accessListsOf(
    db,
    rows.map((row) => row.id),
  );
  const who = { role: caller.access.role, userId: caller.userId };
  const isAdmin = caller.access.role === 'admin';
  return rows.map((row) => {
    const userIds = lists.get(row.id) ?? [];
    const canLaunch = isAdmin || (caller.access.role !== 'guest' && userIds.includes(who.userId));
    return toDto(row, userIds, canLaunch);
  });
}

/** The workspace's launcher accounts, by name, each saying whether the caller may launch on it. */
export async function listLauncherAccounts(db: Executor, caller: LauncherCaller): Promise<LauncherAccount[]> {
  const rows = await db
    .select()
    .from(launcherAdAccounts)
    .where(eq(launcherAdAccounts.workspaceId, caller.access.workspaceId))
    .orderBy(asc(launcherAdAccounts.name), asc(launcherAdAccounts.id));
  return toDtos(db, rows, caller);
}

export async function launcherAccountDto(
  db: Executor,
  row: LauncherAdAccountRow,
  caller: LauncherCaller,
): Promise<LauncherAccount> {
  const lists = await accessListsOf(db, [row.id]);
  const canLaunch = await mayLaunchOn(db, row, { role: caller.access.role, userId: caller.userId });
  return toDto(row, lists.get(row.id) ?? [], canLaunch);
}

/** The Meta-platform accounts the workspace's connection can read (the sandbox's without sign-in). */
async function platformAccounts(
  context: AppContext,
  input: { workspaceId: string; provider: LauncherProvider },
) {
  const credentials = await credentialsFor(context, input);
  if (!credentials) throw badRequest(AD_ACCOUNT_MESSAGES.connectFirst(PLATFORM_LABELS[input.provider]));
  try {
    const accounts = await context.adPlatforms[input.provider].listAdAccounts(credentials);
    return accounts.filter((account) => account.platform === 'meta');
  } catch (error) {
    if (error instanceof ConnectorAuthError) throw badRequest(AD_ACCOUNT_MESSAGES.tokenRefused);
    throw error;
  }
}

/** What the connected platform user could onboard into the launcher, each saying whether it already is. */
export async function listAvailableLauncherAccounts(
  context: AppContext,
  input: { access: WorkspaceAccess; provider: LauncherProvider },
): Promise<AvailableLauncherAccount[]> {
  const available = await platformAccounts(context, {
    workspaceId: input.access.workspaceId,
    provider: input.provider,
  });
  const onboarded = await onboardedExternalIds(context.database.db, input.access.workspaceId, input.provider);
  return available.map((account) => ({
    adAccountId: account.externalId,
    name: account.name,
    currency: account.currency,
    timezone_name: account.timezoneName,
    onboarded: onboarded.has(account.externalId),
  }));
}

async function onboardedExternalIds(
  db: Executor,
  workspaceId: string,
  provider: LauncherProvider,
): Promise<Set<string>> {
  const rows = await db
    .select({ externalId: launcherAdAccounts.externalId })
    .from(launcherAdAccounts)
    .where(and(eq(launcherAdAccounts.workspaceId, workspaceId), eq(launcherAdAccounts.provider, provider)));
  return new Set(rows.map((row) => row.externalId));
}

/**
 * Onboards chosen accounts of the platform connection into the launcher: each must be offered by the
 * platform (400 otherwise); the plan's launcher-account count is checked under the organisation's row lock.
 * An account already onboarded in the workspace is kept as it is. Answers the chosen accounts.
 */
export async function onboardLauncherAccounts(
  context: AppContext,
  input: { caller: LauncherCaller; provider: LauncherProvider; accountIds: readonly string[] },
): Promise<LauncherAccount[]> {
  const { access } = input.caller;
  const requested = [...new Set(input.accountIds)];
  const available = await platformAccounts(context, {
    workspaceId: access.workspaceId,
    provider: input.provider,
  });
  const byId = new Map(available.map((account) => [account.externalId, account]));
  const missing = requested.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest(LAUNCHER_MESSAGES.unknownAccount(missing));

  const { db } = context.database;
  await db.transaction(async (tx) => {
    if (!(await lockOrganisationRow(tx, access.orgId))) throw notFound();
    const existing = await onboardedExternalIds(tx, access.workspaceId, input.provider);
    const fresh = requested.filter((id) => !existing.has(id));
    if (fresh.length === 0) return;
    await checkLauncherAccountLimit(tx, {
      orgId: access.orgId,
      adding: fresh.length,
      planLimits: context.planLimits,
    });
    await tx.insert(launcherAdAccounts).values(
      fresh.map((id) => {
        const account = byId.get(id)!;
        return {
          orgId: access.orgId,
          workspaceId: access.workspaceId,
          provider: input.provider,
          externalId: account.externalId,
          name: account.name,
          currency: account.currency,
          timezoneName: account.timezoneName,
          settings: DEFAULT_LAUNCHER_SETTINGS,
          onboardedByUserId: input.caller.userId,
        };
      }),
    );
  });
  const all = await listLauncherAccounts(db, input.caller);
  return all.filter(
    (account) => account.provider === input.provider && requested.includes(account.adAccountId),
  );
}

/** Removes the account from the launcher with its access list, settings, templates and drafts. */
export async function removeLauncherAccount(db: Executor, account: LauncherAdAccountRow): Promise<void> {
  await db.delete(launcherAdAccounts).where(eq(launcherAdAccounts.id, account.id));
}

/**
 * Sets who besides the workspace's admins may launch on the account: each must be a member of the workspace
 * who may open the Ad Launcher and is not a guest (400 naming the first who isn't, nothing changed).
 */
export async function setLauncherAccess(
  db: Executor,
  input: { account: LauncherAdAccountRow; userIds: readonly string[] },
): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  const malformed = userIds.find((id) => !isUuid(id));
  if (malformed !== undefined) throw badRequest(LAUNCHER_MESSAGES.accessNotMember(malformed));
  const roles = await workspaceRolesAmong(db, {
    orgId: input.account.orgId,
    workspaceId: input.account.workspaceId,
    product: 'adlauncher',
    userIds,
  });
  const refused = userIds.find((id) => {
    const role = roles.get(id);
    return role === undefined || role === 'guest';
  });
  if (refused !== undefined) throw badRequest(LAUNCHER_MESSAGES.accessNotMember(refused));
  await db.transaction(async (tx) => {
    await tx
      .delete(launcherAccountAccess)
      .where(eq(launcherAccountAccess.launcherAccountId, input.account.id));
    if (userIds.length === 0) return;
    await tx
      .insert(launcherAccountAccess)
      .values(userIds.map((userId) => ({ launcherAccountId: input.account.id, userId })));
  });
}
