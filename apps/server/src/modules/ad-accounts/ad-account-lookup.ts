import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { adAccounts, type AdAccountRow } from './tables.ts';

export async function findAdAccountById(
  db: Executor,
  adAccountId: string,
): Promise<AdAccountRow | undefined> {
  const [account] = await db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId)).limit(1);
  return account;
}

/** The account of this id when it belongs to the workspace; another workspace's, or none: undefined. */
export async function findWorkspaceAdAccount(
  db: Executor,
  workspaceId: string,
  adAccountId: string,
): Promise<AdAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.id, adAccountId), eq(adAccounts.workspaceId, workspaceId)))
    .limit(1);
  return account;
}

/** Whether the workspace has any ad account, connected or not. */
export async function workspaceHasAdAccounts(db: Executor, workspaceId: string): Promise<boolean> {
  const [account] = await db
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(eq(adAccounts.workspaceId, workspaceId))
    .limit(1);
  return account !== undefined;
}
