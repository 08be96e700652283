import type { TagProduct } from '@hookline/domain';
import type { Executor } from './db/database.ts';

/**
 * How many of one area's assets use each of `tagIds` (tags of `product`): the settings area adds every area's
 * counts into a tag's `count`, so it never reads the tables of the areas that tag things.
 */
export type TagUsageCounter = (
  db: Executor,
  input: { product: TagProduct; tagIds: readonly string[] },
) => Promise<Map<string, number>>;

/**
 * What an area that holds values of custom fields does when a field is deleted (no `optionIds`) or some
 * options of a select field are: it drops those values in the caller's transaction, so no file keeps a value
 * that no longer exists.
 */
export type CustomFieldValuesCleaner = (
  db: Executor,
  input: { workspaceId: string; fieldId: string; optionIds?: readonly string[] },
) => Promise<void>;
