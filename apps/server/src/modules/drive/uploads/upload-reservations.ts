import { DRIVE_UPLOAD_MESSAGES, ERROR_CODES } from '@hookline/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { lockOrganisationRow } from '../../tenancy/index.ts';
import { driveUploads } from '../tables.ts';
import { assertStorageAllows } from '../usage/drive-usage.service.ts';
import type { UploadRecord } from './upload-records.ts';

/** Unfinished uploads an organisation may have at once (its members' and its file-collect links' together). */
export const PENDING_UPLOADS_PER_ORG = 30;
/** Unfinished uploads one file-collect link may have at once. */
export const PENDING_UPLOADS_PER_LINK = 10;

const UNFINISHED = ['pending', 'completing'] as const;

/**
 * Records a new upload and reserves its declared length against the organisation's storage, under the
 * organisation's row lock so that uploads created together can't pass the limit (or the caps) between them:
 * 403 PLAN_LIMIT_REACHED past the storage, 429 past the unfinished uploads an organisation or a link may have.
 */
export async function reserveUpload(
  context: AppContext,
  record: Omit<UploadRecord, 'createdAt' | 'result'>,
): Promise<void> {
  const { db } = context.database;
  await db.transaction(async (tx) => {
    if (!(await lockOrganisationRow(tx, record.orgId))) throw notFound();
    const unfinished = async (scope: ReturnType<typeof eq>) => {
      const [row] = await tx
        .select({ count: count() })
        .from(driveUploads)
        .where(and(scope, inArray(driveUploads.state, [...UNFINISHED])));
      return row?.count ?? 0;
    };
    if ((await unfinished(eq(driveUploads.orgId, record.orgId))) >= PENDING_UPLOADS_PER_ORG) {
      throw new AppError(
        ERROR_CODES.tooManyRequests,
        DRIVE_UPLOAD_MESSAGES.tooManyPendingUploads(PENDING_UPLOADS_PER_ORG),
      );
    }
    if (
      record.fileCollectId !== null &&
      (await unfinished(eq(driveUploads.fileCollectId, record.fileCollectId))) >= PENDING_UPLOADS_PER_LINK
    ) {
      throw new AppError(
        ERROR_CODES.tooManyRequests,
        DRIVE_UPLOAD_MESSAGES.tooManyLinkUploads(PENDING_UPLOADS_PER_LINK),
      );
    }
    await assertStorageAllows(tx, {
      orgId: record.orgId,
      adding: record.size,
      context,
    });
    await tx.insert(driveUploads).values({
      id: record.id,
      orgId: record.orgId,
      workspaceId: record.workspaceId,
      folderId: record.folderId,
      fileId: record.fileId,
      uploadedByUserId: record.uploadedByUserId,
      fileCollectId: record.fileCollectId,
      uploaderName: record.uploaderName,
      product: record.product ?? null,
      filename: record.filename,
      resolution: record.resolution,
      size: record.size,
    });
  });
}
