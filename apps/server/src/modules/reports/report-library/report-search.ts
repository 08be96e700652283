import { isComparisonReport, type GlobalSearchReport, type GlobalSearchSnapshot } from '@hookline/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { reports, reportSnapshots } from '../tables.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A workspace's saved reports and snapshots whose name holds the text (the global search, Ctrl-K), those
 * whose name starts with it first, then the latest changed. The caller has proven the workspace and its
 * Analytics access.
 */
export async function searchReportsByName(
  db: Executor,
  input: { workspaceId: string; text: string; limit: number },
): Promise<{ reports: GlobalSearchReport[]; snapshots: GlobalSearchSnapshot[] }> {
  const pattern = `%${escapeLike(input.text)}%`;
  const prefix = `${escapeLike(input.text)}%`;
  const reportName = sql<string>`${reports.fields}->>'name'`;
  const [reportRows, snapshotRows] = await Promise.all([
    db
      .select({
        id: reports.id,
        workspaceId: reports.workspaceId,
        fields: reports.fields,
      })
      .from(reports)
      .where(and(eq(reports.workspaceId, input.workspaceId), sql`${reportName} ilike ${pattern}`))
      .orderBy(sql`(${reportName} ilike ${prefix}) desc`, desc(reports.updatedAt), desc(reports.id))
      .limit(input.limit),
    db
      .select({
        id: reportSnapshots.id,
        workspaceId: reportSnapshots.workspaceId,
        name: reportSnapshots.name,
        createdAt: reportSnapshots.createdAt,
      })
      .from(reportSnapshots)
      .where(
        and(
          eq(reportSnapshots.workspaceId, input.workspaceId),
          sql`${reportSnapshots.name} ilike ${pattern}`,
        ),
      )
      .orderBy(
        sql`(${reportSnapshots.name} ilike ${prefix}) desc`,
        desc(reportSnapshots.createdAt),
        desc(reportSnapshots.id),
      )
      .limit(input.limit),
  ]);
  return {
    reports: reportRows.map((row) => ({
      _id: row.id,
      workspaceId: row.workspaceId,
      name: row.fields.name,
      emoticon: row.fields.emoticon ?? null,
      comparison: isComparisonReport(row.fields.reportType),
    })),
    snapshots: snapshotRows.map((row) => ({
      _id: row.id,
      workspaceId: row.workspaceId,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
