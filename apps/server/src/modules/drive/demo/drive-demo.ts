import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { driveFavourites, driveFiles, driveFileTags, driveFolders, driveWatchers } from '../tables.ts';
import { completeUpload } from '../uploads/upload-completion.service.ts';
import type { UploadRecord } from '../uploads/upload-records.ts';
import { localStagedUpload } from '../uploads/staged-upload.ts';
import { seedDemoReview, type DriveDemoComment, type DriveDemoFileVersions } from './demo-review.ts';

export type { DriveDemoComment } from './demo-review.ts';

/** A folder at the workspace's root, with the folders inside it. */
export interface DriveDemoFolder {
  name: string;
  children?: readonly string[];
}

export interface DriveDemoFile {
  /** Names the file for the comments on it. */
  key: string;
  /** The name of the folder it goes in. */
  folder: string;
  name: string;
  /** Each version's media on this machine, oldest first; moved into storage as it is uploaded. */
  versionPaths: readonly string[];
  tagIds: readonly string[];
  description: string | null;
  /** Its custom fields' values (field id to option id), when it has any. */
  customFields: Record<string, string> | null;
}

export interface DriveDemo {
  orgId: string;
  workspaceId: string;
  userId: string;
  /** Made in this order: the root folders, then the folders inside each. */
  folders: readonly DriveDemoFolder[];
  /** Uploaded in this order, each version as the user uploads one; a file without versions is left out. */
  files: readonly DriveDemoFile[];
  comments: readonly DriveDemoComment[];
  /** The folder the user watches and keeps as a favourite. */
  followedFolder: string;
}

/** Removes the root folders of these names, with everything inside them: a demo a stopped start left half-made. */
async function removeRootFolders(
  db: Executor,
  input: { workspaceId: string; names: string[] },
): Promise<void> {
  await db
    .delete(driveFolders)
    .where(
      and(
        eq(driveFolders.workspaceId, input.workspaceId),
        isNull(driveFolders.parentId),
        inArray(driveFolders.name, input.names),
      ),
    );
}

async function addFolders(db: Executor, demo: DriveDemo): Promise<Map<string, string>> {
  const folderIds = new Map<string, string>();
  const add = async (name: string, parentId: string | null, position: number) => {
    const [row] = await db
      .insert(driveFolders)
      .values({
        orgId: demo.orgId,
        workspaceId: demo.workspaceId,
        name,
        parentId,
        position,
        createdByUserId: demo.userId,
      })
      .returning({ id: driveFolders.id });
    folderIds.set(name, row!.id);
    return row!.id;
  };
  const roots: Array<[DriveDemoFolder, string]> = [];
  for (const [position, folder] of demo.folders.entries()) {
    roots.push([folder, await add(folder.name, null, position)]);
  }
  for (const [folder, id] of roots) {
    for (const [position, child] of (folder.children ?? []).entries()) await add(child, id, position);
  }
  return folderIds;
}

/** Uploads the file's versions in turn; its id and its versions' ids, or undefined when it has none. */
async function uploadFile(
  context: AppContext,
  input: { demo: DriveDemo; file: DriveDemoFile; folderId: string | null },
): Promise<DriveDemoFileVersions | undefined> {
  let fileId: string | null = null;
  const versionIds: string[] = [];
  for (const staged of input.file.versionPaths) {
    const record: UploadRecord = {
      id: randomUUID().replaceAll('-', ''),
      createdAt: new Date().toISOString(),
      size: (await stat(staged)).size,
      filename: input.file.name,
      resolution: null,
      orgId: input.demo.orgId,
      workspaceId: input.demo.workspaceId,
      folderId: input.folderId,
      fileId,
      uploadedByUserId: input.demo.userId,
      fileCollectId: null,
      uploaderName: null,
    };
    const result = await completeUpload(context, {
      record,
      staged: localStagedUpload(context.storage, staged),
      reauthorise: async () => record,
    });
    fileId = result.fileId;
    versionIds.push(result.versionId);
  }
  return fileId === null ? undefined : { fileId, versionIds };
}

/**
 * For the demo seed: the workspace's Creative Hub as `demo` describes it, made as its members would make it:
 * the folders, each file uploaded version by version (so its media is processed and its upload announced)
 * then tagged and described, the review comments, and the followed folder. Root folders of the demo's names
 * are removed first: a start that stopped half-way left them. The ids of the folders by name.
 */
export async function seedDriveDemo(context: AppContext, demo: DriveDemo): Promise<Map<string, string>> {
  const { db } = context.database;
  const { workspaceId } = demo;
  await removeRootFolders(db, { workspaceId, names: demo.folders.map((folder) => folder.name) });
  const folderIds = await addFolders(db, demo);

  const files = new Map<string, DriveDemoFileVersions>();
  for (const file of demo.files) {
    const uploaded = await uploadFile(context, { demo, file, folderId: folderIds.get(file.folder) ?? null });
    if (!uploaded) continue;
    files.set(file.key, uploaded);
    const { fileId } = uploaded;
    if (file.tagIds.length > 0) {
      await db.insert(driveFileTags).values(file.tagIds.map((tagId) => ({ fileId, tagId, workspaceId })));
    }
    await db
      .update(driveFiles)
      .set({
        description: file.description,
        ...(file.customFields ? { customFields: file.customFields } : {}),
      })
      .where(and(eq(driveFiles.id, fileId), eq(driveFiles.workspaceId, workspaceId)));
  }

  await seedDemoReview(db, { ...demo, files });
  const followed = folderIds.get(demo.followedFolder);
  if (followed) {
    const mark = { userId: demo.userId, targetId: followed, kind: 'folder' as const, workspaceId };
    await db.insert(driveWatchers).values(mark);
    await db.insert(driveFavourites).values(mark);
  }
  return folderIds;
}
