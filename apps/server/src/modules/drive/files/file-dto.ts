import type { DriveFile, DriveVersion } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { tagsOfItems } from '../../settings/index.ts';
import type { MediaUrls, MediaVariant } from '../media/media-urls.ts';
import type { DriveFileRow, DriveFileVersionRow } from '../tables.ts';
import { marksOf } from './drive-marks.service.ts';
import { fileDtoQueries } from './file-dto-queries.ts';
import { actionsAmong, FILE_ACTIONS, type DriveViewer } from './drive-viewer.ts';

/** What the DTO builders read with: the database (or a transaction) and the media URL signer. */
export interface DriveDtoDeps {
  db: Executor;
  media: MediaUrls;
  /**
   * Previews only, never the upload itself (a share link with downloads off): an image shows its thumbnail,
   * a video its MP4 preview, and a version without one yet has no media URL (`''`, null on the file).
   */
  previewsOnly?: boolean;
}

const iso = (date: Date) => date.toISOString();
const distinct = (values: readonly string[]) => [...new Set(values)];

interface DiscussionCounts {
  all: number;
  open: number;
}

/** The variant a browser shows or plays, when the version has one. */
function playableVariant(version: DriveFileVersionRow, previewsOnly: boolean): MediaVariant | undefined {
  if (previewsOnly) {
    if (version.kind === 'video') return version.previewKey ? 'preview' : undefined;
    return version.thumbnailKey ? 'thumbnail' : undefined;
  }
  // A browser plays the MP4 preview of a video once the media job has made it, the upload itself before.
  return version.kind === 'video' && version.previewKey ? 'preview' : 'original';
}

function versionDto(
  media: MediaUrls,
  version: DriveFileVersionRow,
  input: { activeId: string | null; counts: DiscussionCounts | undefined; previewsOnly: boolean },
): DriveVersion {
  const playable = playableVariant(version, input.previewsOnly);
  return {
    versionId: version.id,
    number: version.number,
    name: version.originalName,
    mime: version.mime,
    kind: version.kind,
    size: version.size,
    resolution: version.resolution,
    durationMs: version.durationMs,
    frameRate: version.frameRate,
    isActive: version.id === input.activeId,
    thumbGenerationInprogress: version.processing,
    thumbnailURL: version.thumbnailKey ? media.url(version.id, 'thumbnail') : null,
    mediaURL: playable ? media.url(version.id, playable) : '',
    posterURL: version.posterKey ? media.url(version.id, 'poster') : null,
    createdAt: iso(version.createdAt),
    uploadedBy: version.uploadedByUserId,
    discussionCount: input.counts?.all ?? 0,
  };
}

/** Groups rows by a key, keeping their order. */
function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The DTOs of `files`, in their order, in a fixed number of queries whatever their number: their versions,
 * their tags, the viewer's favourites and watches, and each version's comment counts. The media fields of a
 * file are its active version's; `openDiscussionCount` counts the open comments on that version.
 */
export async function buildFileDtos(
  deps: DriveDtoDeps,
  input: { files: readonly DriveFileRow[]; viewer: DriveViewer },
): Promise<DriveFile[]> {
  const { files, viewer } = input;
  if (files.length === 0) return [];
  const { db, media } = deps;
  const fileIds = files.map((file) => file.id);
  const workspaceIds = distinct(files.map((file) => file.workspaceId));

  const queries = fileDtoQueries(db);
  const ids = { fileIds, workspaceIds };
  const [versions, tagsOf, counts, marks] = await Promise.all([
    queries.versions.execute(ids),
    queries.tagLinks.execute(ids).then((links) => tagsOfItems(db, links)),
    queries.discussionCounts.execute(ids),
    marksOf(db, { userId: viewer.userId, targetIds: fileIds }),
  ]);

  const versionsOf = groupBy(versions, (version) => version.fileId);
  const countsOf = new Map(counts.map((row) => [row.versionId, row]));
  const allowedActions = actionsAmong(viewer, FILE_ACTIONS);

  return files.map((file) => {
    const own = (versionsOf.get(file.id) ?? []).map((version) =>
      versionDto(media, version, {
        activeId: file.activeVersionId,
        counts: countsOf.get(version.id),
        previewsOnly: deps.previewsOnly ?? false,
      }),
    );
    const active = own.find((version) => version.isActive);
    return {
      _id: file.id,
      workspaceId: file.workspaceId,
      folderId: file.folderId,
      name: file.name,
      description: file.description,
      customFields: file.customFields,
      tags: tagsOf.get(file.id) ?? [],
      versions: own,
      activeVersionId: file.activeVersionId,
      isFavourite: marks.favourites.has(file.id),
      isWatched: marks.watched.has(file.id),
      // No active version yet: the first upload is still being completed.
      thumbGenerationInprogress: active?.thumbGenerationInprogress ?? true,
      size: file.size,
      createdAt: iso(file.createdAt),
      modifiedAt: iso(file.modifiedAt),
      thumbnailURL: active?.thumbnailURL ?? null,
      mediaURL: active?.mediaURL || null,
      posterURL: active?.posterURL ?? null,
      mime: active?.mime ?? null,
      kind: active?.kind ?? null,
      resolution: active?.resolution ?? null,
      durationMs: active?.durationMs ?? null,
      openDiscussionCount: active ? (countsOf.get(active.versionId)?.open ?? 0) : 0,
      allowedActions,
    };
  });
}

/** One file's DTO. */
export async function buildFileDto(
  deps: DriveDtoDeps,
  input: { file: DriveFileRow; viewer: DriveViewer },
): Promise<DriveFile> {
  const [dto] = await buildFileDtos(deps, { files: [input.file], viewer: input.viewer });
  if (!dto) throw new Error('buildFileDtos returned no DTO for a file');
  return dto;
}
