import type { DriveMediaKind } from '@hookline/domain';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { insertThread } from '../../discussions/test-support-comment-rows.ts';
import {
  driveDiscussions,
  driveFiles,
  driveFileVersions,
  driveFolders,
  driveReplies,
  driveWatchers,
  type DriveDiscussionRow,
  type DriveFileRow,
  type DriveFileVersionRow,
  type DriveFolderRow,
} from '../tables.ts';

/*
 * Creative Hub rows for the review tests (versions, comments, notifications, team chat), written straight
 * into the drive area's tables: folders, files whose versions have bytes in the test's storage, comments
 * and watches.
 */

interface InWorkspace {
  workspace: { id: string; orgId: string };
}

export async function insertReviewFolder(
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

export type ReviewFile = DriveFileRow & { versions: DriveFileVersionRow[] };

/**
 * A file with `versions` versions (the last one active), uploaded a second apart, each with its original and
 * thumbnail stored. A video's versions last `durationMs`.
 */
export async function insertReviewFile(
  t: TestApp,
  input: InWorkspace & {
    name: string;
    folderId: string | null;
    versions?: number;
    kind?: DriveMediaKind;
    durationMs?: number | null;
    uploadedByUserId?: string;
  },
): Promise<ReviewFile> {
  const { db } = t.context.database;
  const kind = input.kind ?? 'image';
  const [file] = await db
    .insert(driveFiles)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      folderId: input.folderId,
      name: input.name,
      createdAt: new Date(Date.now() - 3_600_000),
      modifiedAt: new Date(Date.now() - 3_600_000),
    })
    .returning();
  if (!file) throw new Error('insert into drive_files returned nothing');
  const versions: DriveFileVersionRow[] = [];
  for (let number = 1; number <= (input.versions ?? 1); number += 1) {
    const bytes = Buffer.from(`${input.name}-v${number}-`.repeat(number * 10));
    const base = `review-test/${file.id}/v${number}`;
    await t.context.storage.put(`${base}/original`, bytes, kind === 'video' ? 'video/mp4' : 'image/png');
    await t.context.storage.put(`${base}/thumbnail.webp`, Buffer.from('thumb'), 'image/webp');
    const [version] = await db
      .insert(driveFileVersions)
      .values({
        orgId: file.orgId,
        workspaceId: file.workspaceId,
        fileId: file.id,
        number,
        originalName: `${input.name}-v${number}.${kind === 'video' ? 'mp4' : 'png'}`,
        storageKey: `${base}/original`,
        thumbnailKey: `${base}/thumbnail.webp`,
        mime: kind === 'video' ? 'video/mp4' : 'image/png',
        kind,
        size: bytes.length,
        resolution: '640x480',
        durationMs: kind === 'video' ? (input.durationMs === undefined ? 10_000 : input.durationMs) : null,
        processing: false,
        uploadedByUserId: input.uploadedByUserId ?? null,
        createdAt: new Date(Date.now() - 60_000 + number * 1000),
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
  return { ...withActive!, versions };
}

/** A comment on a version, by a member (`userId`) or a link's viewer (`authorName`). */
export async function insertComment(
  t: TestApp,
  input: {
    file: DriveFileRow;
    versionId: string;
    content?: string;
    userId?: string | null;
    authorName?: string | null;
    replies?: { userId: string; content?: string }[];
  },
): Promise<DriveDiscussionRow & { replyIds: string[] }> {
  const { discussion, replyIds } = await insertThread(t, {
    tables: { discussions: driveDiscussions, replies: driveReplies },
    discussion: {
      orgId: input.file.orgId,
      workspaceId: input.file.workspaceId,
      fileId: input.file.id,
      versionId: input.versionId,
      content: input.content ?? 'Looks good',
      createdByUserId: input.userId ?? null,
      authorName: input.authorName ?? null,
    },
    replies: (input.replies ?? []).map((reply) => ({
      content: reply.content ?? 'Agreed',
      createdByUserId: reply.userId,
    })),
  });
  return { ...discussion, replyIds };
}

/** `userId` watches a file or a folder (or the workspace's root, whose id is the workspace's). */
export async function watch(
  t: TestApp,
  input: { userId: string; targetId: string; kind: 'file' | 'folder'; workspaceId: string },
): Promise<void> {
  await t.context.database.db.insert(driveWatchers).values(input);
}

/** Every file, version, comment and reply, for before-and-after comparisons. */
export async function reviewSnapshot(t: TestApp) {
  const { db } = t.context.database;
  return {
    files: await db.select().from(driveFiles).orderBy(asc(driveFiles.id)),
    versions: await db.select().from(driveFileVersions).orderBy(asc(driveFileVersions.id)),
    discussions: await db.select().from(driveDiscussions).orderBy(asc(driveDiscussions.id)),
    replies: await db.select().from(driveReplies).orderBy(asc(driveReplies.id)),
    folders: await db.select().from(driveFolders).orderBy(asc(driveFolders.id)),
  };
}
