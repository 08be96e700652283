import { createHash } from 'node:crypto';
import {
  LAUNCHER_MESSAGES,
  type LaunchBatch,
  type LaunchBatchRequest,
  type LaunchedAd,
} from '@hookline/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { activeFileVersions, type ActiveFileVersion } from '../drive/index.ts';
import { launchBatchJob } from './launch-batch.job.ts';
import { launchSettingsOf } from './launch-target.ts';
import {
  launcherBatchAds,
  launcherBatches,
  type LaunchBatchRow,
  type LauncherAdAccountRow,
} from './tables.ts';

type BatchRequest = LaunchBatchRequest & { partner?: { identityId?: string; adCode?: string } };

const isMedia = (file: ActiveFileVersion): boolean =>
  (file.kind === 'image' && file.mime.startsWith('image/')) ||
  (file.kind === 'video' && file.mime.startsWith('video/'));

/**
 * The Creative Hub files the request names, each an image or video of the account's workspace. A file of
 * another workspace or organisation answers 404, as one that doesn't exist; a file that isn't media, 400.
 */
export async function requireLaunchFiles(
  context: Pick<AppContext, 'database'>,
  input: { workspaceId: string; fileIds: readonly string[] },
): Promise<Map<string, ActiveFileVersion>> {
  const files = new Map(
    (await activeFileVersions(context.database.db, input)).map((file) => [file.fileId, file]),
  );
  for (const fileId of input.fileIds) {
    const file = files.get(fileId);
    if (!file) throw notFound(LAUNCHER_MESSAGES.fileNotFound);
    if (!isMedia(file)) throw badRequest(LAUNCHER_MESSAGES.fileNotMedia);
  }
  return files;
}

const requestHashOf = (kind: string, request: BatchRequest): string =>
  createHash('sha256').update(JSON.stringify({ kind, request })).digest('hex');

function adName(
  ad: BatchRequest['ads'][number],
  files: Map<string, ActiveFileVersion>,
  position: number,
): string {
  if (ad.name) return ad.name;
  const file = files.get(ad.creatives[0]?.fileId ?? '');
  const base = (file?.name ?? 'Ad').replace(/\.[A-Za-z0-9]{2,5}$/, '');
  return `${base} | ${ad.copy.headline || 'Ad'} | ${position + 1}`.slice(0, 255);
}

async function batchByKey(context: Pick<AppContext, 'database'>, launcherAccountId: string, key: string) {
  const [row] = await context.database.db
    .select({ id: launcherBatches.id, requestHash: launcherBatches.requestHash })
    .from(launcherBatches)
    .where(
      and(eq(launcherBatches.launcherAccountId, launcherAccountId), eq(launcherBatches.idempotencyKey, key)),
    )
    .limit(1);
  return row;
}

/**
 * Keeps a launch under the caller's Idempotency-Key and queues its job. The same key with the same request
 * answers the first batch and launches nothing more; with another request it is refused (409).
 */
export async function createLaunchBatch(
  context: AppContext,
  input: {
    account: LauncherAdAccountRow;
    userId: string | null;
    idempotencyKey: string | undefined;
    kind: 'standard' | 'partnership';
    request: BatchRequest;
  },
): Promise<{ _id: string }> {
  const { account, request, kind } = input;
  const key = input.idempotencyKey?.trim();
  if (!key || key.length > 255) throw badRequest(LAUNCHER_MESSAGES.idempotencyKeyRequired);
  const requestHash = requestHashOf(kind, request);
  const known = await batchByKey(context, account.id, key);
  if (known) {
    if (known.requestHash !== requestHash) throw conflict(LAUNCHER_MESSAGES.idempotencyKeyReused);
    return { _id: known.id };
  }
  const fileIds = request.ads.flatMap((ad) => ad.creatives.map((creative) => creative.fileId));
  const files = await requireLaunchFiles(context, { workspaceId: account.workspaceId, fileIds });
  if (account.provider !== 'sandbox' && !launchSettingsOf(account).launchSettings.pageId) {
    throw badRequest(LAUNCHER_MESSAGES.pageRequired);
  }
  const batchId = await context.database.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(launcherBatches)
      .values({
        orgId: account.orgId,
        workspaceId: account.workspaceId,
        launcherAccountId: account.id,
        idempotencyKey: key,
        requestHash,
        kind,
        request,
        createdByUserId: input.userId,
        createdAt: context.clock.now(),
      })
      .onConflictDoNothing({ target: [launcherBatches.launcherAccountId, launcherBatches.idempotencyKey] })
      .returning({ id: launcherBatches.id });
    if (!batch) return undefined;
    await tx.insert(launcherBatchAds).values(
      request.ads.map((ad, position) => ({
        orgId: account.orgId,
        workspaceId: account.workspaceId,
        batchId: batch.id,
        position,
        name: adName(ad, files, position),
        copy: ad.copy,
      })),
    );
    return batch.id;
  });
  if (!batchId) {
    // Another request with the same key won the race: answer as a repeat of it.
    const raced = await batchByKey(context, account.id, key);
    if (!raced || raced.requestHash !== requestHash) throw conflict(LAUNCHER_MESSAGES.idempotencyKeyReused);
    return { _id: raced.id };
  }
  await dispatchJob(context, launchBatchJob, { orgId: account.orgId, batchId });
  return { _id: batchId };
}

/** A batch as its progress page shows it. */
export async function batchDto(
  context: Pick<AppContext, 'database'>,
  batch: LaunchBatchRow,
): Promise<LaunchBatch> {
  const [fresh] = await context.database.db
    .select()
    .from(launcherBatches)
    .where(eq(launcherBatches.id, batch.id))
    .limit(1);
  const row = fresh ?? batch;
  const ads = await context.database.db
    .select()
    .from(launcherBatchAds)
    .where(eq(launcherBatchAds.batchId, batch.id))
    .orderBy(asc(launcherBatchAds.position));
  return {
    _id: row.id,
    adAccountId: row.launcherAccountId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    waitingUntil: row.waitingUntil?.toISOString() ?? null,
    ads: ads.map((ad) => ({
      name: ad.name,
      status: ad.status,
      ...(ad.platformAdId ? { platformAdId: ad.platformAdId } : {}),
      ...(ad.error ? { error: ad.error } : {}),
    })),
  };
}

/** Queues the batch's failed ads again; what was created stays as it is. */
export async function retryLaunchBatch(context: AppContext, batch: LaunchBatchRow): Promise<LaunchBatch> {
  if (batch.status === 'queued' || batch.status === 'running') throw conflict(LAUNCHER_MESSAGES.batchRunning);
  const requeued = await context.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(launcherBatchAds)
      .set({ status: 'queued', error: null, updatedAt: context.clock.now() })
      .where(and(eq(launcherBatchAds.batchId, batch.id), eq(launcherBatchAds.status, 'failed')))
      .returning({ id: launcherBatchAds.id });
    if (rows.length === 0) return 0;
    await tx
      .update(launcherBatches)
      .set({ status: 'queued', finishedAt: null })
      .where(eq(launcherBatches.id, batch.id));
    return rows.length;
  });
  if (requeued === 0) throw badRequest(LAUNCHER_MESSAGES.nothingToRetry);
  await dispatchJob(context, launchBatchJob, { orgId: batch.orgId, batchId: batch.id });
  return batchDto(context, batch);
}

/** The ads launched on an account, newest first. */
export async function launchedAdsOf(
  context: Pick<AppContext, 'database'>,
  account: Pick<LauncherAdAccountRow, 'id'>,
): Promise<LaunchedAd[]> {
  const rows = await context.database.db
    .select({ ad: launcherBatchAds })
    .from(launcherBatchAds)
    .innerJoin(launcherBatches, eq(launcherBatches.id, launcherBatchAds.batchId))
    .where(and(eq(launcherBatches.launcherAccountId, account.id), isNotNull(launcherBatchAds.platformAdId)))
    .orderBy(desc(launcherBatchAds.launchedAt), asc(launcherBatchAds.position))
    .limit(1000);
  return rows.map(({ ad }) => ({
    platformAdId: ad.platformAdId ?? '',
    name: ad.name,
    status: ad.platformStatus ?? ad.status,
    launchedAt: (ad.launchedAt ?? ad.updatedAt).toISOString(),
    batchId: ad.batchId,
    driftedEnhancements: ad.driftedEnhancements,
  }));
}
