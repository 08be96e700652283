import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import { tags } from './tables.ts';

/** A tag as a tagged item (a Creative Hub file, a saved ad) shows it. */
export interface ItemTag {
  _id: string;
  name: string;
  color: string;
}

/** The row of an area's table that puts a tag on one of its items, in the item's workspace. */
export interface TagLink {
  itemId: string;
  tagId: string;
  workspaceId: string;
}

// Built once per database handle: file lists, which read their tags here, are on nearly every screen.
const tagsByIds = preparedPerExecutor((db) =>
  db
    .select({ id: tags.id, workspaceId: tags.workspaceId, name: tags.name, color: tags.color })
    .from(tags)
    .where(sql`${tags.id} = any(${sql.placeholder('tagIds')}::uuid[])`)
    .orderBy(sql`lower(${tags.name})`, asc(tags.id))
    .prepare('settings_tags_by_ids'),
);

/**
 * The tags on each item, by item id, from the area's links, in one query: by name whatever its case, then
 * id. A link to a tag of another workspace than the link's names nothing.
 */
export async function tagsOfItems(db: Executor, links: readonly TagLink[]): Promise<Map<string, ItemTag[]>> {
  const linksOf = new Map<string, TagLink[]>();
  for (const link of links) {
    const ofTag = linksOf.get(link.tagId);
    if (ofTag) ofTag.push(link);
    else linksOf.set(link.tagId, [link]);
  }
  const tagsOf = new Map<string, ItemTag[]>();
  if (linksOf.size === 0) return tagsOf;
  const rows = await tagsByIds(db).execute({ tagIds: [...linksOf.keys()] });
  // In the tags' order, so that each item's list comes out sorted.
  for (const tag of rows) {
    for (const link of linksOf.get(tag.id) ?? []) {
      if (link.workspaceId !== tag.workspaceId) continue;
      const own = tagsOf.get(link.itemId);
      const shown = { _id: tag.id, name: tag.name, color: tag.color };
      if (own) own.push(shown);
      else tagsOf.set(link.itemId, [shown]);
    }
  }
  return tagsOf;
}
