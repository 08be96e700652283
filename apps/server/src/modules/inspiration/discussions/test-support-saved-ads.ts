import type { DiscoverFormat } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { insertThread } from '../../discussions/test-support-comment-rows.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationDiscussions,
  inspirationFiles,
  inspirationMarks,
  inspirationReplies,
  type InspirationBoardRow,
  type InspirationDiscussionRow,
  type InspirationFileRow,
  type StoredInspirationAsset,
} from '../tables.ts';

/*
 * Inspiration rows for the comment, share-link, search and expert tests, written straight into the area's
 * tables: boards, saved ads whose assets have bytes in the test's storage, comments and watches.
 */

interface InWorkspace {
  workspace: { id: string; orgId: string };
}

export async function insertBoard(
  t: TestApp,
  input: InWorkspace & { name: string; parentId?: string | null; description?: string | null },
): Promise<InspirationBoardRow> {
  const [board] = await t.context.database.db
    .insert(inspirationBoards)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      parentId: input.parentId ?? null,
      name: input.name,
      description: input.description ?? null,
    })
    .returning();
  if (!board) throw new Error('insert into inspiration_boards returned nothing');
  return board;
}

/** A PNG of one pixel: what a saved ad's image asset holds in the tests. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A saved ad in `boardIds` (the first one first), with `assets` images (each stored, with a thumbnail),
 * saved `savedMinutesAgo` minutes ago.
 */
export async function insertSavedAd(
  t: TestApp,
  input: InWorkspace & {
    boardIds: readonly string[];
    pageName?: string;
    body?: string;
    title?: string | null;
    caption?: string | null;
    assets?: number;
    format?: DiscoverFormat;
    savedMinutesAgo?: number;
    createdByUserId?: string | null;
  },
): Promise<InspirationFileRow> {
  const { db } = t.context.database;
  const savedAt = new Date(Date.now() - (input.savedMinutesAgo ?? 60) * 60_000);
  const [file] = await db
    .insert(inspirationFiles)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      source: 'meta',
      pageName: input.pageName ?? 'Glow Theory',
      format: input.format ?? 'image',
      publisherPlatforms: ['facebook'],
      body: input.body ?? 'Meet the serum everyone asks about.',
      title: input.title ?? null,
      caption: input.caption ?? null,
      createdByUserId: input.createdByUserId ?? null,
      createdAt: savedAt,
      modifiedAt: savedAt,
    })
    .returning();
  if (!file) throw new Error('insert into inspiration_files returned nothing');
  const assets: StoredInspirationAsset[] = [];
  for (let index = 0; index < (input.assets ?? 2); index += 1) {
    const key = `inspiration/${file.workspaceId}/${file.id}/${index}-test-original.png`;
    const thumbnailKey = `inspiration/${file.workspaceId}/${file.id}/${index}-test-thumbnail.webp`;
    await t.context.storage.put(key, ONE_PIXEL_PNG, 'image/png');
    await t.context.storage.put(thumbnailKey, ONE_PIXEL_PNG, 'image/webp');
    assets.push({
      type: 'image',
      key,
      mime: 'image/png',
      size: ONE_PIXEL_PNG.length,
      thumbnailKey,
      previewKey: null,
      width: 1,
      height: 1,
      durationMs: null,
      processing: false,
    });
  }
  const [withAssets] = await db
    .update(inspirationFiles)
    .set({ assets, size: assets.reduce((sum, asset) => sum + asset.size, 0) })
    .where(eq(inspirationFiles.id, file.id))
    .returning();
  for (const [position, boardId] of input.boardIds.entries()) {
    await db.insert(inspirationBoardFiles).values({
      boardId,
      fileId: file.id,
      workspaceId: file.workspaceId,
      addedAt: new Date(savedAt.getTime() + position * 1000),
    });
  }
  return withAssets ?? file;
}

/** A comment on a saved ad's asset, by a member (`userId`) or a link's viewer (`authorName`), with replies. */
export async function insertAdComment(
  t: TestApp,
  input: {
    file: InspirationFileRow;
    assetIndex: number;
    userId?: string | null;
    authorName?: string | null;
    content?: string;
    replies?: { userId?: string | null; content?: string }[];
  },
): Promise<InspirationDiscussionRow> {
  const { discussion } = await insertThread(t, {
    tables: { discussions: inspirationDiscussions, replies: inspirationReplies },
    discussion: {
      orgId: input.file.orgId,
      workspaceId: input.file.workspaceId,
      fileId: input.file.id,
      assetIndex: input.assetIndex,
      content: input.content ?? 'A comment',
      createdByUserId: input.userId ?? null,
      authorName: input.authorName ?? null,
    },
    replies: (input.replies ?? []).map((reply, position) => ({
      content: reply.content ?? `Reply ${position + 1}`,
      createdByUserId: reply.userId ?? null,
      createdAt: new Date(Date.now() + position),
    })),
  });
  return discussion;
}

/** `userId` watches a saved ad (`kind: 'file'`) or a board (`kind: 'board'`; the workspace's id is its root). */
export async function watchInspiration(
  t: TestApp,
  input: { userId: string; targetId: string; kind: 'file' | 'board'; workspaceId: string },
): Promise<void> {
  await t.context.database.db.insert(inspirationMarks).values({ ...input, mark: 'watch' });
}

/** Every comment and reply, to prove a refused call changed nothing. */
export async function commentSnapshot(t: TestApp) {
  const { db } = t.context.database;
  const discussions = await db.select().from(inspirationDiscussions).orderBy(inspirationDiscussions.id);
  const replies = await db.select().from(inspirationReplies).orderBy(inspirationReplies.id);
  return { discussions, replies };
}
