import type { TranscriptionCountResponse } from '@hookline/domain';
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { UsageCounter } from '../../../platform/usage.ts';
import { discoverAdTranscriptions, discoverTranscriptions } from '../tables.ts';

/**
 * The organisation's video transcriptions: one per ad it asked for, whoever in it asked. A transcription
 * that failed is not counted (asking again is), nor one that is in another organisation.
 */
export async function countOrgTranscriptions(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ transcriptions: count() })
    .from(discoverTranscriptions)
    .leftJoin(discoverAdTranscriptions, eq(discoverAdTranscriptions.adId, discoverTranscriptions.adId))
    .where(
      and(
        eq(discoverTranscriptions.orgId, orgId),
        or(isNull(discoverAdTranscriptions.status), ne(discoverAdTranscriptions.status, 'failed')),
      ),
    );
  return row?.transcriptions ?? 0;
}

/** The video transcriptions the organisation's plans allow. */
export async function transcriptionLimit(
  db: Executor,
  input: { orgId: string; planLimits: AppContext['planLimits'] },
): Promise<number> {
  return (await input.planLimits.read(db, input.orgId)).videoTranscriptionCount;
}

/** `GET organisation/{orgId}/transcription-count`. */
export async function transcriptionCount(
  db: Executor,
  input: { orgId: string; planLimits: AppContext['planLimits'] },
): Promise<TranscriptionCountResponse> {
  const [count, limit] = await Promise.all([
    countOrgTranscriptions(db, input.orgId),
    transcriptionLimit(db, input),
  ]);
  return { count, limit };
}

/** The area's figure in the organisation's usage metrics. */
export const discoverTranscriptionUsage: UsageCounter = async (db, orgId) => ({
  adTranscriptionCount: await countOrgTranscriptions(db, orgId),
});
