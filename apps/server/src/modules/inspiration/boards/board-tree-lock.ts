import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';

/**
 * Serialises changes to one workspace's board tree until the transaction ends: two moves at once can't make
 * a loop (A into B while B goes into A), two reorders can't hand out the same position, a board being
 * deleted can't receive a board or an ad meanwhile, and a copy reads a tree nobody is changing. An advisory
 * lock, so that reading the tree never waits.
 */
export async function lockBoardTree(tx: Executor, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inspiration-tree:${workspaceId}`}))`);
}
