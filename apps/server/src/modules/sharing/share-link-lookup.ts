import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { shareLinks } from './tables.ts';

/** Whether the workspace has a share link with exactly this description. */
export async function hasShareLinkDescribed(
  db: Executor,
  input: { workspaceId: string; description: string },
): Promise<boolean> {
  const [link] = await db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(and(eq(shareLinks.workspaceId, input.workspaceId), eq(shareLinks.description, input.description)))
    .limit(1);
  return link !== undefined;
}
