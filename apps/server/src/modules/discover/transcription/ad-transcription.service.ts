import {
  ERROR_CODES,
  TRANSCRIPTION_API_MESSAGES,
  type TranscriptionResponse,
  type TranscriptionStartResponse,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { lockOrganisationRow, type OrgAccess } from '../../tenancy/index.ts';
import { discoverAdTranscriptions, discoverTranscriptions } from '../tables.ts';
import {
  findAdWithTranscription,
  firstVideo,
  inFlight,
  isDone,
  transcriptionStateOf,
} from './ad-transcription-state.ts';
import { countOrgTranscriptions, transcriptionLimit } from './transcription-count.service.ts';
import { transcribeDiscoverAdJob } from './transcribe-ad.job.ts';

/** `GET discover/ads/{adId}/transcription`. */
export async function readAdTranscription(context: AppContext, adId: string): Promise<TranscriptionResponse> {
  return transcriptionStateOf(
    await findAdWithTranscription(context.database.db, adId),
    context.transcription,
  );
}

/**
 * `POST discover/ads/{adId}/transcription`: an organisation asks for an ad's transcript. It counts one
 * transcription toward the organisation's plan (once per ad, checked under the organisation's row lock so
 * requests sent together can't pass the limit); the ad is transcribed once for everyone, after the commit.
 * When this server can't transcribe it, nothing is counted and the answer says what to install.
 */
export async function requestAdTranscription(
  context: AppContext,
  input: { access: OrgAccess; userId: string; adId: string },
): Promise<TranscriptionStartResponse> {
  const { db } = context.database;
  const found = await findAdWithTranscription(db, input.adId);
  if (!firstVideo(found.ad)) throw badRequest(TRANSCRIPTION_API_MESSAGES.noVideo);
  if (!isDone(found) && !inFlight(found.transcription)) {
    const available = context.transcription.availability(found.ad.languages);
    if (!available.available) return { status: 'unavailable', message: available.message };
  }

  const start = await db.transaction(async (tx) => {
    const org = await lockOrganisationRow(tx, input.access.orgId);
    if (!org) throw notFound();
    const current = await findAdWithTranscription(tx, input.adId);
    const [asked] = await tx
      .select({ id: discoverTranscriptions.id })
      .from(discoverTranscriptions)
      .where(and(eq(discoverTranscriptions.orgId, org.id), eq(discoverTranscriptions.adId, input.adId)))
      .limit(1);
    // Already counted, unless the ad's transcription failed since (a failed one isn't counted).
    const counted = asked !== undefined && current.transcription?.status !== 'failed';
    if (!counted) {
      const limit = await transcriptionLimit(tx, { orgId: org.id, planLimits: context.planLimits });
      if ((await countOrgTranscriptions(tx, org.id)) + 1 > limit) {
        throw new AppError(ERROR_CODES.planLimitReached, TRANSCRIPTION_API_MESSAGES.limitReached(limit));
      }
      if (!asked) {
        await tx
          .insert(discoverTranscriptions)
          .values({ orgId: org.id, adId: input.adId, requestedByUserId: input.userId });
      }
    }
    if (isDone(current) || inFlight(current.transcription)) return false;
    await tx
      .insert(discoverAdTranscriptions)
      .values({ adId: input.adId, status: 'queued', updatedAt: new Date() })
      .onConflictDoUpdate({
        target: discoverAdTranscriptions.adId,
        set: { status: 'queued', message: null, updatedAt: new Date() },
      });
    return true;
  });

  if (start) {
    await dispatchJob(context, transcribeDiscoverAdJob, { adId: input.adId }).catch(
      async (error: unknown) => {
        context.log.error(
          { err: error, adId: input.adId },
          'discover transcription: the job could not be queued',
        );
        await db
          .update(discoverAdTranscriptions)
          .set({ status: 'failed', message: 'The transcription could not be started; please try again' })
          .where(eq(discoverAdTranscriptions.adId, input.adId));
      },
    );
  }
  const state = await readAdTranscription(context, input.adId);
  return { status: state.status, ...(state.message ? { message: state.message } : {}) };
}
