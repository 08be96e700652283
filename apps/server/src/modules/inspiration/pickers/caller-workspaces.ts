import { productWorkspacesOf, type ProductWorkspaceOfCaller } from '../../tenancy/index.ts';
import type { Executor } from '../../../platform/db/database.ts';

/** A workspace whose Inspiration the caller opens, with what they may do there. */
export type InspirationWorkspaceOfCaller = ProductWorkspaceOfCaller;

/** The workspaces whose Inspiration `userId` opens, in `orgId` or in every organisation of theirs. */
export async function inspirationWorkspacesOf(
  db: Executor,
  input: { userId: string; orgId?: string | undefined },
): Promise<InspirationWorkspaceOfCaller[]> {
  return productWorkspacesOf(db, { ...input, product: 'inspiration' });
}
