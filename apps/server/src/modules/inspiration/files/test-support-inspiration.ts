import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { assetKeys } from '../media/media-keys.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationFiles,
  inspirationFileTags,
  inspirationMarks,
  type InspirationBoardRow,
  type InspirationFileRow,
  type StoredInspirationAsset,
} from '../tables.ts';

/*
 * Test support for the Inspiration calls: a caller of the main service, a snapshot of every row the calls may
 * change, and boards and saved ads (with real stored bytes) written straight into the tables.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const DENIED = "You don't have permission to do this. Please contact your admin.";
export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** Text that PostgreSQL, jsonb or a UTF-8 encoder refuses, or that is merely far too long. */
export const NASTY_TEXT = {
  nul: 'Bad\u0000name',
  loneSurrogate: 'Bad\ud800name',
  long: 'x'.repeat(100_000),
} as const;

/** Calls the main service as the holder of `token`. */
export function inspirationCaller(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}

/** Every Inspiration row a board or saved-ad call may change, in a stable order. */
export async function inspirationSnapshot(t: TestApp) {
  const { db } = t.context.database;
  return {
    boards: await db.select().from(inspirationBoards).orderBy(inspirationBoards.id),
    files: await db.select().from(inspirationFiles).orderBy(inspirationFiles.id),
    links: await db
      .select()
      .from(inspirationBoardFiles)
      .orderBy(inspirationBoardFiles.boardId, inspirationBoardFiles.fileId),
    tags: await db
      .select()
      .from(inspirationFileTags)
      .orderBy(inspirationFileTags.fileId, inspirationFileTags.tagId),
    marks: await db
      .select()
      .from(inspirationMarks)
      .orderBy(inspirationMarks.userId, inspirationMarks.targetId, inspirationMarks.mark),
  };
}

export type RefusedCase = [Method, string, object | undefined, string, number, string?];

/** Each call answers its status (and message), and none changes an Inspiration row. */
export async function expectRefused(t: TestApp, cases: RefusedCase[]): Promise<void> {
  const call = inspirationCaller(t);
  const before = await inspirationSnapshot(t);
  for (const [method, url, payload, token, status, message] of cases) {
    const response = await call(method, url, token, payload);
    const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`;
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
    if (message) expect(messageOf(response), label).toBe(message);
  }
  expect(await inspirationSnapshot(t)).toEqual(before);
}

interface InWorkspace {
  workspace: { id: string; orgId: string };
}

export async function insertBoard(
  t: TestApp,
  input: InWorkspace & { name: string; parentId?: string | null; position?: number },
): Promise<InspirationBoardRow> {
  const [board] = await t.context.database.db
    .insert(inspirationBoards)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      parentId: input.parentId ?? null,
      name: input.name,
      position: input.position ?? 0,
    })
    .returning();
  if (!board) throw new Error('insert into inspiration_boards returned nothing');
  return board;
}

/** A real PNG of `width` x `height` in one colour. */
export function pngOf(width: number, height: number, shade = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 80, b: 200 } } })
    .png()
    .toBuffer();
}

/**
 * A saved ad in `boardIds` (linked in that order, a second apart), with `images` PNG assets, each stored
 * with its thumbnail; saved `savedMinutesAgo` minutes ago.
 */
export async function insertSavedAd(
  t: TestApp,
  input: InWorkspace & {
    boardIds: readonly string[];
    pageName?: string;
    body?: string;
    source?: 'meta' | 'tiktok' | 'manual';
    publisherPlatforms?: ('facebook' | 'instagram' | 'tiktok')[];
    images?: number;
    savedMinutesAgo?: number;
    brandId?: string | null;
  },
): Promise<InspirationFileRow> {
  const { db } = t.context.database;
  const { storage } = t.context;
  const savedAt = new Date(Date.now() - (input.savedMinutesAgo ?? 60) * 60_000);
  const id = crypto.randomUUID();
  const assets: StoredInspirationAsset[] = [];
  for (let index = 0; index < (input.images ?? 1); index += 1) {
    const keys = assetKeys({ workspaceId: input.workspace.id, fileId: id, index });
    const bytes = await pngOf(40, 30, 40 * index);
    await storage.put(keys.original('image/png'), bytes, 'image/png');
    await storage.put(keys.thumbnail, await sharp(bytes).jpeg().toBuffer(), 'image/jpeg');
    assets.push({
      type: 'image',
      key: keys.original('image/png'),
      mime: 'image/png',
      size: bytes.length,
      thumbnailKey: keys.thumbnail,
      previewKey: null,
      width: 40,
      height: 30,
      durationMs: null,
      processing: false,
    });
  }
  const [file] = await db
    .insert(inspirationFiles)
    .values({
      id,
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      source: input.source ?? 'meta',
      isManualUpload: input.source === 'manual',
      brandId: input.brandId ?? null,
      pageName: input.pageName ?? 'Glow Theory',
      format: assets.length > 1 ? 'carousel' : 'image',
      publisherPlatforms: input.publisherPlatforms ?? ['facebook'],
      body: input.body ?? 'Meet the serum everyone asks about.',
      assets,
      size: assets.reduce((sum, asset) => sum + asset.size, 0),
      createdAt: savedAt,
      modifiedAt: savedAt,
    })
    .returning();
  if (!file) throw new Error('insert into inspiration_files returned nothing');
  for (const [position, boardId] of input.boardIds.entries()) {
    await db.insert(inspirationBoardFiles).values({
      boardId,
      fileId: file.id,
      workspaceId: input.workspace.id,
      addedAt: new Date(savedAt.getTime() + position * 1000),
    });
  }
  return file;
}

/** Whether every stored object of the ad's assets is (or is no longer) in storage. */
export async function storedKeysOf(t: TestApp, file: Pick<InspirationFileRow, 'assets'>): Promise<boolean[]> {
  const keys = file.assets.flatMap((asset) =>
    [asset.key, asset.thumbnailKey, asset.previewKey].filter((key): key is string => key !== null),
  );
  return Promise.all(keys.map(async (key) => (await t.context.storage.head(key)) !== undefined));
}
