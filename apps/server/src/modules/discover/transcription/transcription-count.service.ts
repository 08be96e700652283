import { PLAN_TRANSCRIPTION_LIMITS, type TranscriptionCountResponse } from '@hookline/domain';
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { UsageCounter } from '../../../platform/usage.ts';
import type { OrganisationRow } from '../../tenancy/index.ts';
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

export const transcriptionLimit = (org: Pick<OrganisationRow, 'plan'>) =>
  PLAN_TRANSCRIPTION_LIMITS[org.plan].videoTranscriptionCount;

/** `GET organisation/{orgId}/transcription-count`. */
export async function transcriptionCount(
  db: Executor,
  org: Pick<OrganisationRow, 'id' | 'plan'>,
): Promise<TranscriptionCountResponse> {
  return { count: await countOrgTranscriptions(db, org.id), limit: transcriptionLimit(org) };
}

/** The area's figure in the organisation's usage metrics. */
export const discoverTranscriptionUsage: UsageCounter = async (db, orgId) => ({
  adTranscriptionCount: await countOrgTranscriptions(db, orgId),
});
