import type { TagProduct } from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/uuid.ts';
import { tags, type TagRow } from './tables.ts';

/**
 * A workspace's tags of one product, oldest first; with `ids`, only those of them (an id of another
 * workspace or product is simply left out, so a caller compares lengths to refuse unknown ids).
 */
export async function tagsOfWorkspace(
  db: Executor,
  input: { workspaceId: string; product: TagProduct; ids?: readonly string[] },
): Promise<TagRow[]> {
  const scope = and(eq(tags.workspaceId, input.workspaceId), eq(tags.product, input.product));
  if (input.ids !== undefined) {
    const ids = input.ids.filter(isUuid);
    if (ids.length === 0) return [];
    return db
      .select()
      .from(tags)
      .where(and(scope, inArray(tags.id, ids)))
      .orderBy(asc(tags.createdAt), asc(tags.id));
  }
  return db.select().from(tags).where(scope).orderBy(asc(tags.createdAt), asc(tags.id));
}
