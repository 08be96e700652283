import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { customFields, type CustomFieldRow } from './tables.ts';

/** A workspace's custom fields in the workspace's order (`dataOrder`). */
export async function customFieldsOfWorkspace(db: Executor, workspaceId: string): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.workspaceId, workspaceId))
    .orderBy(asc(customFields.position), asc(customFields.createdAt), asc(customFields.id));
}
