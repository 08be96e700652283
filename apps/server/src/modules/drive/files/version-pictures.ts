import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFileVersions } from '../tables.ts';

/**
 * A version's picture as another area shows it (the Ad Launcher's previews and creatives, a launched ad in
 * Analytics): its thumbnail, else a video's poster frame. Sign `variant` with `driveMedia.url` to show it in
 * an `<img>`, or read `key` from storage to draw it.
 */
export interface VersionPicture {
  versionId: string;
  fileId: string;
  kind: 'image' | 'video';
  variant: 'thumbnail' | 'poster';
  key: string;
  contentType: string;
  /** The upload's own size (`widthxheight`), null when it couldn't be read. */
  resolution: string | null;
}

/**
 * The pictures of those of `versionIds` that are versions in the organisation (and in the workspace, when one
 * is named); a version of another tenant, or one whose thumbnail isn't made yet, is left out.
 */
export async function versionPictures(
  db: Executor,
  input: { orgId: string; workspaceId?: string; versionIds: readonly string[] },
): Promise<Map<string, VersionPicture>> {
  const ids = [...new Set(input.versionIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      versionId: driveFileVersions.id,
      fileId: driveFileVersions.fileId,
      kind: driveFileVersions.kind,
      thumbnailKey: driveFileVersions.thumbnailKey,
      posterKey: driveFileVersions.posterKey,
      resolution: driveFileVersions.resolution,
    })
    .from(driveFileVersions)
    .where(
      and(
        eq(driveFileVersions.orgId, input.orgId),
        input.workspaceId ? eq(driveFileVersions.workspaceId, input.workspaceId) : undefined,
        inArray(driveFileVersions.id, ids),
      ),
    );
  const pictures = new Map<string, VersionPicture>();
  for (const row of rows) {
    const { thumbnailKey, posterKey, ...version } = row;
    if (thumbnailKey) {
      pictures.set(row.versionId, {
        ...version,
        variant: 'thumbnail',
        key: thumbnailKey,
        contentType: 'image/webp',
      });
    } else if (posterKey) {
      pictures.set(row.versionId, {
        ...version,
        variant: 'poster',
        key: posterKey,
        contentType: 'image/jpeg',
      });
    }
  }
  return pictures;
}
