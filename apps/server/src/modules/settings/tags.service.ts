import { TAG_MESSAGES, type Tag, type TagColor, type TagProduct } from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { nextTagColors } from './tag-colors.ts';
import { tagsOfWorkspace } from './tag-lookup.ts';
import { tags, type TagRow } from './tables.ts';
import { isUniqueViolation } from './unique-violation.ts';

type TagUsage = Pick<AppContext, 'tagUsageCounters'>;

/** Tags as the API shows them, each with the number of assets every area counts as using it. */
async function tagDtos(db: Executor, usage: TagUsage, rows: readonly TagRow[]): Promise<Tag[]> {
  const [first] = rows;
  if (!first) return [];
  const tagIds = rows.map((row) => row.id);
  const counts = await Promise.all(
    usage.tagUsageCounters.map((counter) => counter(db, { product: first.product, tagIds })),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    color: row.color,
    product: row.product,
    isDeleted: false,
    count: counts.reduce((sum, perTag) => sum + (perTag.get(row.id) ?? 0), 0),
  }));
}

export async function listTags(
  db: Executor,
  usage: TagUsage,
  input: { workspaceId: string; product: TagProduct },
): Promise<{ data: Tag[] }> {
  return { data: await tagDtos(db, usage, await tagsOfWorkspace(db, input)) };
}

/**
 * The duplicate message when the write broke the unique index on the workspace, product and lower-cased
 * name: the index is the one judge of "same name", so two requests racing for a name meet there too.
 */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TAG_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * Creates every tag of the request, or none: a name that repeats another of the request or an existing tag
 * (ignoring case) refuses them all. Each takes the next pastel colour in turn.
 */
export async function createTags(
  db: Executor,
  usage: TagUsage,
  input: {
    orgId: string;
    workspaceId: string;
    product: TagProduct;
    names: readonly string[];
    createdByUserId: string;
  },
): Promise<{ data: Tag[] }> {
  const [newest] = await db
    .select({ color: tags.color })
    .from(tags)
    .where(and(eq(tags.workspaceId, input.workspaceId), eq(tags.product, input.product)))
    .orderBy(desc(tags.createdAt), desc(tags.id))
    .limit(1);
  const colors = nextTagColors(newest?.color, input.names.length);
  // A millisecond apart, so the tags list in the order they were typed and the next colour follows the last.
  const start = Date.now();
  // One statement: a refused name leaves none of the others behind.
  const created = await refusingDuplicates(() =>
    db
      .insert(tags)
      .values(
        input.names.map((name, index) => ({
          orgId: input.orgId,
          workspaceId: input.workspaceId,
          product: input.product,
          name,
          color: colors[index]!,
          createdByUserId: input.createdByUserId,
          createdAt: new Date(start + index),
        })),
      )
      .returning(),
  );
  created.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { data: await tagDtos(db, usage, created) };
}

/** Renames a tag (refusing a name another tag has, ignoring case) or gives it another of the 8 colours. */
export async function updateTag(
  db: Executor,
  usage: TagUsage,
  input: { tag: TagRow; name?: string; color?: TagColor },
): Promise<Tag> {
  const { tag } = input;
  const [updated] = await refusingDuplicates(() =>
    db
      .update(tags)
      .set({ name: input.name ?? tag.name, color: input.color ?? tag.color })
      .where(and(eq(tags.id, tag.id), eq(tags.workspaceId, tag.workspaceId)))
      .returning(),
  );
  // Deleted between the access check and the update: as if it had never been found.
  if (!updated) throw notFound();
  return (await tagDtos(db, usage, [updated]))[0]!;
}

/** Deletes a tag; the assets that carried it lose it (their links cascade). */
export async function deleteTag(db: Executor, tag: TagRow): Promise<{ tagId: string; message: string }> {
  await db.delete(tags).where(and(eq(tags.id, tag.id), eq(tags.workspaceId, tag.workspaceId)));
  return { tagId: tag.id, message: TAG_MESSAGES.deleted };
}
