import {
  AI_DETECTIVE_MESSAGES,
  DETECTIVE_MESSAGES,
  type AiDetectiveListResponse,
  type AiDetectiveRecord,
  type CreateAiDetectiveResponse,
} from '@hookline/domain';
import { and, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { brandNamesByIds, discoverMediaUrlOrNull } from '../../discover/index.ts';
import { lockOrganisationRow } from '../../tenancy/index.ts';
import { detectiveTrackers, type DetectiveTrackerRow } from '../tables.ts';
import { aiDetectiveAvailability, assertAiDetectiveAllowed } from './ai-detective-access.ts';
import { aiDetectiveJob } from './ai-detective.job.ts';
import { detectiveAiAnalyses, type DetectiveAiAnalysisRow } from './tables.ts';

const LIST_MAX = 100;

type Brand = AiDetectiveRecord['brand'];

/** The brands of these analyses' trackers, by tracker id. */
async function brandsOfTrackers(db: Executor, trackerIds: readonly string[]): Promise<Map<string, Brand>> {
  if (trackerIds.length === 0) return new Map();
  const trackers = await db
    .select({ id: detectiveTrackers.id, brandId: detectiveTrackers.brandId })
    .from(detectiveTrackers)
    .where(inArray(detectiveTrackers.id, [...new Set(trackerIds)]));
  const brands = await brandNamesByIds(db, [...new Set(trackers.map((tracker) => tracker.brandId))]);
  const brandOf = new Map(brands.map((brand) => [brand.id, brand]));
  return new Map(
    trackers.flatMap((tracker) => {
      const brand = brandOf.get(tracker.brandId);
      return brand
        ? [
            [
              tracker.id,
              { _id: brand.id, name: brand.name, logoURL: discoverMediaUrlOrNull(brand.logoKey) },
            ] as const,
          ]
        : [];
    }),
  );
}

function recordOf(row: DetectiveAiAnalysisRow, brand: Brand | undefined): AiDetectiveRecord {
  return {
    _id: row.id,
    detectiveId: row.trackerId,
    workspaceId: row.workspaceId,
    brand: brand ?? { _id: '', name: '', logoURL: null },
    status: row.status,
    analysis: row.status === 'done' ? row.analysis : null,
    error: row.status === 'failed' ? (row.error ?? AI_DETECTIVE_MESSAGES.failed) : null,
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** `GET ai-detective/{id}`: one analysis with its brand. */
export async function aiDetectiveRecord(
  db: Executor,
  row: DetectiveAiAnalysisRow,
): Promise<AiDetectiveRecord> {
  const brands = await brandsOfTrackers(db, [row.trackerId]);
  return recordOf(row, brands.get(row.trackerId));
}

/** `GET ai-detective`: the workspace's analyses (one tracker's when asked), newest first, and whether one may start. */
export async function listAiDetective(
  db: Executor,
  input: { orgId: string; workspaceId: string; trackerId?: string },
): Promise<AiDetectiveListResponse> {
  if (input.trackerId !== undefined) {
    const [tracker] = isUuid(input.trackerId)
      ? await db
          .select({ id: detectiveTrackers.id })
          .from(detectiveTrackers)
          .where(
            and(
              eq(detectiveTrackers.workspaceId, input.workspaceId),
              eq(detectiveTrackers.id, input.trackerId),
            ),
          )
          .limit(1)
      : [];
    if (!tracker) throw notFound(DETECTIVE_MESSAGES.notFound);
  }
  const rows = await db
    .select()
    .from(detectiveAiAnalyses)
    .where(
      and(
        eq(detectiveAiAnalyses.workspaceId, input.workspaceId),
        input.trackerId === undefined ? undefined : eq(detectiveAiAnalyses.trackerId, input.trackerId),
      ),
    )
    .orderBy(desc(detectiveAiAnalyses.createdAt), desc(detectiveAiAnalyses.id))
    .limit(LIST_MAX);
  const [brands, availability] = await Promise.all([
    brandsOfTrackers(
      db,
      rows.map((row) => row.trackerId),
    ),
    aiDetectiveAvailability(db, input.orgId),
  ]);
  return {
    data: rows.map((row) => {
      const { analysis: _analysis, ...item } = recordOf(row, brands.get(row.trackerId));
      return item;
    }),
    availability,
  };
}

/**
 * `POST ai-detective`: starts an analysis of the tracker, for a member the guard let manage brands. Refused
 * (403) without the flag and a purchase outside the marketplace. An analysis of the tracker still queued or
 * running answers instead of a second one.
 */
export async function startAiDetective(
  context: AppContext,
  input: { tracker: DetectiveTrackerRow; userId: string },
): Promise<CreateAiDetectiveResponse> {
  const { db } = context.database;
  const { tracker } = input;
  await assertAiDetectiveAllowed(db, tracker.orgId);
  const brands = await brandsOfTrackers(db, [tracker.id]);
  const brandName = brands.get(tracker.id)?.name ?? '';
  const started = await db.transaction(async (tx) => {
    await lockOrganisationRow(tx, tracker.orgId);
    const [running] = await tx
      .select()
      .from(detectiveAiAnalyses)
      .where(
        and(
          eq(detectiveAiAnalyses.trackerId, tracker.id),
          inArray(detectiveAiAnalyses.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (running) return { row: running, created: false };
    const [row] = await tx
      .insert(detectiveAiAnalyses)
      .values({
        orgId: tracker.orgId,
        workspaceId: tracker.workspaceId,
        trackerId: tracker.id,
        createdByUserId: input.userId,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!row) throw new Error('insert into detective_ai_analyses returned nothing');
    return { row, created: true };
  });
  if (started.created) await dispatchJob(context, aiDetectiveJob, { analysisId: started.row.id });
  const [current] = await db
    .select({ status: detectiveAiAnalyses.status })
    .from(detectiveAiAnalyses)
    .where(eq(detectiveAiAnalyses.id, started.row.id));
  return {
    _id: started.row.id,
    status: current?.status ?? started.row.status,
    created: started.created,
    message: started.created
      ? AI_DETECTIVE_MESSAGES.started(brandName)
      : AI_DETECTIVE_MESSAGES.alreadyRunning(brandName),
  };
}

/** `DELETE ai-detective/{id}`. */
export async function deleteAiDetective(db: Executor, row: DetectiveAiAnalysisRow): Promise<void> {
  await db.delete(detectiveAiAnalyses).where(eq(detectiveAiAnalyses.id, row.id));
}

/** The tracker's latest finished analysis before this one: what "changed since" compares with. */
export async function previousAnalysis(
  db: Executor,
  row: DetectiveAiAnalysisRow,
): Promise<DetectiveAiAnalysisRow | undefined> {
  const [previous] = await db
    .select()
    .from(detectiveAiAnalyses)
    .where(
      and(
        eq(detectiveAiAnalyses.trackerId, row.trackerId),
        eq(detectiveAiAnalyses.status, 'done'),
        ne(detectiveAiAnalyses.id, row.id),
        or(
          lt(detectiveAiAnalyses.createdAt, row.createdAt),
          and(eq(detectiveAiAnalyses.createdAt, row.createdAt), lt(detectiveAiAnalyses.id, row.id)),
        ),
      ),
    )
    .orderBy(desc(detectiveAiAnalyses.createdAt), desc(detectiveAiAnalyses.id))
    .limit(1);
  return previous;
}
