import { randomUUID } from 'node:crypto';
import {
  DRIVE_MIME_TYPES,
  DRIVE_UPLOAD_MESSAGES,
  ERROR_CODES,
  IMAGE_MAX_SIDE_PX,
  type DriveMime,
} from '@hookline/domain';
import { and, eq, max } from 'drizzle-orm';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error.ts';
import { readHeader } from '../../../platform/images/uploaded-image.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { lockOrganisationRow } from '../../tenancy/index.ts';
import { driveFileUploadedJob } from '../drive-events.job.ts';
import { EXTENSION_OF_MIME, versionStorageKey } from '../media/media-keys.ts';
import { processDriveMediaJob } from '../media/media.job.ts';
import { driveFiles, driveFileVersions } from '../tables.ts';
import { assertStorageAllows } from '../usage/drive-usage.service.ts';
import { markUploadDone, type UploadRecord, type UploadTarget } from './upload-records.ts';
import type { StagedUpload } from './staged-upload.ts';

function isDriveMime(mime: string | undefined): mime is DriveMime {
  return mime !== undefined && Object.hasOwn(DRIVE_MIME_TYPES, mime);
}

/**
 * What the staged bytes are, by their content (a file on this machine, or the first bytes of the upload): a
 * JPG, PNG or GIF image or an MP4, MOV or WEBM video, whatever the name says. An image is refused past
 * 8000 px a side from its header, before anything decodes it.
 */
export async function checkUploadedMedia(source: Buffer | string): Promise<DriveMime> {
  const detected = await (typeof source === 'string' ? fileTypeFromFile(source) : fileTypeFromBuffer(source));
  const mime = detected?.mime;
  if (!isDriveMime(mime)) {
    throw new AppError(ERROR_CODES.unsupportedMediaType, DRIVE_UPLOAD_MESSAGES.typeNotAllowed);
  }
  if (DRIVE_MIME_TYPES[mime] === 'image') {
    const header = await readHeader(source).catch(() => {
      throw new AppError(ERROR_CODES.unsupportedMediaType, DRIVE_UPLOAD_MESSAGES.typeNotAllowed);
    });
    const frameHeight = header.pageHeight ?? header.height;
    if (header.width > IMAGE_MAX_SIDE_PX || frameHeight > IMAGE_MAX_SIDE_PX) {
      throw badRequest(DRIVE_UPLOAD_MESSAGES.imageTooManyPixels);
    }
  }
  return mime;
}

async function insertVersionRows(
  tx: Executor,
  input: { record: UploadRecord; versionId: string; storageKey: string; mime: DriveMime; size: number },
): Promise<{ fileId: string; isNewVersion: boolean }> {
  const { record, versionId, storageKey, mime, size } = input;
  const now = new Date();
  let fileId: string;
  let number = 1;
  if (record.fileId) {
    const [file] = await tx
      .select({ id: driveFiles.id })
      .from(driveFiles)
      .where(and(eq(driveFiles.id, record.fileId), eq(driveFiles.workspaceId, record.workspaceId)))
      .for('update')
      .limit(1);
    if (!file) throw notFound();
    fileId = file.id;
    const [latest] = await tx
      .select({ number: max(driveFileVersions.number) })
      .from(driveFileVersions)
      .where(
        and(eq(driveFileVersions.fileId, fileId), eq(driveFileVersions.workspaceId, record.workspaceId)),
      );
    number = (latest?.number ?? 0) + 1;
  } else {
    const [file] = await tx
      .insert(driveFiles)
      .values({
        orgId: record.orgId,
        workspaceId: record.workspaceId,
        folderId: record.folderId,
        name: record.filename,
        createdByUserId: record.uploadedByUserId,
      })
      .returning({ id: driveFiles.id });
    if (!file) throw new Error('insert into drive_files returned nothing');
    fileId = file.id;
  }
  await tx.insert(driveFileVersions).values({
    id: versionId,
    orgId: record.orgId,
    workspaceId: record.workspaceId,
    fileId,
    number,
    originalName: record.filename,
    storageKey,
    mime,
    kind: DRIVE_MIME_TYPES[mime],
    size,
    resolution: record.resolution,
    processing: true,
    uploadedByUserId: record.uploadedByUserId,
  });
  await tx
    .update(driveFiles)
    .set({ activeVersionId: versionId, size, modifiedAt: now })
    .where(and(eq(driveFiles.id, fileId), eq(driveFiles.workspaceId, record.workspaceId)));
  return { fileId, isNewVersion: record.fileId !== null };
}

/** Hands work on after the commit; what fails here is logged, never undoes the upload. */
async function dispatchAfterCommit<Schema extends z.ZodType>(
  context: AppContext,
  job: JobDefinition<Schema>,
  payload: z.infer<Schema>,
) {
  // With no queue, jobs run at once through their handler; an event nobody handles yet is simply not sent.
  if (!context.jobs && !context.jobHandlers.find(job.name)) return;
  await dispatchJob(context, job, payload).catch((error: unknown) => {
    context.log.error({ err: error, job: job.name }, 'drive upload: a job could not be dispatched');
  });
}

/**
 * Turns a complete staged upload into a file (or a new version of one): checks its content, moves its
 * bytes to the storage driver, then in one transaction writes the version and makes it active, with the
 * organisation's storage checked again under its row lock, and ends the upload's reservation. After the commit the media job makes the
 * thumbnail (and a video's poster and preview) and `drive.file-uploaded` is announced.
 * `reauthorise` proves again that the target may still take the upload (a membership, a link, can end).
 */
export async function completeUpload(
  context: AppContext,
  input: { record: UploadRecord; staged: StagedUpload; reauthorise: () => Promise<UploadTarget> },
): Promise<{ fileId: string; versionId: string }> {
  const { record, staged } = input;
  const mime = await checkUploadedMedia(await staged.source());
  await input.reauthorise();
  const size = await staged.size();
  const versionId = randomUUID();
  const storageKey = versionStorageKey({
    orgId: record.orgId,
    workspaceId: record.workspaceId,
    versionId,
    name: `original.${EXTENSION_OF_MIME[mime] ?? 'bin'}`,
  });
  await staged.storeAs(storageKey, mime);

  let written: { fileId: string; isNewVersion: boolean };
  try {
    written = await context.database.db.transaction(async (tx) => {
      if (!(await lockOrganisationRow(tx, record.orgId))) throw notFound();
      // The upload's own reservation gives way to its bytes, in this transaction.
      await assertStorageAllows(tx, {
        orgId: record.orgId,
        adding: size,
        context,
        excludingUploadId: record.id,
      });
      const inserted = await insertVersionRows(tx, { record, versionId, storageKey, mime, size });
      await markUploadDone(tx, record.id, { fileId: inserted.fileId, versionId });
      return inserted;
    });
  } catch (error) {
    await context.storage.delete(storageKey);
    throw error;
  }

  await dispatchAfterCommit(context, processDriveMediaJob, { orgId: record.orgId, versionId });
  await dispatchAfterCommit(context, driveFileUploadedJob, {
    fileId: written.fileId,
    versionId,
    uploadedByUserId: record.uploadedByUserId,
    uploaderName: record.uploaderName,
    isNewVersion: written.isNewVersion,
  });
  return { fileId: written.fileId, versionId };
}
