import type { DriveMediaKind, TagProduct } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { type TagRow } from '../../settings/index.ts';
import {
  driveDiscussions,
  driveFiles,
  driveFileTags,
  driveFileVersions,
  driveFolders,
  type DriveFileRow,
  type DriveFileVersionRow,
  type DriveFolderRow,
} from '../tables.ts';
import { tags } from '../../settings/tables.ts';

/*
 * Creative Hub rows for the drive area's tests, written straight into its tables: folders, files whose
 * versions have bytes (and, for a video, a poster and a preview) in the test's storage, tags and comments.
 */

interface InWorkspace {
  workspace: { id: string; orgId: string };
}

export async function insertDriveFolder(
  t: TestApp,
  input: InWorkspace & {
    name: string;
    parentId?: string | null;
    position?: number;
    description?: string | null;
    createdAt?: Date;
  },
): Promise<DriveFolderRow> {
  const [folder] = await t.context.database.db
    .insert(driveFolders)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      parentId: input.parentId ?? null,
      name: input.name,
      description: input.description ?? null,
      position: input.position ?? 0,
      ...(input.createdAt ? { createdAt: input.createdAt, modifiedAt: input.createdAt } : {}),
    })
    .returning();
  if (!folder) throw new Error('insert into drive_folders returned nothing');
  return folder;
}

/** The storage keys a version of `kind` has once the media job is done with it. */
function mediaKeys(fileId: string, number: number, kind: DriveMediaKind) {
  const base = `drive-test/${fileId}/v${number}`;
  return {
    storageKey: `${base}/original`,
    thumbnailKey: `${base}/thumbnail.webp`,
    posterKey: kind === 'video' ? `${base}/poster.jpg` : null,
    previewKey: kind === 'video' ? `${base}/preview.mp4` : null,
  };
}

export type InsertedDriveFile = DriveFileRow & { versions: DriveFileVersionRow[] };

/**
 * A file with `versions` versions (the last one active) of `kind`, each with its media stored under its
 * keys. `processing` leaves the active version's thumbnail unmade.
 */
export async function insertDriveFile(
  t: TestApp,
  input: InWorkspace & {
    name: string;
    folderId: string | null;
    versions?: number;
    kind?: DriveMediaKind;
    size?: number;
    description?: string | null;
    customFields?: DriveFileRow['customFields'];
    createdAt?: Date;
    modifiedAt?: Date;
    processing?: boolean;
    createdByUserId?: string | null;
  },
): Promise<InsertedDriveFile> {
  const { db } = t.context.database;
  const kind = input.kind ?? 'image';
  const [file] = await db
    .insert(driveFiles)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      folderId: input.folderId,
      name: input.name,
      description: input.description ?? null,
      customFields: input.customFields ?? {},
      createdByUserId: input.createdByUserId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...(input.modifiedAt ? { modifiedAt: input.modifiedAt } : {}),
    })
    .returning();
  if (!file) throw new Error('insert into drive_files returned nothing');
  const versions: DriveFileVersionRow[] = [];
  const count = input.versions ?? 1;
  for (let number = 1; number <= count; number += 1) {
    const keys = mediaKeys(file.id, number, kind);
    const processing = number === count && input.processing === true;
    for (const key of [keys.storageKey, keys.thumbnailKey, keys.posterKey, keys.previewKey]) {
      if (key) await t.context.storage.put(key, Buffer.from(`bytes of ${key}`), 'application/octet-stream');
    }
    const [version] = await db
      .insert(driveFileVersions)
      .values({
        orgId: file.orgId,
        workspaceId: file.workspaceId,
        fileId: file.id,
        number,
        originalName: `${input.name}-v${number}.${kind === 'video' ? 'mp4' : 'png'}`,
        mime: kind === 'video' ? 'video/mp4' : 'image/png',
        kind,
        size: input.size ?? 1000 * number,
        resolution: '640x480',
        durationMs: kind === 'video' ? 12_000 : null,
        processing,
        ...keys,
        thumbnailKey: processing ? null : keys.thumbnailKey,
      })
      .returning();
    if (!version) throw new Error('insert into drive_file_versions returned nothing');
    versions.push(version);
  }
  const active = versions.at(-1);
  const [withActive] = await db
    .update(driveFiles)
    .set({ activeVersionId: active?.id ?? null, size: active?.size ?? 0 })
    .where(eq(driveFiles.id, file.id))
    .returning();
  if (!withActive) throw new Error('update of drive_files returned nothing');
  return { ...withActive, versions };
}

export async function insertTag(
  t: TestApp,
  input: InWorkspace & { name: string; product?: TagProduct; color?: string },
): Promise<TagRow> {
  const [tag] = await t.context.database.db
    .insert(tags)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      product: input.product ?? 'drive',
      name: input.name,
      color: input.color ?? '#D0EBFF',
    })
    .returning();
  if (!tag) throw new Error('insert into tags returned nothing');
  return tag;
}

export async function tagFile(t: TestApp, file: DriveFileRow, tag: TagRow): Promise<void> {
  await t.context.database.db
    .insert(driveFileTags)
    .values({ fileId: file.id, tagId: tag.id, workspaceId: file.workspaceId });
}

export async function insertDiscussion(
  t: TestApp,
  input: { file: DriveFileRow; versionId: string; status?: 'open' | 'resolved'; content?: string },
): Promise<void> {
  await t.context.database.db.insert(driveDiscussions).values({
    orgId: input.file.orgId,
    workspaceId: input.file.workspaceId,
    fileId: input.file.id,
    versionId: input.versionId,
    content: input.content ?? 'Looks good',
    status: input.status ?? 'open',
    authorName: 'Reviewer',
  });
}

/** Whether the test's storage still holds `key`. */
export async function isStored(t: TestApp, key: string): Promise<boolean> {
  const stored = await t.context.storage.get(key);
  stored?.body.destroy();
  return stored !== undefined;
}
