import type { z } from 'zod';
import {
  queryOfReport,
  type PublicSnapshot,
  type snapshotSchema,
  type snapshotSummarySchema,
} from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { findWorkspaceAdAccount } from '../ad-accounts/index.ts';
import { isUuid } from '../../platform/uuid.ts';
import { withSnapshotKeys } from './public-snapshot-keys.ts';
import { runReport } from './report-engine/run-report.ts';
import { reportSnapshots, type SavedReportRow } from './tables.ts';

type Snapshot = z.infer<typeof snapshotSchema>;
type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;
type SnapshotRow = typeof reportSnapshots.$inferSelect;

/** A snapshot keeps up to this many lines of its report. */
export const SNAPSHOT_ROW_LIMIT = 200;

const publicPath = (id: string) => `/share/snapshots/${id}`;

function toSummary(row: SnapshotRow): SnapshotSummary {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    adAccountId: row.adAccountId,
    reportId: row.reportId,
    name: row.name,
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    publicPath: publicPath(row.id),
  };
}

export function toSnapshot(row: SnapshotRow): Snapshot {
  return { ...toSummary(row), report: row.report, result: row.result };
}

/**
 * The snapshot's public view: what it shows, none of the ids of where it came from, its ads' and tags' ids
 * replaced by keys of its own (`public-snapshot-keys.ts`).
 */
export function toPublicSnapshot(row: SnapshotRow): PublicSnapshot {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    publicPath: publicPath(row.id),
    ...withSnapshotKeys(row.report, row.result),
  };
}

/**
 * Freezes a saved report: its settings and its result as of now, viewable by link afterwards. `report` and
 * `access` are what the route's declared resource proved: the caller may manage Analytics in its workspace.
 */
export async function createSnapshot(
  context: AppContext,
  input: { userId: string; report: SavedReportRow; access: WorkspaceAccess; name: string | undefined },
): Promise<Snapshot> {
  const { db } = context.database;
  const { report, access } = input;
  const account = await findWorkspaceAdAccount(db, access.workspaceId, report.adAccountId);
  if (!account) throw notFound();
  const result = await runReport(context, {
    account,
    query: queryOfReport(account.id, report.fields, { page: 1, limit: SNAPSHOT_ROW_LIMIT }),
  });
  const [row] = await db
    .insert(reportSnapshots)
    .values({
      orgId: access.orgId,
      workspaceId: access.workspaceId,
      adAccountId: account.id,
      reportId: report.id,
      name: input.name ?? `${report.fields.name} · ${result.startDate} to ${result.endDate}`,
      report: report.fields,
      result,
      createdByUserId: input.userId,
    })
    .returning();
  return toSnapshot(row!);
}

export async function listSnapshots(
  db: Executor,
  input: { access: WorkspaceAccess; adAccountId?: string },
): Promise<SnapshotSummary[]> {
  // Like the folder tree: a filter that is not an id answers 404 rather than every account's snapshots.
  if (input.adAccountId !== undefined && !isUuid(input.adAccountId)) throw notFound();
  const rows = await db
    .select()
    .from(reportSnapshots)
    .where(
      and(
        eq(reportSnapshots.workspaceId, input.access.workspaceId),
        input.adAccountId ? eq(reportSnapshots.adAccountId, input.adAccountId) : undefined,
      ),
    )
    .orderBy(desc(reportSnapshots.createdAt));
  return rows.map(toSummary);
}

/**
 * A snapshot by id for its public page: anyone with the link may see it, so no caller or tenant applies.
 * Routes for members reach snapshots through their declared resource instead.
 */
export async function findPublicSnapshot(
  db: Executor,
  unverifiedSnapshotId: string,
): Promise<SnapshotRow | undefined> {
  if (!isUuid(unverifiedSnapshotId)) return undefined;
  const [row] = await db
    .select()
    .from(reportSnapshots)
    .where(eq(reportSnapshots.id, unverifiedSnapshotId))
    .limit(1);
  return row;
}

export async function deleteSnapshot(db: Executor, snapshot: SnapshotRow): Promise<void> {
  await db
    .delete(reportSnapshots)
    .where(and(eq(reportSnapshots.id, snapshot.id), eq(reportSnapshots.workspaceId, snapshot.workspaceId)));
}

/** Renames a snapshot the caller proved access to; its frozen report and result stay as they were. */
export async function renameSnapshot(
  db: Executor,
  input: { snapshot: SnapshotRow; name: string },
): Promise<Snapshot> {
  const [row] = await db
    .update(reportSnapshots)
    .set({ name: input.name })
    .where(
      and(
        eq(reportSnapshots.id, input.snapshot.id),
        eq(reportSnapshots.workspaceId, input.snapshot.workspaceId),
      ),
    )
    .returning();
  if (!row) throw notFound();
  return toSnapshot(row);
}
