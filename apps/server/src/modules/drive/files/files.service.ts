import { DRIVE_MESSAGES, type DriveFile } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { customFieldsOfWorkspace, tagsOfWorkspace } from '../../settings/index.ts';
import { deleteStoredMediaLater } from '../deletion/delete-stored-media.job.ts';
import { removeDriveItems } from '../deletion/drive-removal.service.ts';
import { driveTree } from '../folders/drive-tree.ts';
import { driveFiles, driveFileTags, type DriveFileRow } from '../tables.ts';
import { applyCustomFieldChanges, type CustomFieldChange } from './custom-field-input.ts';
import type { DriveViewer } from './drive-viewer.ts';
import { buildFileDto, type DriveDtoDeps } from './file-dto.ts';

const dtoDeps = (context: AppContext): DriveDtoDeps => ({
  db: context.database.db,
  media: context.driveMedia,
});

/**
 * The workspace's Creative Hub tags among `tagIds`, every one of them: an id of another workspace, of
 * another product's tag, or of no tag at all is a 400 'Tag not found'.
 */
export async function driveTagsNamed(
  db: Executor,
  input: { workspaceId: string; tagIds: readonly string[] },
): Promise<string[]> {
  const wanted = [...new Set(input.tagIds)];
  if (wanted.length === 0) return [];
  const found = await tagsOfWorkspace(db, { workspaceId: input.workspaceId, product: 'drive', ids: wanted });
  if (found.length !== wanted.length) throw badRequest(DRIVE_MESSAGES.tagNotFound);
  return found.map((tag) => tag.id);
}

/** Tags files of one workspace (already proven); a tag a file already has stays once. */
export async function addTagsToFiles(
  tx: Executor,
  input: { workspaceId: string; fileIds: readonly string[]; tagIds: readonly string[] },
): Promise<void> {
  const rows = input.fileIds.flatMap((fileId) =>
    input.tagIds.map((tagId) => ({ fileId, tagId, workspaceId: input.workspaceId })),
  );
  if (rows.length > 0) await tx.insert(driveFileTags).values(rows).onConflictDoNothing();
}

export async function getDriveFile(
  context: AppContext,
  input: { file: DriveFileRow; viewer: DriveViewer },
): Promise<DriveFile> {
  return buildFileDto(dtoDeps(context), input);
}

/**
 * `PUT assets/file/{fileId}`: the name, the description, custom field values (merged into the file's) and
 * tags, in one transaction; `modifiedAt` moves on. Tags to add must be the workspace's Creative Hub tags;
 * removing a tag the file doesn't have does nothing.
 */
export async function updateDriveFile(
  context: AppContext,
  input: {
    file: DriveFileRow;
    viewer: DriveViewer;
    name?: string | undefined;
    description?: string | null | undefined;
    customFields?: Readonly<Record<string, CustomFieldChange>> | undefined;
    tagsToAdd?: readonly string[] | undefined;
    tagsToRemove?: readonly string[] | undefined;
  },
): Promise<DriveFile> {
  const { file } = input;
  const { db } = context.database;
  const updated = await db.transaction(async (tx) => {
    const customFields =
      input.customFields === undefined
        ? undefined
        : applyCustomFieldChanges({
            current: file.customFields,
            changes: input.customFields,
            fields: await customFieldsOfWorkspace(tx, file.workspaceId),
          });
    const tagsToAdd = await driveTagsNamed(tx, {
      workspaceId: file.workspaceId,
      tagIds: input.tagsToAdd ?? [],
    });
    const tagsToRemove = (input.tagsToRemove ?? []).filter(isUuid);
    const [row] = await tx
      .update(driveFiles)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(customFields !== undefined ? { customFields } : {}),
        modifiedAt: new Date(),
      })
      .where(and(eq(driveFiles.id, file.id), eq(driveFiles.workspaceId, file.workspaceId)))
      .returning();
    if (!row) throw notFound();
    if (tagsToRemove.length > 0) {
      await tx
        .delete(driveFileTags)
        .where(
          and(
            eq(driveFileTags.fileId, file.id),
            eq(driveFileTags.workspaceId, file.workspaceId),
            inArray(driveFileTags.tagId, tagsToRemove),
          ),
        );
    }
    await addTagsToFiles(tx, { workspaceId: file.workspaceId, fileIds: [file.id], tagIds: tagsToAdd });
    return row;
  });
  return buildFileDto(dtoDeps(context), { file: updated, viewer: input.viewer });
}

/** Deletes a file with its versions and comments; its stored media goes by a job once the rows are gone. */
export async function deleteDriveFile(context: AppContext, file: DriveFileRow): Promise<void> {
  const { storageKeys } = await context.database.db.transaction((tx) =>
    removeDriveItems(tx, { workspaceId: file.workspaceId, fileIds: [file.id], folderIds: [] }),
  );
  await deleteStoredMediaLater(context, storageKeys);
}

/** `PUT assets/file/{fileId}/move`: into a folder of the same workspace, or its root (the workspace's id). */
export async function moveDriveFile(
  context: AppContext,
  input: { file: DriveFileRow; unverifiedTargetId: string; viewer: DriveViewer },
): Promise<DriveFile> {
  const { file } = input;
  const { db } = context.database;
  const moved = await db.transaction(async (tx) => {
    // Under the tree's lock, so that the target can't be deleted between finding it and moving into it.
    await driveTree.lock(tx, file.workspaceId);
    const target = await driveTree.destinationIn(tx, {
      workspaceId: file.workspaceId,
      unverifiedId: input.unverifiedTargetId,
    });
    const [row] = await tx
      .update(driveFiles)
      .set({ folderId: target.node?.id ?? null })
      .where(and(eq(driveFiles.id, file.id), eq(driveFiles.workspaceId, file.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
  return buildFileDto(dtoDeps(context), { file: moved, viewer: input.viewer });
}
