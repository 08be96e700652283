import { DRIVE_MESSAGES } from '@hookline/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { driveFolders } from '../tables.ts';

/**
 * Refuses (409) a folder name that one of its would-be siblings already has, ignoring case and the folder
 * `exceptId` itself. Meaningful only while `tx` holds `lockDriveTree`: two creates sent at once then check in
 * turn, and the second sees the first.
 */
export async function refuseTakenFolderName(
  tx: Executor,
  input: { workspaceId: string; parentId: string | null; name: string; exceptId?: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: driveFolders.id })
    .from(driveFolders)
    .where(
      and(
        eq(driveFolders.workspaceId, input.workspaceId),
        input.parentId === null ? isNull(driveFolders.parentId) : eq(driveFolders.parentId, input.parentId),
        sql`lower(${driveFolders.name}) = lower(${input.name})`,
        input.exceptId ? ne(driveFolders.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(DRIVE_MESSAGES.folderNameTaken);
}
