import {
  defaultMetricSets,
  isComparisonReport,
  newReportDefaults,
  reportFieldsSchema,
  reportTypeFor,
  type createReportBody,
  type Report,
  type ReportFields,
  type updateReportBody,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { findWorkspaceAdAccount, type AdAccountRow } from '../../ad-accounts/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { reports } from '../tables.ts';
import { folderInAccount, nextReportPosition } from './folders.service.ts';
import { lockAccountLibrary } from './library-lock.ts';
import { validReportFields } from './report-validation.ts';

type SavedReport = typeof reports.$inferSelect;

export function toReportDto(row: SavedReport): Report {
  return {
    ...row.fields,
    _id: row.id,
    workspaceId: row.workspaceId,
    adAccountId: row.adAccountId,
    folderId: row.folderId,
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec section 2: the report id "new" is an unsaved report with the account's defaults. */
export function unsavedReport(account: AdAccountRow, comparison: boolean): Report {
  const now = new Date().toISOString();
  return {
    ...newReportDefaults(account.platform, comparison),
    _id: 'new',
    workspaceId: account.workspaceId,
    adAccountId: account.id,
    folderId: null,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * An ad account of the proven workspace, by an id from the report (its own account) or from the caller's
 * change (the account it moves to); another workspace's account, or none: 404.
 */
async function accountOfWorkspace(
  db: Executor,
  access: WorkspaceAccess,
  unverifiedAdAccountId: string,
): Promise<AdAccountRow> {
  if (!isUuid(unverifiedAdAccountId)) throw notFound();
  const account = await findWorkspaceAdAccount(db, access.workspaceId, unverifiedAdAccountId);
  if (!account) throw notFound();
  return account;
}

function pickFields(input: Partial<ReportFields>): Partial<ReportFields> {
  const known = Object.keys(reportFieldsSchema.shape) as Array<keyof ReportFields>;
  return Object.fromEntries(known.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]));
}

/** Saves a report: given fields over the platform's defaults (spec section 4), checked, placed last. */
export async function createReport(
  db: Executor,
  input: {
    access: WorkspaceAccess;
    userId: string;
    account: AdAccountRow;
    body: z.infer<typeof createReportBody>;
  },
): Promise<Report> {
  const { account, body } = input;
  const comparison = body.comparison ?? (body.reportType ? isComparisonReport(body.reportType) : false);
  const fields = await validReportFields(db, {
    fields: {
      ...newReportDefaults(account.platform, comparison),
      ...pickFields(body),
      reportType: reportTypeFor(account.platform, comparison),
    },
    account,
  });
  return db.transaction(async (tx) => {
    await lockAccountLibrary(tx, account.id);
    const folderId = body.folderId ? (await folderInAccount(tx, account, body.folderId)).id : null;
    const [row] = await tx
      .insert(reports)
      .values({
        orgId: input.access.orgId,
        workspaceId: input.access.workspaceId,
        adAccountId: account.id,
        folderId,
        position: await nextReportPosition(tx, { adAccountId: account.id, folderId }),
        fields,
        createdByUserId: input.userId,
      })
      .returning();
    return toReportDto(row!);
  });
}

/**
 * Changes a saved report. Moving it to an ad account of another platform resets its metric sets
 * and sorting to that platform's defaults (spec section 4) and leaves its folder.
 */
export async function updateReport(
  db: Executor,
  input: { access: WorkspaceAccess; report: SavedReport; body: z.infer<typeof updateReportBody> },
): Promise<Report> {
  const { report, body } = input;
  // Another ad account named in the change is where the report moves; it must be in the same workspace.
  const movedTo = body.adAccountId && body.adAccountId !== report.adAccountId ? body.adAccountId : undefined;
  const account = await accountOfWorkspace(db, input.access, movedTo ?? report.adAccountId);
  let fields: ReportFields = { ...report.fields, ...pickFields(body) };
  let folderId = report.folderId;
  if (movedTo !== undefined) {
    const comparison = isComparisonReport(fields.reportType);
    fields = {
      ...fields,
      ...defaultMetricSets(account.platform),
      reportType: reportTypeFor(account.platform, comparison),
      sortingField: 'spend',
      sortingOrder: 'desc',
      groupAdsBy: fields.groupAdsBy.startsWith('naming_convention:') ? 'ad_name' : fields.groupAdsBy,
      groupByNamingConventionId: null,
      columnPresetId: null,
    };
    folderId = null;
  }
  return db.transaction(async (tx) => {
    await lockAccountLibrary(tx, account.id);
    if (body.folderId !== undefined) {
      folderId = body.folderId === null ? null : (await folderInAccount(tx, account, body.folderId)).id;
    }
    const checked = await validReportFields(tx, { fields, account });
    const position =
      folderId === report.folderId && account.id === report.adAccountId
        ? report.position
        : await nextReportPosition(tx, { adAccountId: account.id, folderId });
    const [row] = await tx
      .update(reports)
      .set({ fields: checked, adAccountId: account.id, folderId, position, updatedAt: new Date() })
      .where(eq(reports.id, report.id))
      .returning();
    return toReportDto(row!);
  });
}

export async function deleteReport(db: Executor, report: SavedReport): Promise<void> {
  await db.delete(reports).where(eq(reports.id, report.id));
}
