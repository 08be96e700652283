import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  deniedMessage,
  DRIVE_MESSAGES,
  INSPIRATION_MESSAGES,
  type InspirationFile,
  type UpdateInspirationFileBody,
} from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/app-error.ts';
import { renderImages } from '../../../platform/media/render-child/render-images.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { deleteStoredMediaLater, driveFolderResource, importDriveFile } from '../../drive/index.ts';
import { tagsOfWorkspace } from '../../settings/index.ts';
import { boardsForAds } from '../boards/board-lookup.ts';
import { boardTree } from '../boards/board-tree.ts';
import { dtoDeps } from '../boards/boards.service.ts';
import { processPendingMedia } from '../media/media.job.ts';
import {
  inspirationBoardFiles,
  inspirationFiles,
  inspirationFileTags,
  type InspirationFileRow,
} from '../tables.ts';
import { buildInspirationFileDto } from './file-dto.ts';
import type { InspirationViewer } from './inspiration-viewer.ts';
import { copyStoredAssets, removeSavedAds } from './saved-ad-storage.ts';
import { webUrlOrNull } from './web-url.ts';

/** `GET inspiration/file/{fileId}`. */
export function getSavedAd(
  context: AppContext,
  input: { file: InspirationFileRow; viewer: InspirationViewer },
): Promise<InspirationFile> {
  return buildInspirationFileDto(dtoDeps(context), input);
}

/**
 * The workspace's Inspiration tags among `tagIds`, every one of them: an id of another workspace, of another
 * product's tag, or of no tag at all is a 400 'Tag not found'.
 */
async function inspirationTagsNamed(
  db: Executor,
  input: { workspaceId: string; tagIds: readonly string[] },
): Promise<string[]> {
  const wanted = [...new Set(input.tagIds)];
  if (wanted.length === 0) return [];
  const found = await tagsOfWorkspace(db, {
    workspaceId: input.workspaceId,
    product: 'inspiration',
    ids: wanted,
  });
  if (found.length !== wanted.length) throw badRequest(DRIVE_MESSAGES.tagNotFound);
  return found.map((tag) => tag.id);
}

/**
 * `PUT inspiration/file/{fileId}`: the ad's texts, its description and tags, in one transaction. A field left
 * out keeps its value; null clears an optional one. Tags to add must be the workspace's Inspiration tags.
 */
export async function updateSavedAd(
  context: AppContext,
  input: { file: InspirationFileRow; viewer: InspirationViewer; changes: UpdateInspirationFileBody },
): Promise<InspirationFile> {
  const { file, changes } = input;
  const ctaUrl = webUrlOrNull(changes.ctaURL);
  const updated = await context.database.db.transaction(async (tx) => {
    const tagsToAdd = await inspirationTagsNamed(tx, {
      workspaceId: file.workspaceId,
      tagIds: changes.tagsToAdd ?? [],
    });
    const tagsToRemove = (changes.tagsToRemove ?? []).filter(isUuid);
    const [row] = await tx
      .update(inspirationFiles)
      .set({
        ...(changes.page_name !== undefined ? { pageName: changes.page_name } : {}),
        ...(changes.body !== undefined ? { body: changes.body } : {}),
        ...(changes.title !== undefined ? { title: changes.title || null } : {}),
        ...(changes.caption !== undefined ? { caption: changes.caption || null } : {}),
        ...(changes.ctaText !== undefined ? { ctaText: changes.ctaText || null } : {}),
        ...(ctaUrl !== undefined ? { ctaUrl } : {}),
        ...(changes.description !== undefined ? { description: changes.description || null } : {}),
        modifiedAt: new Date(),
      })
      .where(and(eq(inspirationFiles.id, file.id), eq(inspirationFiles.workspaceId, file.workspaceId)))
      .returning();
    if (!row) throw notFound(INSPIRATION_MESSAGES.adNotFound);
    if (tagsToRemove.length > 0) {
      await tx
        .delete(inspirationFileTags)
        .where(
          and(
            eq(inspirationFileTags.fileId, file.id),
            eq(inspirationFileTags.workspaceId, file.workspaceId),
            inArray(inspirationFileTags.tagId, tagsToRemove),
          ),
        );
    }
    if (tagsToAdd.length > 0) {
      await tx
        .insert(inspirationFileTags)
        .values(tagsToAdd.map((tagId) => ({ fileId: file.id, tagId, workspaceId: file.workspaceId })))
        .onConflictDoNothing();
    }
    return row;
  });
  return buildInspirationFileDto(dtoDeps(context), { file: updated, viewer: input.viewer });
}

/**
 * `DELETE inspiration/folder/{folderId}/file/{fileId}`: takes the ad out of that board; out of its last
 * board, the ad is deleted with its comments, and its stored media goes by a job once the rows are gone.
 * A board of the workspace that doesn't hold the ad: 404 'Ad not found'.
 */
export async function removeSavedAdFromBoard(
  context: AppContext,
  input: { file: InspirationFileRow; unverifiedBoardId: string },
): Promise<{ deleted: boolean }> {
  const { file } = input;
  const { workspaceId } = file;
  const { keys, deleted } = await context.database.db.transaction(async (tx) => {
    await boardTree.lock(tx, workspaceId);
    const [board] = await boardsForAds(tx, { workspaceId, unverifiedBoardIds: [input.unverifiedBoardId] });
    if (!board) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
    const links = await tx
      .select({ boardId: inspirationBoardFiles.boardId })
      .from(inspirationBoardFiles)
      .where(
        and(eq(inspirationBoardFiles.fileId, file.id), eq(inspirationBoardFiles.workspaceId, workspaceId)),
      );
    if (!links.some((link) => link.boardId === board.id)) throw notFound(INSPIRATION_MESSAGES.adNotFound);
    if (links.length === 1) {
      return { keys: await removeSavedAds(tx, { workspaceId, fileIds: [file.id] }), deleted: true };
    }
    await tx
      .delete(inspirationBoardFiles)
      .where(and(eq(inspirationBoardFiles.fileId, file.id), eq(inspirationBoardFiles.boardId, board.id)));
    return { keys: [], deleted: false };
  });
  await deleteStoredMediaLater(context, keys);
  return { deleted };
}

/**
 * `POST inspiration/file/{fileId}/copy-file`: a new saved ad in each target board (boards of the same
 * workspace), each with its own copy of the media and the tags; comments stay behind.
 */
export async function copySavedAd(
  context: AppContext,
  input: {
    file: InspirationFileRow;
    unverifiedBoardIds: readonly string[];
    userId: string;
    viewer: InspirationViewer;
  },
): Promise<InspirationFile[]> {
  const { file } = input;
  const { db } = context.database;
  const { workspaceId } = file;
  const targets = await boardsForAds(db, { workspaceId, unverifiedBoardIds: input.unverifiedBoardIds });
  const copies: { boardId: string; id: string; assets: InspirationFileRow['assets'] }[] = [];
  const written: string[] = [];
  try {
    for (const board of targets) {
      const id = randomUUID();
      const copy = await copyStoredAssets(context.storage, { assets: file.assets, workspaceId, fileId: id });
      written.push(...copy.written);
      copies.push({ boardId: board.id, id, assets: copy.assets });
    }
    const rows = await db.transaction(async (tx) => {
      await boardTree.lock(tx, workspaceId);
      await boardsForAds(tx, { workspaceId, unverifiedBoardIds: input.unverifiedBoardIds });
      // Read here, so that a tag deleted since the copy began is not copied.
      const tags = await tx
        .select({ tagId: inspirationFileTags.tagId })
        .from(inspirationFileTags)
        .where(
          and(eq(inspirationFileTags.fileId, file.id), eq(inspirationFileTags.workspaceId, workspaceId)),
        );
      const now = new Date();
      const {
        id: _id,
        createdAt: _createdAt,
        modifiedAt: _modifiedAt,
        createdByUserId: _by,
        ...fields
      } = file;
      const inserted = await tx
        .insert(inspirationFiles)
        .values(
          copies.map((copy) => ({
            ...fields,
            id: copy.id,
            assets: copy.assets,
            createdByUserId: input.userId,
            createdAt: now,
            modifiedAt: now,
          })),
        )
        .returning();
      await tx.insert(inspirationBoardFiles).values(
        copies.map((copy) => ({
          boardId: copy.boardId,
          fileId: copy.id,
          workspaceId,
          addedByUserId: input.userId,
        })),
      );
      if (tags.length > 0) {
        await tx
          .insert(inspirationFileTags)
          .values(
            copies.flatMap((copy) => tags.map(({ tagId }) => ({ fileId: copy.id, tagId, workspaceId }))),
          );
      }
      return inserted;
    });
    const ids = rows.map((row) => row.id);
    await processPendingMedia(context, { orgId: file.orgId, fileIds: ids });
    const current = await db.select().from(inspirationFiles).where(inArray(inspirationFiles.id, ids));
    const byId = new Map(current.map((row) => [row.id, row]));
    const deps = dtoDeps(context);
    return await Promise.all(
      copies.map(async (copy) => {
        const row = byId.get(copy.id);
        if (!row) throw notFound(INSPIRATION_MESSAGES.adNotFound);
        return buildInspirationFileDto(deps, { file: row, viewer: input.viewer, folderId: copy.boardId });
      }),
    );
  } catch (error) {
    const [saved] = copies[0]
      ? await db
          .select({ id: inspirationFiles.id })
          .from(inspirationFiles)
          .where(eq(inspirationFiles.id, copies[0].id))
      : [];
    if (!saved && written.length > 0) await context.storage.deleteMany(written);
    throw error;
  }
}

/**
 * `POST inspiration/file/{fileId}/link-to`: the same ad (the same comments) shown in more boards of its
 * workspace. Boards that already show it are left as they are; when all of them already did, 400.
 */
export async function linkSavedAd(
  context: AppContext,
  input: {
    file: InspirationFileRow;
    unverifiedBoardIds: readonly string[];
    userId: string;
    viewer: InspirationViewer;
  },
): Promise<InspirationFile> {
  const { file } = input;
  const { workspaceId } = file;
  await context.database.db.transaction(async (tx) => {
    await boardTree.lock(tx, workspaceId);
    // Taken out of its last board meanwhile, the ad is gone: there is nothing left to link.
    const [still] = await tx
      .select({ id: inspirationFiles.id })
      .from(inspirationFiles)
      .where(and(eq(inspirationFiles.id, file.id), eq(inspirationFiles.workspaceId, workspaceId)))
      .limit(1);
    if (!still) throw notFound(INSPIRATION_MESSAGES.adNotFound);
    const targets = await boardsForAds(tx, { workspaceId, unverifiedBoardIds: input.unverifiedBoardIds });
    const existing = new Set(
      (
        await tx
          .select({ boardId: inspirationBoardFiles.boardId })
          .from(inspirationBoardFiles)
          .where(
            and(
              eq(inspirationBoardFiles.fileId, file.id),
              eq(inspirationBoardFiles.workspaceId, workspaceId),
            ),
          )
      ).map((link) => link.boardId),
    );
    const missing = targets.filter((board) => !existing.has(board.id));
    if (missing.length === 0) throw badRequest(INSPIRATION_MESSAGES.alreadyInBoard);
    await tx
      .insert(inspirationBoardFiles)
      .values(
        missing.map((board) => ({
          boardId: board.id,
          fileId: file.id,
          workspaceId,
          addedByUserId: input.userId,
        })),
      )
      .onConflictDoNothing();
  });
  return buildInspirationFileDto(dtoDeps(context), { file, viewer: input.viewer });
}

/** The characters a file name keeps: no path separators nor control characters. */
const safeName = (value: string) =>
  value
    .replace(/[\p{Cc}/\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200) || 'Ad';

/**
 * `POST inspiration/file/{fileId}/asset/{assetIndex}/copy-to`: one asset of the ad as a new Creative Hub
 * file (one version) in a folder of a workspace of the same organisation (its id: the root), where the
 * caller may upload. A WebP image, which the Creative Hub doesn't take, becomes a PNG.
 */
export async function copyAssetToHub(
  context: AppContext,
  input: {
    file: InspirationFileRow;
    assetIndex: number;
    caller: MemberCaller;
    unverifiedWorkspaceId: string;
    unverifiedFolderId: string;
  },
): Promise<{ fileId: string }> {
  const { file, caller } = input;
  const asset = file.assets[input.assetIndex];
  if (!asset?.key || !asset.mime) throw notFound(INSPIRATION_MESSAGES.assetNotFound);
  const { db } = context.database;
  if (!isUuid(input.unverifiedWorkspaceId) || !isUuid(input.unverifiedFolderId)) throw notFound();
  const resolved = await driveFolderResource.forMember(db, {
    userId: caller.userId,
    id: input.unverifiedFolderId,
    within: input.unverifiedWorkspaceId,
  });
  if (!resolved || resolved.row.orgId !== file.orgId) throw notFound();
  if (!driveFolderResource.allowedActions(resolved, caller).includes('file.upload')) {
    throw forbidden(deniedMessage('file.upload'));
  }
  const stored = await context.storage.get(asset.key);
  if (!stored) throw notFound(INSPIRATION_MESSAGES.assetNotFound);
  const workDir = path.join(context.config.dataDir, 'tmp', `inspiration-copy-${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  try {
    const original = path.join(workDir, 'original');
    await pipeline(stored.body, createWriteStream(original));
    let source = original;
    let extension = /\.([a-z0-9]+)$/.exec(asset.key)?.[1] ?? 'bin';
    if (asset.mime === 'image/webp') {
      source = path.join(workDir, 'converted.png');
      await renderImages({
        source: { file: original },
        outputs: [{ encoding: { format: 'png' }, file: source }],
      });
      extension = 'png';
    }
    const { row } = resolved;
    return await importDriveFile(context, {
      orgId: row.orgId,
      workspaceId: row.workspaceId,
      folderId: row.folder?.id ?? null,
      filename: `${safeName(file.pageName)} ${input.assetIndex + 1}.${extension}`,
      path: source,
      userId: caller.userId,
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
