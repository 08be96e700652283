import { LAUNCHER_MESSAGES, type BatchStatus, type LaunchAd, type LaunchError } from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { retryWithBackOff, type BackOff } from '../../platform/retry/back-off.ts';
import {
  LaunchPlatformError,
  type CreativeSpec,
  type LaunchPlatform,
  type LaunchTarget,
} from '../ad-accounts/index.ts';
import { activeFileVersions } from '../drive/index.ts';
import { creativeAsset, mediaUploader } from './launch-media.ts';
import {
  identityOf,
  launchSettingsOf,
  launchTargetOf,
  platformOf,
  type LaunchContext,
} from './launch-target.ts';
import {
  launcherAdAccounts,
  launcherBatchAds,
  launcherBatchAdsets,
  launcherBatches,
  type LaunchBatchAdRow,
  type LaunchBatchRow,
  type LauncherAdAccountRow,
} from './tables.ts';

/**
 * How a step that failed in a passing way (a throttle, a 5xx) is tried again before its ad fails. A wait of up
 * to a minute holds the worker; a longer one (a rate limit that lasts) ends the run instead, and the batch's
 * job is queued again for the time the platform gave.
 */
export const LAUNCH_STEP_BACK_OFF: BackOff = {
  retries: 4,
  firstWaitMs: 1_000,
  longestWait: { ms: 60_000, beyond: 'giveUp' },
};

/** How a run ended: the batch's status, and while a rate limit holds it, when the run should go on. */
export interface LaunchRun {
  status: BatchStatus;
  waitingUntil: Date | null;
}

export interface LaunchRunOptions {
  /** The platform to write to; the account's own by default (tests wrap it). */
  platform?: LaunchPlatform;
  sleep?: (ms: number) => Promise<void>;
  backOff?: BackOff;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An ad's refusal in the platform's words, or a plain message for anything else the step threw. */
const errorOf = (error: LaunchPlatformError): LaunchError => error.error;

/** A step's failure that ends the ad (not the run): the platform refused, or kept failing. */
class AdFailed extends Error {
  constructor(readonly error: LaunchError) {
    super(error.message);
  }
}

/** The platform's rate limit lasts longer than a worker should sleep: the run stops until `until`. */
class RateLimited extends Error {
  constructor(readonly until: Date) {
    super(`rate-limited until ${until.toISOString()}`);
  }
}

/**
 * Runs a batch: each ad not yet created goes through its steps (media, ad set, creative, ad), each platform id
 * saved as soon as it is returned and each create under an idempotency key, so a run cut short (a worker
 * killed, or a long rate limit) and run again picks up where it stopped and makes nothing twice. Ends with the
 * batch's status, or, when the platform's rate limit stopped the run, the time it should go on.
 */
export async function runLaunchBatch(
  context: LaunchContext,
  input: { batchId: string },
  options: LaunchRunOptions = {},
): Promise<LaunchRun | undefined> {
  const { db } = context.database;
  const [found] = await db
    .select({ batch: launcherBatches, account: launcherAdAccounts })
    .from(launcherBatches)
    .innerJoin(launcherAdAccounts, eq(launcherAdAccounts.id, launcherBatches.launcherAccountId))
    .where(eq(launcherBatches.id, input.batchId))
    .limit(1);
  if (!found) return undefined;
  const { batch, account } = found;
  const pending = await db
    .select()
    .from(launcherBatchAds)
    .where(
      and(
        eq(launcherBatchAds.batchId, batch.id),
        inArray(launcherBatchAds.status, ['queued', 'uploading', 'waiting']),
      ),
    )
    .orderBy(asc(launcherBatchAds.position));
  if (pending.length > 0) {
    await db
      .update(launcherBatches)
      .set({
        status: 'running',
        startedAt: batch.startedAt ?? context.clock.now(),
        finishedAt: null,
        waitingUntil: null,
      })
      .where(eq(launcherBatches.id, batch.id));
    const waitingUntil = await launchAds(context, { batch, account, ads: pending }, options);
    if (waitingUntil) return { status: 'running', waitingUntil };
  }
  return { status: await finishBatch(context, batch.id), waitingUntil: null };
}

/** Launches the pending ads; answers when the run should go on if the platform's rate limit stopped it. */
async function launchAds(
  context: LaunchContext,
  input: { batch: LaunchBatchRow; account: LauncherAdAccountRow; ads: LaunchBatchAdRow[] },
  options: LaunchRunOptions,
): Promise<Date | null> {
  const { db } = context.database;
  const { batch, account } = input;
  const sleep = options.sleep ?? defaultSleep;
  const backOff = options.backOff ?? LAUNCH_STEP_BACK_OFF;
  const call = <T>(operation: () => Promise<T>): Promise<T> =>
    retryWithBackOff<T, LaunchPlatformError>({
      backOff,
      sleep,
      attempt: async () => {
        try {
          return { ok: true, value: await operation() };
        } catch (error) {
          if (error instanceof LaunchPlatformError && error.transient) {
            return { ok: false, failure: error, askedMs: error.retryAfterMs };
          }
          if (error instanceof LaunchPlatformError) throw new AdFailed(errorOf(error));
          throw error;
        }
      },
      giveUp: (why) =>
        why.reason === 'waitTooLong'
          ? new RateLimited(new Date(context.clock.now().getTime() + why.waitMs))
          : new AdFailed(errorOf(why.failure)),
    });

  let platform: LaunchPlatform;
  let target: LaunchTarget;
  let identity: Awaited<ReturnType<typeof identityOf>>;
  const { launchSettings, enhancements } = launchSettingsOf(account);
  try {
    platform = options.platform ?? platformOf(context, account);
    target = await launchTargetOf(context, account);
    identity = await call(() => identityOf(platform, target, account, launchSettings));
  } catch (error) {
    if (error instanceof RateLimited) {
      return waitForRateLimit(context, { batch, ads: input.ads, until: error.until });
    }
    if (!(error instanceof AdFailed) && !(error instanceof LaunchPlatformError)) throw error;
    const failure = error instanceof AdFailed ? error.error : errorOf(error);
    if (error instanceof LaunchPlatformError && error.authRefused) {
      await db
        .update(launcherAdAccounts)
        .set({ needsReconnect: true })
        .where(eq(launcherAdAccounts.id, account.id));
    }
    await failAds(context, input.ads, failure);
    return null;
  }
  if (!identity) {
    await failAds(context, input.ads, { message: LAUNCHER_MESSAGES.pageRequired });
    return null;
  }
  const upload = mediaUploader({ context, account, platform, target, call });
  const requested = batch.request.ads;
  const fileIds = requested.flatMap((ad) => ad.creatives.map((creative) => creative.fileId));
  const files = new Map(
    (await activeFileVersions(db, { workspaceId: account.workspaceId, fileIds })).map((file) => [
      file.fileId,
      file,
    ]),
  );

  // Whether a create may have been sent before, so that what it made must be looked for first: never, on an
  // ad's first attempt (its attempts are counted before any step is sent) and in a batch's first run, until
  // this run sends it.
  const adsetsSent = new Set<string>();
  for (const [index, row] of input.ads.entries()) {
    const ad = requested[row.position];
    if (!ad) continue;
    await setAd(context, row.id, { status: 'uploading', attempts: row.attempts + 1, error: null });
    let creativeSent = row.attempts > 0;
    let adSent = row.attempts > 0;
    try {
      const adsetId =
        row.platformAdsetId ??
        (await adsetFor(context, { batch, ad, platform, target, call, sent: adsetsSent }));
      if (!row.platformAdsetId) await setAd(context, row.id, { platformAdsetId: adsetId });
      let creativeId = row.platformCreativeId;
      if (!creativeId) {
        const assets = await Promise.all(
          ad.creatives.map(async (creative) => {
            const file = files.get(creative.fileId);
            if (!file) throw new AdFailed({ message: LAUNCHER_MESSAGES.fileNotFound });
            return creativeAsset(creative.placement, file, await upload(file));
          }),
        );
        const spec: CreativeSpec = {
          name: `${row.name} [${batch.id.slice(0, 8)}:${row.position}]`,
          pageId: identity.pageId,
          instagramAccountId: identity.instagramAccountId,
          assets,
          primaryText: ad.copy.primaryText,
          headline: ad.copy.headline,
          description: ad.copy.description,
          cta: ad.copy.cta,
          url: ad.copy.url,
          ...(ad.leadFormId ? { leadFormId: ad.leadFormId } : {}),
          enhancements: { ...enhancements },
          ...(batch.request.partner ? { partner: batch.request.partner } : {}),
        };
        const created = await call(() => {
          const sentBefore = creativeSent;
          creativeSent = true;
          return platform.createCreative(target, spec, `${batch.id}:${row.position}:creative`, {
            sentBefore,
          });
        });
        creativeId = created.id;
        await setAd(context, row.id, { platformCreativeId: creativeId });
      }
      const status = batch.request.status;
      const createdAd = await call(() => {
        const sentBefore = adSent;
        adSent = true;
        return platform.createAd(
          target,
          { name: row.name, adsetId, creativeId, status, pixelId: launchSettings.pixelId },
          `${batch.id}:${row.position}:ad`,
          { sentBefore },
        );
      });
      await setAd(context, row.id, {
        platformAdId: createdAd.id,
        platformStatus: status,
        status: 'created',
        launchedAt: context.clock.now(),
      });
    } catch (error) {
      if (error instanceof RateLimited) {
        return waitForRateLimit(context, { batch, ads: input.ads.slice(index), until: error.until });
      }
      if (!(error instanceof AdFailed)) throw error;
      await setAd(context, row.id, { status: 'failed', error: error.error });
    }
  }
  return null;
}

/** Shows the ads not yet made as waiting for the rate limit, until the time the platform gave. */
async function waitForRateLimit(
  context: LaunchContext,
  input: { batch: LaunchBatchRow; ads: LaunchBatchAdRow[]; until: Date },
): Promise<Date> {
  const { db } = context.database;
  await db
    .update(launcherBatchAds)
    .set({ status: 'waiting', updatedAt: context.clock.now() })
    .where(
      inArray(
        launcherBatchAds.id,
        input.ads.map((ad) => ad.id),
      ),
    );
  await db
    .update(launcherBatches)
    .set({ waitingUntil: input.until })
    .where(eq(launcherBatches.id, input.batch.id));
  return input.until;
}

/** The new ad set an ad names, made once per batch and key and shared by every ad naming the key. */
async function adsetFor(
  context: LaunchContext,
  input: {
    batch: LaunchBatchRow;
    ad: LaunchAd;
    platform: LaunchPlatform;
    target: LaunchTarget;
    call: <T>(operation: () => Promise<T>) => Promise<T>;
    /** The keys whose ad set this run sent already. */
    sent: Set<string>;
  },
): Promise<string> {
  const { batch, ad, platform, target, call, sent } = input;
  if (ad.adsetId) return ad.adsetId;
  const newAdset = ad.newAdset;
  if (!newAdset) throw new AdFailed({ message: LAUNCHER_MESSAGES.adsetRequired });
  const { db } = context.database;
  const [known] = await db
    .select()
    .from(launcherBatchAdsets)
    .where(and(eq(launcherBatchAdsets.batchId, batch.id), eq(launcherBatchAdsets.key, newAdset.key)))
    .limit(1);
  if (known) return known.platformAdsetId;
  const created = await call(() => {
    // A batch that never ran before sent no ad set.
    const sentBefore = batch.startedAt !== null || sent.has(newAdset.key);
    sent.add(newAdset.key);
    return platform.createAdset(target, newAdset, `${batch.id}:adset:${newAdset.key}`, { sentBefore });
  });
  await db
    .insert(launcherBatchAdsets)
    .values({
      batchId: batch.id,
      key: newAdset.key,
      platformAdsetId: created.id,
      platformCampaignId: created.campaignId,
    })
    .onConflictDoNothing();
  return created.id;
}

async function setAd(
  context: LaunchContext,
  id: string,
  values: Partial<Omit<LaunchBatchAdRow, 'id'>>,
): Promise<void> {
  await context.database.db
    .update(launcherBatchAds)
    .set({ ...values, updatedAt: context.clock.now() })
    .where(eq(launcherBatchAds.id, id));
}

async function failAds(context: LaunchContext, ads: LaunchBatchAdRow[], error: LaunchError): Promise<void> {
  if (ads.length === 0) return;
  await context.database.db
    .update(launcherBatchAds)
    .set({ status: 'failed', error, updatedAt: context.clock.now() })
    .where(
      inArray(
        launcherBatchAds.id,
        ads.map((ad) => ad.id),
      ),
    );
}

/** The batch's end: done when every ad was created, failed when none was, partial otherwise. */
async function finishBatch(context: LaunchContext, batchId: string): Promise<BatchStatus> {
  const { db } = context.database;
  const ads = await db
    .select({ status: launcherBatchAds.status })
    .from(launcherBatchAds)
    .where(eq(launcherBatchAds.batchId, batchId));
  const created = ads.filter((ad) => ad.status === 'created').length;
  const status: BatchStatus = created === ads.length ? 'done' : created === 0 ? 'failed' : 'partial';
  await db
    .update(launcherBatches)
    .set({ status, finishedAt: context.clock.now() })
    .where(eq(launcherBatches.id, batchId));
  return status;
}
