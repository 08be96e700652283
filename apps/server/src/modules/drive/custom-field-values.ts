import { and, eq, sql } from 'drizzle-orm';
import type { CustomFieldValuesCleaner } from '../../platform/settings-contributions.ts';
import { driveFiles } from './tables.ts';

/**
 * Drops a deleted custom field's values from the workspace's files, or only the deleted options of a select
 * field: a single-select value naming one goes, a multi-select value loses those ids (and goes when none is
 * left). One statement, in the caller's transaction.
 */
export const dropDriveCustomFieldValues: CustomFieldValuesCleaner = async (
  db,
  { workspaceId, fieldId, optionIds },
) => {
  const value = sql`${driveFiles.customFields} -> ${fieldId}::text`;
  const holdsField = and(eq(driveFiles.workspaceId, workspaceId), sql`${value} is not null`);
  if (optionIds === undefined) {
    await db
      .update(driveFiles)
      .set({ customFields: sql`${driveFiles.customFields} - ${fieldId}::text` })
      .where(holdsField);
    return;
  }
  if (optionIds.length === 0) return;
  const removed = sql`${JSON.stringify(optionIds)}::jsonb`;
  const kept = sql`(select jsonb_agg(item) from jsonb_array_elements(${value}) item where not (${removed} @> jsonb_build_array(item)))`;
  await db
    .update(driveFiles)
    .set({
      customFields: sql`case
        when jsonb_typeof(${value}) = 'array' then
          case when ${kept} is null then ${driveFiles.customFields} - ${fieldId}::text
          else jsonb_set(${driveFiles.customFields}, array[${fieldId}::text], ${kept}) end
        else ${driveFiles.customFields} - ${fieldId}::text end`,
    })
    .where(
      and(
        holdsField,
        // CASE, so that an array function never meets a value that is not an array.
        sql`case when jsonb_typeof(${value}) = 'array'
          then exists (select 1 from jsonb_array_elements(${value}) item where ${removed} @> jsonb_build_array(item))
          else ${removed} @> jsonb_build_array(${value}) end`,
      ),
    );
};
