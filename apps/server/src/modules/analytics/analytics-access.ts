import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { guardWorkspace, type WorkspaceAccess } from '../../platform/http/tenancy-guard.ts';
import { adAccounts, type AdAccountRow } from './tables.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reading (`view`) or changing (`manage`) analytics; guests may do neither (spec section 6). */
export type AnalyticsIntent = 'view' | 'manage';

/** The caller's access to a workspace's Analytics: the workspace guard with the analytics product. */
export function guardAnalytics(
  db: Executor,
  input: { userId: string; unverifiedWorkspaceId: string; intent: AnalyticsIntent },
): Promise<WorkspaceAccess> {
  return guardWorkspace(db, {
    userId: input.userId,
    unverifiedWorkspaceId: input.unverifiedWorkspaceId,
    action: input.intent === 'view' ? 'analytics.view' : 'analytics.manage',
    product: 'analytics',
  });
}

export interface AdAccountAccess {
  access: WorkspaceAccess;
  account: AdAccountRow;
}

/**
 * Resolves an unverified ad-account id to the account and the caller's analytics access to its
 * workspace. Another organisation's account, or no account at all: 404.
 */
export async function guardAdAccount(
  db: Executor,
  input: { userId: string; unverifiedAdAccountId: string; intent: AnalyticsIntent },
): Promise<AdAccountAccess> {
  if (!UUID_PATTERN.test(input.unverifiedAdAccountId)) throw notFound();
  const [account] = await db
    .select()
    .from(adAccounts)
    .where(eq(adAccounts.id, input.unverifiedAdAccountId))
    .limit(1);
  if (!account) throw notFound();
  const access = await guardAnalytics(db, {
    userId: input.userId,
    unverifiedWorkspaceId: account.workspaceId,
    intent: input.intent,
  });
  return { access, account };
}

/** The ad account, only when it belongs to the workspace the caller already proved access to. */
export async function adAccountInWorkspace(
  db: Executor,
  access: WorkspaceAccess,
  unverifiedAdAccountId: string,
): Promise<AdAccountRow> {
  if (!UUID_PATTERN.test(unverifiedAdAccountId)) throw notFound();
  const [account] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.id, unverifiedAdAccountId), eq(adAccounts.workspaceId, access.workspaceId)))
    .limit(1);
  if (!account) throw notFound();
  return account;
}

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
