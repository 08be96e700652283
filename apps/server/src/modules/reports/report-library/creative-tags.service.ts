import { ERROR_CODES } from '@hookline/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { adCreativeKeys, type AdAccountRow } from '../../ad-accounts/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inAccount } from '../account-scope.ts';
import { creativeKeyOf } from '../report-engine/lookups.ts';
import { creativeTagAssignments, creativeTags } from '../tables.ts';
import { lockAccountLibrary } from './library-lock.ts';

type TagRow = typeof creativeTags.$inferSelect;

/** Eight tag colours; a new tag without one takes the next in turn. */
export const TAG_PALETTE = [
  '#4f46e5',
  '#0891b2',
  '#059669',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#db2777',
  '#7c3aed',
];
export const TAG_EXISTS = 'A tag with this name already exists';

/** The account's tags, each with how many of its ads carry it (through their creative). */
export async function listTags(db: Executor, adAccountId: string) {
  const tags = await db
    .select()
    .from(creativeTags)
    .where(eq(creativeTags.adAccountId, adAccountId))
    .orderBy(asc(sql`lower(${creativeTags.name})`));
  const adRows = await adCreativeKeys(db, adAccountId);
  const adsByKey = new Map<string, number>();
  for (const ad of adRows) adsByKey.set(creativeKeyOf(ad), (adsByKey.get(creativeKeyOf(ad)) ?? 0) + 1);
  const assignments = await db
    .select()
    .from(creativeTagAssignments)
    .where(eq(creativeTagAssignments.adAccountId, adAccountId));
  return tags.map((tag) => ({
    _id: tag.id,
    workspaceId: tag.workspaceId,
    adAccountId: tag.adAccountId,
    name: tag.name,
    color: tag.color,
    adCount: assignments
      .filter((assignment) => assignment.tagId === tag.id)
      .reduce((sum, assignment) => sum + (adsByKey.get(assignment.creativeKey) ?? 0), 0),
  }));
}

async function assertNameFree(
  db: Executor,
  adAccountId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await db
    .select({ id: creativeTags.id })
    .from(creativeTags)
    .where(and(eq(creativeTags.adAccountId, adAccountId), sql`lower(${creativeTags.name}) = lower(${name})`))
    .limit(1);
  if (clash && clash.id !== exceptId) throw new AppError(ERROR_CODES.conflict, TAG_EXISTS);
}

export async function createTag(
  db: Executor,
  input: { access: WorkspaceAccess; account: AdAccountRow; name: string; color: string | undefined },
) {
  const tagId = await db.transaction(async (tx) => {
    await lockAccountLibrary(tx, input.account.id);
    await assertNameFree(tx, input.account.id, input.name);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(creativeTags)
      .where(eq(creativeTags.adAccountId, input.account.id));
    const [row] = await tx
      .insert(creativeTags)
      .values({
        orgId: input.access.orgId,
        workspaceId: input.access.workspaceId,
        adAccountId: input.account.id,
        name: input.name,
        color: input.color ?? TAG_PALETTE[count % TAG_PALETTE.length]!,
      })
      .returning({ id: creativeTags.id });
    return row!.id;
  });
  return { ...(await listTags(db, input.account.id)).find((tag) => tag._id === tagId)! };
}

export async function updateTag(db: Executor, tag: TagRow, input: { name?: string; color?: string }) {
  await db.transaction(async (tx) => {
    await lockAccountLibrary(tx, tag.adAccountId);
    if (input.name !== undefined) await assertNameFree(tx, tag.adAccountId, input.name, tag.id);
    await tx
      .update(creativeTags)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
      })
      .where(eq(creativeTags.id, tag.id));
  });
  return (await listTags(db, tag.adAccountId)).find((item) => item._id === tag.id)!;
}

export async function deleteTag(db: Executor, tag: TagRow): Promise<void> {
  await db.delete(creativeTags).where(eq(creativeTags.id, tag.id));
}

/**
 * Adds and removes tags on the creatives of chosen ads: a tag lives on the creative, so every ad
 * sharing it carries the tag. Ads and tags must be the proven account's: another tenant's id is a 404.
 */
export async function assignTags(
  db: Executor,
  input: { account: AdAccountRow; adIds: string[]; tagIdsToAdd: string[]; tagIdsToRemove: string[] },
) {
  const { account } = input;
  const adIds = [...new Set(input.adIds)];
  const tagIds = [...new Set([...input.tagIdsToAdd, ...input.tagIdsToRemove])];
  if ([...adIds, ...tagIds].some((id) => !isUuid(id))) throw notFound();
  const adRows = await adCreativeKeys(db, account.id, adIds);
  if (adRows.length !== adIds.length) throw notFound();
  if (tagIds.length > 0) {
    const tags = await db
      .select({ id: creativeTags.id })
      .from(creativeTags)
      .where(and(inArray(creativeTags.id, tagIds), inAccount(creativeTags, account)));
    if (tags.length !== tagIds.length) throw notFound();
  }
  const keys = [...new Set(adRows.map(creativeKeyOf))];
  await db.transaction(async (tx) => {
    if (input.tagIdsToRemove.length > 0) {
      await tx
        .delete(creativeTagAssignments)
        .where(
          and(
            eq(creativeTagAssignments.adAccountId, account.id),
            inArray(creativeTagAssignments.tagId, input.tagIdsToRemove),
            inArray(creativeTagAssignments.creativeKey, keys),
          ),
        );
    }
    const rows = input.tagIdsToAdd.flatMap((tagId) =>
      keys.map((creativeKey) => ({ orgId: account.orgId, adAccountId: account.id, tagId, creativeKey })),
    );
    if (rows.length > 0) await tx.insert(creativeTagAssignments).values(rows).onConflictDoNothing();
  });
  return listTags(db, account.id);
}
