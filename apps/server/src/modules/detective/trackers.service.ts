import {
  DETECTIVE_MESSAGES,
  DETECTIVE_NEW_ADS_DAYS,
  type DetectiveTracker,
  type TrackBrandBody,
} from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { isUuid } from '../../platform/uuid.ts';
import {
  brandCards,
  findOrAddSourceBrand,
  markBrandTracked,
  releaseBrandReadLocked,
  startBrandIngest,
  type BrandSource,
} from '../discover/index.ts';
import { lockOrganisationRow, type WorkspaceAccess } from '../tenancy/index.ts';
import { brandTrends, dayOf } from './brand-snapshots.service.ts';
import { domainSource, pageUrlSource } from './brand-reference.ts';
import { checkTrackedBrandLimit } from './detective-limits.service.ts';
import { detectiveSnapshotBrandJob } from './snapshots.jobs.ts';
import { detectiveTrackers, type DetectiveTrackerRow } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first UTC day that counts as new on a card: today and the six days before it. */
function newSince(now: Date): string {
  return new Date(now.getTime() - (DETECTIVE_NEW_ADS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The trackers as the API answers them, each with its brand's card and trend, in the order given. */
export async function trackerDtos(
  context: Pick<AppContext, 'database' | 'clock'>,
  rows: readonly DetectiveTrackerRow[],
): Promise<DetectiveTracker[]> {
  const brandIds = [...new Set(rows.map((row) => row.brandId))];
  const now = context.clock.now();
  const cards = await brandCards(context.database.db, { brandIds, newSince: newSince(now) });
  const trends = await brandTrends(context.database.db, { brandIds, today: dayOf(now) });
  return rows.flatMap((row) => {
    const card = cards.get(row.brandId);
    if (!card) return [];
    return [
      {
        _id: row.id,
        workspaceId: row.workspaceId,
        brandId: row.brandId,
        brand: { _id: row.brandId, name: card.name, logoURL: card.logoURL, website: card.website },
        activeAdCount: card.activeAdCount,
        newAdCount: card.newAdCount,
        trend: trends.get(row.brandId) ?? [],
        createdBy: row.createdByUserId,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** The workspace's trackers, the latest first. */
export async function listTrackers(
  context: Pick<AppContext, 'database' | 'clock'>,
  workspaceId: string,
): Promise<DetectiveTracker[]> {
  const rows = await context.database.db
    .select()
    .from(detectiveTrackers)
    .where(eq(detectiveTrackers.workspaceId, workspaceId))
    .orderBy(desc(detectiveTrackers.createdAt), desc(detectiveTrackers.id));
  return trackerDtos(context, rows);
}

export async function trackerDto(
  context: Pick<AppContext, 'database' | 'clock'>,
  row: DetectiveTrackerRow,
): Promise<DetectiveTracker> {
  const [dto] = await trackerDtos(context, [row]);
  if (!dto) throw notFound(DETECTIVE_MESSAGES.notFound);
  return dto;
}

/** The brand's source named by the body: a page URL or a domain (a brand id needs none). */
function sourceOf(body: TrackBrandBody): BrandSource | null {
  if (body.pageUrl !== undefined) return pageUrlSource(body.pageUrl);
  if (body.domain !== undefined) return domainSource(body.domain);
  return null;
}

/** Where a brand is tracked: a member's proven workspace, or the demo seed's. */
type TrackingAccess = Pick<WorkspaceAccess, 'orgId' | 'workspaceId'>;

interface Tracked {
  row: DetectiveTrackerRow;
  created: boolean;
  brandName: string;
  brandAdded: boolean;
}

async function trackInTransaction(
  context: AppContext,
  tx: Executor,
  input: { access: TrackingAccess; userId: string; body: TrackBrandBody; source: BrandSource | null },
): Promise<Tracked> {
  const { access } = input;
  // One tracking at a time per organisation: the limit is counted, and a duplicate found, under this lock.
  await lockOrganisationRow(tx, access.orgId);
  const found = input.source ? await findOrAddSourceBrand(tx, input.source) : null;
  const brandId = found?.brandId ?? input.body.brandId ?? '';
  const brand = await markBrandTracked(tx, brandId);
  if (!brand) throw notFound(DETECTIVE_MESSAGES.brandNotFound);
  const [existing] = await tx
    .select()
    .from(detectiveTrackers)
    .where(and(eq(detectiveTrackers.workspaceId, access.workspaceId), eq(detectiveTrackers.brandId, brandId)))
    .limit(1);
  if (existing) return { row: existing, created: false, brandName: brand.name, brandAdded: false };
  await checkTrackedBrandLimit(tx, { orgId: access.orgId, brandId, planLimits: context.planLimits });
  const [row] = await tx
    .insert(detectiveTrackers)
    .values({ orgId: access.orgId, workspaceId: access.workspaceId, brandId, createdByUserId: input.userId })
    .returning();
  if (!row) throw new Error('insert into detective_trackers returned nothing');
  return { row, created: true, brandName: brand.name, brandAdded: found?.added ?? false };
}

/**
 * `POST detective`: the workspace tracks a library brand, or one found (or added) by its Meta Page, TikTok
 * profile or website. Tracking a brand the workspace already tracks answers its tracker, unchanged: the
 * user wanted it tracked, and it is. A brand added here has its ads read at once. A brand tracked for the
 * first time gets a year of daily snapshots computed from its ads' dates (at once, or as soon as the job
 * queue runs it), so its charts have a history.
 */
export async function trackBrand(
  context: AppContext,
  input: { access: TrackingAccess; userId: string; body: TrackBrandBody },
): Promise<DetectiveTracker & { created: boolean; message: string }> {
  const source = sourceOf(input.body);
  if (!source && !isUuid(input.body.brandId ?? '')) throw notFound(DETECTIVE_MESSAGES.brandNotFound);
  const tracked = await context.database.db.transaction((tx) =>
    trackInTransaction(context, tx, { ...input, source }),
  );
  if (tracked.brandAdded) {
    try {
      await startBrandIngest(context, tracked.row.brandId);
    } catch (error) {
      // The brand is tracked; the hourly ingest of tracked brands reads it if this first read failed.
      context.log.warn({ err: error, brandId: tracked.row.brandId }, 'first read of a tracked brand failed');
    }
  }
  if (tracked.created) {
    try {
      // Its year of history on first tracking (computed from its ads' dates), else the days since the last.
      await dispatchJob(context, detectiveSnapshotBrandJob, { brandId: tracked.row.brandId });
    } catch (error) {
      // The brand is tracked; the daily snapshot job fills its history if this taking failed.
      context.log.warn({ err: error, brandId: tracked.row.brandId }, 'snapshots of a tracked brand failed');
    }
  }
  const message = tracked.created
    ? DETECTIVE_MESSAGES.tracked(tracked.brandName)
    : DETECTIVE_MESSAGES.alreadyTracked(tracked.brandName);
  return { ...(await trackerDto(context, tracked.row)), created: tracked.created, message };
}

/**
 * `DELETE detective/{detectiveId}`: the workspace stops tracking the brand; the library keeps it, and keeps it
 * read while another workspace tracks it or follows it in Discover.
 */
export async function untrackBrand(
  context: Pick<AppContext, 'database' | 'brandReadDemands'>,
  row: DetectiveTrackerRow,
): Promise<void> {
  const { db } = context.database;
  await db.delete(detectiveTrackers).where(eq(detectiveTrackers.id, row.id));
  await releaseBrandReadLocked(db, row.brandId, context.brandReadDemands);
}
