import { DRIVE_REVIEW_MESSAGES, type CommentAnnotation } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFileVersions, type DriveFileRow, type DriveFileVersionRow } from '../tables.ts';

/**
 * One of the file's versions, in the file's workspace; 404 when `versionId` is another file's. `lock` holds
 * it (a share lock) until the transaction ends, so a comment is never written on a version that a parallel
 * change deletes or moves to another file meanwhile.
 */
export async function versionOfFile(
  db: Executor,
  input: { file: Pick<DriveFileRow, 'id' | 'workspaceId'>; versionId: string; lock?: boolean },
): Promise<DriveFileVersionRow> {
  if (!isUuid(input.versionId)) throw notFound();
  const query = db
    .select()
    .from(driveFileVersions)
    .where(
      and(
        eq(driveFileVersions.id, input.versionId),
        eq(driveFileVersions.fileId, input.file.id),
        eq(driveFileVersions.workspaceId, input.file.workspaceId),
      ),
    )
    .limit(1);
  const [version] = input.lock ? await query.for('share') : await query;
  if (!version) throw notFound();
  return version;
}

/**
 * A comment's pin must fit its version: a time (or a frame) only on a video, and never after its end. A video
 * whose duration isn't known yet (still processing) takes any time.
 */
export function checkAnnotation(
  version: Pick<DriveFileVersionRow, 'kind' | 'durationMs'>,
  annotation: CommentAnnotation | null | undefined,
): void {
  if (!annotation) return;
  const { time, frame, fps } = annotation;
  if (time === undefined && frame === undefined) return;
  if (version.kind !== 'video') throw badRequest(DRIVE_REVIEW_MESSAGES.timeOnImage);
  if (version.durationMs === null) return;
  const seconds = [time, frame !== undefined && fps !== undefined ? frame / fps : undefined];
  if (seconds.some((value) => value !== undefined && Math.round(value * 1000) > version.durationMs!)) {
    throw badRequest(DRIVE_REVIEW_MESSAGES.timeBeyondDuration);
  }
}
