import { PassThrough, Transform } from 'node:stream';
import { DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { driveZipJobs } from '../tables.ts';
import { collectZipEntries } from './zip-entries.ts';
import { checkZipCaps } from './zip-jobs.service.ts';

/** Progress is written at most this often, and on every step of 5. */
const PROGRESS_INTERVAL_MS = 1000;
const PROGRESS_STEP = 5;

export const zipStorageKey = (orgId: string, zipJobId: string) => `zips/${orgId}/${zipJobId}.zip`;

/**
 * Builds a zip job's archive with yazl, each file streamed from storage into it in turn and the archive
 * streamed into storage (to S3 as a multipart upload), so neither is ever whole in memory. Files are stored,
 * not compressed: images and videos are compressed already. Progress (0-100) follows the bytes read.
 * Idempotent: a job built, failed or expired is left alone.
 */
export async function buildZip(
  context: AppContext,
  input: { orgId: string; zipJobId: string },
): Promise<void> {
  const { db } = context.database;
  const scope = and(eq(driveZipJobs.id, input.zipJobId), eq(driveZipJobs.orgId, input.orgId));
  const [job] = await db.select().from(driveZipJobs).where(scope).limit(1);
  if (!job || job.status === 'ready' || job.status === 'failed' || job.expiresAt < new Date()) return;
  await db.update(driveZipJobs).set({ status: 'running', progress: 0, error: null }).where(scope);

  const key = zipStorageKey(job.orgId, job.id);
  try {
    const entries = await collectZipEntries(db, {
      workspaceId: job.workspaceId,
      fileIds: job.fileIds,
      folderIds: job.folderIds,
      strict: false,
    });
    checkZipCaps(entries);
    const totalBytes = Math.max(
      1,
      entries.reduce((sum, entry) => sum + entry.size, 0),
    );
    let readBytes = 0;
    let written = 0;
    let writtenAt = 0;
    let writes = Promise.resolve();
    const noteProgress = () => {
      const progress = Math.min(99, Math.floor((readBytes / totalBytes) * 100));
      const now = Date.now();
      if (progress - written < PROGRESS_STEP && now - writtenAt < PROGRESS_INTERVAL_MS) return;
      written = progress;
      writtenAt = now;
      writes = writes.then(async () => {
        await db.update(driveZipJobs).set({ progress }).where(scope);
      });
    };

    const zip = new yazl.ZipFile();
    const output = new PassThrough();
    zip.outputStream.pipe(output);
    zip.on('error', (error: Error) => output.destroy(error));
    for (const entry of entries) {
      zip.addReadStreamLazy(entry.path, { compress: false, mtime: entry.modifiedAt }, (callback) => {
        context.storage.get(entry.storageKey).then(
          (stored) => {
            if (!stored) {
              return callback(new Error(`${entry.path} is missing from storage`), undefined as never);
            }
            const counted = new Transform({
              transform(chunk: Buffer, _encoding, done) {
                readBytes += chunk.length;
                noteProgress();
                done(null, chunk);
              },
            });
            callback(null, stored.body.pipe(counted));
          },
          (error: unknown) => callback(error, undefined as never),
        );
      });
    }
    zip.end();
    await context.storage.put(key, output, 'application/zip');
    await writes;
    const stored = await context.storage.head(key);
    await db
      .update(driveZipJobs)
      .set({ status: 'ready', progress: 100, storageKey: key, size: stored?.size ?? null })
      .where(scope);
  } catch (error) {
    context.log.error({ err: error, zipJobId: job.id }, 'drive zip failed');
    await context.storage.delete(key).catch(() => undefined);
    // The caps' refusals are the spec's words; anything else is the generic one.
    const message = error instanceof AppError ? error.message : DRIVE_UPLOAD_MESSAGES.zipFailed;
    await db.update(driveZipJobs).set({ status: 'failed', error: message }).where(scope);
  }
}
