import { and, asc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../platform/uuid.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import type { AdAccountRow } from '../../ad-accounts/index.ts';
import { namingConventions, reports } from '../tables.ts';

type ConventionRow = typeof namingConventions.$inferSelect;

export function toConventionDto(row: ConventionRow) {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    adAccountId: row.adAccountId,
    name: row.name,
    separator: row.separator,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listConventions(db: Executor, adAccountId: string) {
  const rows = await db
    .select()
    .from(namingConventions)
    .where(eq(namingConventions.adAccountId, adAccountId))
    .orderBy(asc(namingConventions.name));
  return rows.map(toConventionDto);
}

export async function createConvention(
  db: Executor,
  input: {
    access: WorkspaceAccess;
    account: AdAccountRow;
    name: string;
    separator: string;
    properties: string[];
  },
) {
  const [row] = await db
    .insert(namingConventions)
    .values({
      orgId: input.access.orgId,
      workspaceId: input.access.workspaceId,
      adAccountId: input.account.id,
      name: input.name,
      separator: input.separator,
      properties: input.properties,
    })
    .returning();
  return toConventionDto(row!);
}

/** Reports grouped by a removed property of the convention fall back to grouping by ad name. */
async function ungroupReports(
  db: Executor,
  convention: ConventionRow,
  keep: readonly string[],
): Promise<void> {
  const grouped = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.adAccountId, convention.adAccountId),
        sql`${reports.fields}->>'groupAdsBy' LIKE ${`naming_convention:${convention.id}:%`}`,
      ),
    );
  for (const report of grouped) {
    const property = report.fields.groupAdsBy.split(':')[2] ?? '';
    if (keep.includes(property)) continue;
    await db
      .update(reports)
      .set({ fields: { ...report.fields, groupAdsBy: 'ad_name', groupByNamingConventionId: null } })
      .where(eq(reports.id, report.id));
  }
}

export async function updateConvention(
  db: Executor,
  convention: ConventionRow,
  input: { name?: string | undefined; separator?: string | undefined; properties?: string[] | undefined },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(namingConventions)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.separator !== undefined ? { separator: input.separator } : {}),
        ...(input.properties !== undefined ? { properties: input.properties } : {}),
      })
      .where(eq(namingConventions.id, convention.id))
      .returning();
    await ungroupReports(tx, convention, row!.properties);
    return toConventionDto(row!);
  });
}

export async function deleteConvention(db: Executor, convention: ConventionRow): Promise<void> {
  await db.transaction(async (tx) => {
    await ungroupReports(tx, convention, []);
    await tx.delete(namingConventions).where(eq(namingConventions.id, convention.id));
  });
}

/**
 * The naming convention `conventionId` of the workspace's report library, or null when it is not one of
 * them (the launcher names ads by it).
 */
export async function findWorkspaceNamingConvention(
  db: Executor,
  input: { workspaceId: string; conventionId: string },
): Promise<ReturnType<typeof toConventionDto> | null> {
  if (!isUuid(input.conventionId)) return null;
  const [found] = await db
    .select()
    .from(namingConventions)
    .where(
      and(eq(namingConventions.id, input.conventionId), eq(namingConventions.workspaceId, input.workspaceId)),
    )
    .limit(1);
  return found ? toConventionDto(found) : null;
}

/** Whether `conventionId` names a naming convention of the workspace's report library. */
export async function isWorkspaceNamingConvention(
  db: Executor,
  input: { workspaceId: string; conventionId: string },
): Promise<boolean> {
  return (await findWorkspaceNamingConvention(db, input)) !== null;
}
