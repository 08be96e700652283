import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { type DriveFileRow, type DriveFolderRow } from '../drive/index.ts';
import { driveFileVersions, driveFiles, driveFolders } from '../drive/tables.ts';

/*
 * Creative Hub rows for the sharing tests, written straight into the drive area's tables: a folder, and a
 * file with versions whose bytes sit in the test's storage.
 */

interface InWorkspace {
  workspace: { id: string; orgId: string };
}

export async function insertFolder(
  t: TestApp,
  input: InWorkspace & { name: string; parentId?: string | null },
): Promise<DriveFolderRow> {
  const [folder] = await t.context.database.db
    .insert(driveFolders)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      parentId: input.parentId ?? null,
      name: input.name,
    })
    .returning();
  if (!folder) throw new Error('insert into drive_folders returned nothing');
  return folder;
}

/**
 * A file with `versions` image versions (the last one active), each stored as `bytes-of-<name>-v<n>`, with a
 * thumbnail `thumbnail-of-<name>-v<n>` when `thumbnails` is set.
 */
export async function insertFile(
  t: TestApp,
  input: InWorkspace & { name: string; folderId: string | null; versions?: number; thumbnails?: boolean },
): Promise<DriveFileRow & { versionIds: string[] }> {
  const { db } = t.context.database;
  const [file] = await db
    .insert(driveFiles)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      folderId: input.folderId,
      name: input.name,
    })
    .returning();
  if (!file) throw new Error('insert into drive_files returned nothing');
  const versionIds: string[] = [];
  for (let number = 1; number <= (input.versions ?? 1); number += 1) {
    const bytes = Buffer.from(`bytes-of-${input.name}-v${number}`);
    const storageKey = `test/${file.id}/v${number}`;
    await t.context.storage.put(storageKey, bytes, 'image/png');
    const thumbnailKey = input.thumbnails ? `test/${file.id}/v${number}-thumbnail` : null;
    if (thumbnailKey) {
      await t.context.storage.put(
        thumbnailKey,
        Buffer.from(`thumbnail-of-${input.name}-v${number}`),
        'image/webp',
      );
    }
    const [version] = await db
      .insert(driveFileVersions)
      .values({
        orgId: file.orgId,
        workspaceId: file.workspaceId,
        fileId: file.id,
        number,
        originalName: `${input.name}-v${number}.png`,
        storageKey,
        thumbnailKey,
        mime: 'image/png',
        kind: 'image',
        size: bytes.length,
        resolution: '640x480',
        processing: false,
      })
      .returning();
    if (!version) throw new Error('insert into drive_file_versions returned nothing');
    versionIds.push(version.id);
  }
  const activeVersionId = versionIds.at(-1) ?? null;
  const [withActive] = await db
    .update(driveFiles)
    .set({ activeVersionId, size: Buffer.from(`bytes-of-${input.name}-v${versionIds.length}`).length })
    .where(eq(driveFiles.id, file.id))
    .returning();
  return { ...withActive!, versionIds };
}
