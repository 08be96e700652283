import type { InspirationAsset, InspirationFile } from '@hookline/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { brandNamesByIds, discoverMediaUrlOrNull } from '../../discover/index.ts';
import { tagsOfItems } from '../../settings/index.ts';
import { peopleByIds } from '../../users/index.ts';
import type { InspirationMediaUrls } from '../media/media-urls.ts';
import {
  inspirationBoardFiles,
  inspirationDiscussions,
  inspirationFileTags,
  type InspirationFileRow,
  type StoredInspirationAsset,
} from '../tables.ts';
import { inspirationMarksOf } from './inspiration-marks.service.ts';
import { actionsAmong, FILE_ACTIONS, type InspirationViewer } from './inspiration-viewer.ts';

/** What the DTO builders read with: the database (or a transaction) and the media URL signer. */
export interface InspirationDtoDeps {
  db: Executor;
  media: InspirationMediaUrls;
  /**
   * Previews only, never the bytes as saved (a share link with downloads off): an image shows its thumbnail,
   * a video its MP4 preview, and an asset without one yet has no URL (`''`).
   */
  previewsOnly?: boolean;
}

const iso = (date: Date) => date.toISOString();
const UNKNOWN_SAVER = 'Unknown';

function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The URL a browser shows or plays for an asset: a video's MP4 preview once made, else the bytes as saved. */
export function assetUrls(
  media: InspirationMediaUrls,
  asset: StoredInspirationAsset,
  options: { previewsOnly?: boolean } = {},
): { url: string; thumbnail: string | null } {
  const preview = asset.type === 'video' ? asset.previewKey : asset.thumbnailKey;
  const playable = options.previewsOnly
    ? preview
    : asset.type === 'video' && asset.previewKey
      ? asset.previewKey
      : asset.key;
  return {
    url: playable ? media.url(playable) : '',
    thumbnail: asset.thumbnailKey ? media.url(asset.thumbnailKey) : null,
  };
}

function assetDto(
  deps: InspirationDtoDeps,
  asset: StoredInspirationAsset,
  index: number,
  counts: { all: number; open: number } | undefined,
): InspirationAsset {
  return {
    index,
    type: asset.type,
    ...assetUrls(deps.media, asset, { previewsOnly: deps.previewsOnly ?? false }),
    width: asset.width,
    height: asset.height,
    durationMs: asset.durationMs,
    processing: asset.processing,
    openDiscussionCount: counts?.open ?? 0,
    discussionCount: counts?.all ?? 0,
  };
}

/**
 * The DTOs of `files`, in their order, in a fixed number of queries whatever their number: their boards,
 * brands, tags, savers, the viewer's marks and each asset's comment counts. `folderId` is the board the list
 * was read from; else each file's first board.
 */
export async function buildInspirationFileDtos(
  deps: InspirationDtoDeps,
  input: { files: readonly InspirationFileRow[]; viewer: InspirationViewer; folderId?: string | undefined },
): Promise<InspirationFile[]> {
  const { files, viewer } = input;
  if (files.length === 0) return [];
  const { db } = deps;
  const fileIds = files.map((file) => file.id);
  const brandIds = [...new Set(files.flatMap((file) => (file.brandId ? [file.brandId] : [])))];
  const saverIds = files.flatMap((file) => (file.createdByUserId ? [file.createdByUserId] : []));

  const [boards, brands, tagsOf, savers, counts, marks] = await Promise.all([
    db
      .select({ fileId: inspirationBoardFiles.fileId, boardId: inspirationBoardFiles.boardId })
      .from(inspirationBoardFiles)
      .where(inArray(inspirationBoardFiles.fileId, fileIds))
      .orderBy(asc(inspirationBoardFiles.addedAt), asc(inspirationBoardFiles.boardId)),
    brandNamesByIds(db, brandIds),
    db
      .select({
        itemId: inspirationFileTags.fileId,
        tagId: inspirationFileTags.tagId,
        workspaceId: inspirationFileTags.workspaceId,
      })
      .from(inspirationFileTags)
      .where(inArray(inspirationFileTags.fileId, fileIds))
      .then((links) => tagsOfItems(db, links)),
    peopleByIds(db, saverIds),
    db
      .select({
        fileId: inspirationDiscussions.fileId,
        assetIndex: inspirationDiscussions.assetIndex,
        all: sql<number>`count(*)`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${inspirationDiscussions.status} = 'open')`.mapWith(Number),
      })
      .from(inspirationDiscussions)
      .where(inArray(inspirationDiscussions.fileId, fileIds))
      .groupBy(inspirationDiscussions.fileId, inspirationDiscussions.assetIndex),
    inspirationMarksOf(db, { userId: viewer.userId, targetIds: fileIds }),
  ]);

  const boardsOf = groupBy(boards, (row) => row.fileId);
  const brandOf = new Map(brands.map((brand) => [brand.id, brand]));
  const saverOf = new Map(
    [...savers.values()].map((saver) => [
      saver.id,
      `${saver.firstName} ${saver.lastName}`.trim() || UNKNOWN_SAVER,
    ]),
  );
  const countsOf = new Map(counts.map((row) => [`${row.fileId}:${row.assetIndex}`, row]));
  const allowedActions = actionsAmong(viewer, FILE_ACTIONS);

  return files.map((file) => {
    const folderIds = (boardsOf.get(file.id) ?? []).map((row) => row.boardId);
    const brand = file.brandId ? brandOf.get(file.brandId) : undefined;
    const assets = file.assets.map((asset, index) =>
      assetDto(deps, asset, index, countsOf.get(`${file.id}:${index}`)),
    );
    return {
      _id: file.id,
      workspaceId: file.workspaceId,
      folderId:
        input.folderId !== undefined && folderIds.includes(input.folderId)
          ? input.folderId
          : (folderIds[0] ?? null),
      folderIds,
      source: file.source,
      is_manual_upload: file.isManualUpload,
      discoverAdId: file.discoverAdId,
      adArchiveId: file.adArchiveId,
      brandId: file.brandId,
      brand: brand
        ? { _id: brand.id, name: brand.name, logoURL: discoverMediaUrlOrNull(brand.logoKey) }
        : null,
      page_name: file.pageName,
      format: file.format,
      publisher_platform: file.publisherPlatforms,
      is_active: file.isActive,
      start_date: file.startDate,
      end_date: file.endDate,
      assets,
      body: file.body,
      isHtmlBody: false,
      description: file.description,
      caption: file.caption,
      title: file.title,
      ctaText: file.ctaText,
      ctaURL: file.ctaUrl,
      sourceUrl: file.sourceUrl,
      tags: tagsOf.get(file.id) ?? [],
      isFavourite: marks.favourites.has(file.id),
      isWatched: marks.watched.has(file.id),
      openDiscussionCount: assets.reduce((sum, asset) => sum + asset.openDiscussionCount, 0),
      savedBy: {
        _id: file.createdByUserId,
        name: file.createdByUserId ? (saverOf.get(file.createdByUserId) ?? UNKNOWN_SAVER) : UNKNOWN_SAVER,
      },
      createdAt: iso(file.createdAt),
      modifiedAt: iso(file.modifiedAt),
      allowedActions,
    };
  });
}

export async function buildInspirationFileDto(
  deps: InspirationDtoDeps,
  input: { file: InspirationFileRow; viewer: InspirationViewer; folderId?: string | undefined },
): Promise<InspirationFile> {
  const [dto] = await buildInspirationFileDtos(deps, { ...input, files: [input.file] });
  if (!dto) throw new Error('buildInspirationFileDtos returned no DTO for a saved ad');
  return dto;
}
