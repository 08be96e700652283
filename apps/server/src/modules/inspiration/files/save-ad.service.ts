import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ERROR_CODES,
  INSPIRATION_MESSAGES,
  type DiscoverFormat,
  type DiscoverPlatform,
  type InspirationFile,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { externalAdSchema, manualAdSchema } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { findDiscoverAdRow, renderMissingMedia, type DiscoverAdRow } from '../../discover/index.ts';
import { assertStorageAllows } from '../../drive/index.ts';
import { lockOrganisationRow } from '../../tenancy/index.ts';
import { boardsForAds } from '../boards/board-lookup.ts';
import { boardTree } from '../boards/board-tree.ts';
import { dtoDeps } from '../boards/boards.service.ts';
import { fetchAdMedia } from '../media/media-fetch.ts';
import { assetKeys, MIME_OF_EXTENSION } from '../media/media-keys.ts';
import { processPendingMedia } from '../media/media.job.ts';
import { inspirationBoardFiles, inspirationFiles, type StoredInspirationAsset } from '../tables.ts';
import { buildInspirationFileDto } from './file-dto.ts';
import type { InspirationViewer } from './inspiration-viewer.ts';
import { webUrlOrNull } from './web-url.ts';

type ParsedExternalAd = z.output<typeof externalAdSchema>;
type ParsedManualAd = z.output<typeof manualAdSchema>;

/** What a save names: exactly one of a Discover ad, an ad read elsewhere, or an ad typed by hand. */
export type SaveSource = { discoverAdId: string } | { ad: ParsedExternalAd } | { manual: ParsedManualAd };

export interface SaveInput {
  workspace: { id: string; orgId: string };
  userId: string;
  viewer: InspirationViewer;
  /** The board the save was made in (the DTO's `folderId`), then any more boards it goes into. */
  unverifiedFolderId: string;
  unverifiedFolderIds?: readonly string[] | undefined;
  source: SaveSource;
}

/** A saved ad's format, from its media: one video, one image, or several. */
export function formatOf(assets: readonly Pick<StoredInspirationAsset, 'type'>[]): DiscoverFormat {
  if (assets.length > 1) return 'carousel';
  return assets[0]?.type === 'video' ? 'video' : 'image';
}

/** The row values every kind of save fills in, apart from the media. */
type AdValues = Omit<
  typeof inspirationFiles.$inferInsert,
  'id' | 'orgId' | 'workspaceId' | 'assets' | 'size'
>;

async function discoverAdOf(db: Executor, adId: string): Promise<DiscoverAdRow> {
  if (!isUuid(adId)) throw notFound(INSPIRATION_MESSAGES.adNotFound);
  const ad = await findDiscoverAdRow(db, adId);
  if (!ad) throw notFound(INSPIRATION_MESSAGES.adNotFound);
  return ad;
}

function discoverValues(ad: DiscoverAdRow): AdValues {
  return {
    source: ad.source,
    isManualUpload: false,
    discoverAdId: ad.id,
    adArchiveId: ad.adArchiveId,
    brandId: ad.brandId,
    pageName: ad.pageName,
    format: ad.format,
    publisherPlatforms: ad.publisherPlatforms,
    isActive: ad.isActive,
    startDate: ad.startDate,
    endDate: ad.endDate,
    body: ad.body,
    caption: ad.caption,
    title: ad.title,
    ctaText: ad.ctaText,
    ctaUrl: ad.ctaUrl,
    sourceUrl: ad.snapshotUrl,
  };
}

function externalValues(ad: ParsedExternalAd): AdValues {
  const platforms: DiscoverPlatform[] =
    ad.publisherPlatforms && ad.publisherPlatforms.length > 0
      ? ad.publisherPlatforms
      : ad.platform === 'tiktok'
        ? ['tiktok']
        : ['facebook'];
  return {
    source: ad.platform,
    isManualUpload: false,
    adArchiveId: ad.adArchiveId ?? null,
    pageName: ad.pageName,
    format: 'image',
    publisherPlatforms: platforms,
    isActive: false,
    startDate: ad.startDate ?? null,
    body: ad.body,
    caption: ad.caption ?? null,
    title: ad.title ?? null,
    ctaText: ad.ctaText ?? null,
    ctaUrl: webUrlOrNull(ad.ctaURL) ?? null,
    sourceUrl: webUrlOrNull(ad.sourceUrl) ?? null,
  };
}

function manualValues(ad: ParsedManualAd): AdValues {
  return {
    source: 'manual',
    isManualUpload: true,
    pageName: ad.pageName,
    format: 'image',
    publisherPlatforms: ad.publisherPlatforms ?? [],
    body: ad.body,
    caption: ad.caption ?? null,
    title: ad.title ?? null,
    ctaText: ad.ctaText ?? null,
    ctaUrl: webUrlOrNull(ad.ctaURL) ?? null,
  };
}

/** A stored object of the Discover library, made first when the generated library hasn't rendered it yet. */
async function discoverObject(context: AppContext, key: string) {
  return (
    (await context.storage.get(key)) ??
    ((await renderMissingMedia(key).catch(() => false)) ? await context.storage.get(key) : undefined)
  );
}

/** Copies a Discover ad's images and videos to the saved ad's own keys. */
async function copyDiscoverMedia(
  context: AppContext,
  input: { ad: DiscoverAdRow; workspaceId: string; fileId: string; written: string[] },
): Promise<StoredInspirationAsset[]> {
  const assets: StoredInspirationAsset[] = [];
  for (const [index, asset] of input.ad.assets.entries()) {
    const extension = /\.([a-z0-9]+)$/i.exec(asset.key)?.[1]?.toLowerCase() ?? '';
    const mime = MIME_OF_EXTENSION[extension];
    const stored = mime ? await discoverObject(context, asset.key) : undefined;
    if (!mime || !stored) throw new AppError(ERROR_CODES.badGateway, INSPIRATION_MESSAGES.mediaUnreachable);
    const key = assetKeys({ workspaceId: input.workspaceId, fileId: input.fileId, index }).original(mime);
    await context.storage.put(key, stored.body, mime);
    input.written.push(key);
    const size = (await context.storage.head(key))?.size ?? 0;
    assets.push({
      type: asset.type,
      key,
      mime,
      size,
      thumbnailKey: null,
      previewKey: null,
      width: asset.width,
      height: asset.height,
      durationMs: asset.durationMs,
      processing: true,
    });
  }
  return assets;
}

/** Downloads an outside ad's images and videos (guarded) to the saved ad's own keys. */
async function fetchExternalMedia(
  context: AppContext,
  input: { ad: ParsedExternalAd; workspaceId: string; fileId: string; written: string[] },
): Promise<StoredInspirationAsset[]> {
  const workDir = path.join(context.config.dataDir, 'tmp', `inspiration-fetch-${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  try {
    const assets: StoredInspirationAsset[] = [];
    for (const [index, wanted] of input.ad.assets.entries()) {
      const destination = path.join(workDir, String(index));
      const media = await fetchAdMedia(context.outbound, {
        url: wanted.url,
        kind: wanted.type,
        destination,
      });
      const key = assetKeys({ workspaceId: input.workspaceId, fileId: input.fileId, index }).original(
        media.mime,
      );
      await context.storage.putFile(key, destination, media.mime, { move: true });
      input.written.push(key);
      assets.push({
        type: media.type,
        key,
        mime: media.mime,
        size: media.size,
        thumbnailKey: null,
        previewKey: null,
        width: media.width,
        height: media.height,
        durationMs: null,
        processing: true,
      });
    }
    return assets;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * `POST inspiration/file` and `POST extension/save-ad`: a saved ad in the board `folderId` (and linked into
 * `folderIds`), the team's own copy with its own media:
 * - from Discover: the ad's fields and its stored images and videos, copied;
 * - an ad read elsewhere (the extension): its fields, and each image or video fetched through the outbound
 *   guard (public http(s) addresses, 100 MB, images and videos by content);
 * - by hand: the typed fields and no media yet; its images and videos follow as tus uploads.
 *
 * The boards are checked first (the root is no board: 400; another workspace's board: 404), then the media
 * is stored, then the rows are written in one transaction under the tree's lock. Should anything fail, the
 * stored media goes and nothing is saved. Thumbnails and previews are made by the media job afterwards.
 */
export async function saveInspirationAd(context: AppContext, input: SaveInput): Promise<InspirationFile> {
  const { db } = context.database;
  const workspaceId = input.workspace.id;
  const boardIds = [input.unverifiedFolderId, ...(input.unverifiedFolderIds ?? [])];
  await boardsForAds(db, { workspaceId, unverifiedBoardIds: boardIds });

  const fileId = randomUUID();
  const written: string[] = [];
  let values: AdValues;
  let assets: StoredInspirationAsset[] = [];
  const { source } = input;
  const orgId = input.workspace.orgId;
  // An ad that brings media is refused at once when the organisation's storage is full (nothing is fetched).
  if (!('manual' in source)) await assertStorageAllows(db, { orgId, adding: 1, context });
  try {
    if ('discoverAdId' in source) {
      const ad = await discoverAdOf(db, source.discoverAdId);
      values = discoverValues(ad);
      assets = await copyDiscoverMedia(context, { ad, workspaceId, fileId, written });
    } else if ('ad' in source) {
      values = externalValues(source.ad);
      assets = await fetchExternalMedia(context, { ad: source.ad, workspaceId, fileId, written });
      values.format = formatOf(assets);
    } else {
      values = manualValues(source.manual);
    }
    const file = await db.transaction(async (tx) => {
      await boardTree.lock(tx, workspaceId);
      const boards = await boardsForAds(tx, { workspaceId, unverifiedBoardIds: boardIds });
      // Its media counts in the organisation's one storage figure, checked under the organisation's lock.
      if (!(await lockOrganisationRow(tx, orgId))) throw notFound();
      const size = assets.reduce((sum, asset) => sum + asset.size, 0);
      await assertStorageAllows(tx, { orgId, adding: size, context });
      const [row] = await tx
        .insert(inspirationFiles)
        .values({
          ...values,
          id: fileId,
          orgId: input.workspace.orgId,
          workspaceId,
          assets,
          size,
          createdByUserId: input.userId,
        })
        .returning();
      if (!row) throw new Error('insert into inspiration_files returned nothing');
      await tx
        .insert(inspirationBoardFiles)
        .values(
          boards.map((board) => ({ boardId: board.id, fileId, workspaceId, addedByUserId: input.userId })),
        );
      return row;
    });
    await processPendingMedia(context, { orgId: input.workspace.orgId, fileIds: [fileId] });
    const [current] = await db
      .select()
      .from(inspirationFiles)
      .where(eq(inspirationFiles.id, fileId))
      .limit(1);
    return await buildInspirationFileDto(dtoDeps(context), {
      file: current ?? file,
      viewer: input.viewer,
      folderId: input.unverifiedFolderId,
    });
  } catch (error) {
    const [saved] = await db
      .select({ id: inspirationFiles.id })
      .from(inspirationFiles)
      .where(eq(inspirationFiles.id, fileId))
      .limit(1);
    if (!saved && written.length > 0) await context.storage.deleteMany(written);
    throw error;
  }
}

/** The one source a save body names (the schema already insists on exactly one). */
export function saveSourceOf(body: {
  discoverAdId?: string | undefined;
  ad?: ParsedExternalAd | undefined;
  manual?: ParsedManualAd | undefined;
}): SaveSource {
  if (body.discoverAdId !== undefined) return { discoverAdId: body.discoverAdId };
  if (body.ad !== undefined) return { ad: body.ad };
  if (body.manual !== undefined) return { manual: body.manual };
  throw badRequest('Send one of discoverAdId, ad or manual');
}
