import { DETECTIVE_TREND_DAYS } from '@hookline/domain';
import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { BRAND_SNAPSHOT_COLUMNS, brandHasAds, brandSnapshotsSelect } from '../discover/index.ts';
import { detectiveBrandSnapshots } from './tables.ts';

/*
 * Detective's daily snapshots of a brand: one row per brand and UTC day, computed from the brand's ads' start
 * and stop dates (discover's `brandSnapshotsSelect`). A brand's history is a year long from the day it is
 * first tracked; afterwards each taking fills the days since the last one, retaking that last one (it may
 * have been taken before its day was over), so that a tracked brand has no day without its snapshot.
 */

/** How far back a brand's history goes when it is first tracked, today included. */
export const SNAPSHOT_HISTORY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * Computes and writes the brand's snapshots of each day from `from` to `to`, both included, in one
 * `INSERT ... SELECT` (after one small read of its landing pages): a day already taken is retaken, so running
 * it twice, or twice at once, leaves one row per day with the same figures.
 */
export async function writeBrandSnapshots(
  db: Executor,
  input: { brandId: string; from: string; to: string; takenAt: Date },
): Promise<void> {
  const select = await brandSnapshotsSelect(db, input);
  const columns = sql.raw([...BRAND_SNAPSHOT_COLUMNS, 'taken_at'].join(', '));
  const updates = sql.raw(
    [...BRAND_SNAPSHOT_COLUMNS.slice(2), 'taken_at']
      .map((column) => `${column} = excluded.${column}`)
      .join(', '),
  );
  await db.execute(
    sql`insert into ${detectiveBrandSnapshots} (${columns})
        select figures.*, ${input.takenAt.toISOString()}::timestamptz from (${select}) as figures
        on conflict (brand_id, day) do update set ${updates}`,
  );
}

/** The brand's latest snapshot day, or null before its first. */
async function lastSnapshotDay(db: Executor, brandId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: detectiveBrandSnapshots.day })
    .from(detectiveBrandSnapshots)
    .where(eq(detectiveBrandSnapshots.brandId, brandId))
    .orderBy(desc(detectiveBrandSnapshots.day))
    .limit(1);
  return row?.day ?? null;
}

/**
 * Brings the brand's snapshots up to today: without history, the last SNAPSHOT_HISTORY_DAYS days (a brand
 * with no ad in the library yet has none to compute: its first read, which takes snapshots when it ends,
 * makes it); otherwise the days from its latest snapshot to today. Answers the days written, or null.
 */
export async function takeBrandSnapshots(
  context: Pick<AppContext, 'database' | 'clock'>,
  brandId: string,
): Promise<{ from: string; to: string } | null> {
  const { db } = context.database;
  const now = context.clock.now();
  const today = dayOf(now);
  const earliest = addDays(today, 1 - SNAPSHOT_HISTORY_DAYS);
  const last = await lastSnapshotDay(db, brandId);
  if (last === null && !(await brandHasAds(db, brandId))) return null;
  const from = last === null || last < earliest ? earliest : last > today ? today : last;
  await writeBrandSnapshots(db, { brandId, from, to: today, takenAt: now });
  return { from, to: today };
}

export interface TrendPoint {
  day: string;
  activeAdCount: number;
}

/**
 * Each brand's active ads on the DETECTIVE_TREND_DAYS days to `today`, oldest first, read in one query. A
 * day without a snapshot (today before its first taking, or a day the server was down) shows the latest
 * figure before it in the window, a day before the brand's first snapshot 0: its history is backfilled when
 * it is tracked, so these are the exceptions.
 */
export async function brandTrends(
  db: Executor,
  input: { brandIds: readonly string[]; today: string },
): Promise<Map<string, TrendPoint[]>> {
  const trends = new Map<string, TrendPoint[]>();
  if (input.brandIds.length === 0) return trends;
  const from = addDays(input.today, 1 - DETECTIVE_TREND_DAYS);
  const rows = await db
    .select({
      brandId: detectiveBrandSnapshots.brandId,
      day: detectiveBrandSnapshots.day,
      activeAdCount: detectiveBrandSnapshots.activeAdCount,
    })
    .from(detectiveBrandSnapshots)
    .where(
      and(
        inArray(detectiveBrandSnapshots.brandId, [...input.brandIds]),
        between(detectiveBrandSnapshots.day, from, input.today),
      ),
    );
  const taken = new Map(rows.map((row) => [`${row.brandId}/${row.day}`, row.activeAdCount]));
  const days = Array.from({ length: DETECTIVE_TREND_DAYS }, (_, index) => addDays(from, index));
  for (const brandId of new Set(input.brandIds)) {
    let latest = 0;
    trends.set(
      brandId,
      days.map((day) => {
        latest = taken.get(`${brandId}/${day}`) ?? latest;
        return { day, activeAdCount: latest };
      }),
    );
  }
  return trends;
}
