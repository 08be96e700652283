import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { type AdAccountRow } from '../../ad-accounts/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inAccount, type ProvenAccount } from '../account-scope.ts';
import { reportFolders, reports } from '../tables.ts';
import { lockAccountLibrary } from './library-lock.ts';

type FolderRow = typeof reportFolders.$inferSelect;
type SavedReport = typeof reports.$inferSelect;

export const REORDER_EVERY_FOLDER = 'Please list every folder once';

function toChild(report: SavedReport) {
  return {
    _id: report.id,
    name: report.fields.name,
    adAccountId: report.adAccountId,
    reportType: report.fields.reportType,
    emoticon: report.fields.emoticon,
  };
}

function toFolder(row: FolderRow, children: SavedReport[]) {
  return {
    _id: row.id,
    name: row.name,
    adAccountId: row.adAccountId,
    workspaceId: row.workspaceId,
    emoticon: row.emoticon,
    position: row.position,
    children: children.map(toChild),
  };
}

/**
 * The folder a report body names, only when it is in the proven ad account (and so in the caller's
 * workspace); another account's folder, another tenant's or no folder at all: 404.
 */
export async function folderInAccount(
  db: Executor,
  account: ProvenAccount,
  unverifiedFolderId: string,
): Promise<FolderRow> {
  if (!isUuid(unverifiedFolderId)) throw notFound();
  const [row] = await db
    .select()
    .from(reportFolders)
    .where(and(eq(reportFolders.id, unverifiedFolderId), inAccount(reportFolders, account)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Spec section 3: the folder tree of a workspace (or of one of its ad accounts) with its reports. */
export async function folderTree(db: Executor, input: { access: WorkspaceAccess; adAccountId?: string }) {
  const accountFilter = input.adAccountId && isUuid(input.adAccountId) ? input.adAccountId : undefined;
  if (input.adAccountId && !accountFilter) throw notFound();
  const folders = await db
    .select()
    .from(reportFolders)
    .where(
      and(
        eq(reportFolders.workspaceId, input.access.workspaceId),
        accountFilter ? eq(reportFolders.adAccountId, accountFilter) : undefined,
      ),
    )
    .orderBy(asc(reportFolders.position), asc(reportFolders.createdAt));
  const saved = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.workspaceId, input.access.workspaceId),
        accountFilter ? eq(reports.adAccountId, accountFilter) : undefined,
      ),
    )
    .orderBy(asc(reports.position), asc(reports.createdAt));
  return {
    data: folders.map((folder) =>
      toFolder(
        folder,
        saved.filter((report) => report.folderId === folder.id),
      ),
    ),
    unfiled: saved.filter((report) => report.folderId === null).map(toChild),
  };
}

export async function createFolder(
  db: Executor,
  input: {
    access: WorkspaceAccess;
    account: AdAccountRow;
    name: string;
    emoticon: string | null | undefined;
  },
) {
  return db.transaction(async (tx) => {
    await lockAccountLibrary(tx, input.account.id);
    const [last] = await tx
      .select({ position: max(reportFolders.position) })
      .from(reportFolders)
      .where(eq(reportFolders.adAccountId, input.account.id));
    const [row] = await tx
      .insert(reportFolders)
      .values({
        orgId: input.access.orgId,
        workspaceId: input.access.workspaceId,
        adAccountId: input.account.id,
        name: input.name,
        emoticon: input.emoticon ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    return toFolder(row!, []);
  });
}

export async function updateFolder(
  db: Executor,
  folder: FolderRow,
  input: { name?: string; emoticon?: string | null },
) {
  const [row] = await db
    .update(reportFolders)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.emoticon !== undefined ? { emoticon: input.emoticon } : {}),
    })
    .where(eq(reportFolders.id, folder.id))
    .returning();
  const children = await db
    .select()
    .from(reports)
    .where(eq(reports.folderId, folder.id))
    .orderBy(asc(reports.position));
  return toFolder(row!, children);
}

/** Deletes a folder with the reports in it. */
export async function deleteFolder(db: Executor, folder: FolderRow): Promise<void> {
  await db.transaction(async (tx) => {
    // Waits for a report being saved into the folder, which would otherwise point at a deleted folder.
    await lockAccountLibrary(tx, folder.adAccountId);
    await tx.delete(reports).where(eq(reports.folderId, folder.id));
    await tx.delete(reportFolders).where(eq(reportFolders.id, folder.id));
  });
}

/**
 * Puts an ad account's folders in the given order and, where a folder lists report ids, those
 * reports into it in that order. Every folder of the account must be named once.
 */
export async function reorderFolders(
  db: Executor,
  input: { account: AdAccountRow; folders: Array<{ _id: string; reportIds?: string[] | undefined }> },
) {
  const ids = input.folders.map((folder) => folder._id);
  await db.transaction(async (tx) => {
    // Checked under the lock, so a folder created meanwhile can't keep a position the new order reuses.
    await lockAccountLibrary(tx, input.account.id);
    const existing = await tx
      .select({ id: reportFolders.id })
      .from(reportFolders)
      .where(inAccount(reportFolders, input.account));
    const known = new Set(existing.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound();
    if (new Set(ids).size !== ids.length || ids.length !== known.size) throw badRequest(REORDER_EVERY_FOLDER);
    const reportIds = input.folders.flatMap((folder) => folder.reportIds ?? []);
    if (reportIds.length > 0) {
      if (reportIds.some((id) => !isUuid(id))) throw notFound();
      const found = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(inArray(reports.id, reportIds), inAccount(reports, input.account)));
      if (found.length !== new Set(reportIds).size) throw notFound();
    }
    // Every id was found in the account above; the writes keep the same scope all the same.
    for (const [position, folder] of input.folders.entries()) {
      await tx
        .update(reportFolders)
        .set({ position })
        .where(and(eq(reportFolders.id, folder._id), inAccount(reportFolders, input.account)));
      for (const [reportPosition, reportId] of (folder.reportIds ?? []).entries()) {
        await tx
          .update(reports)
          .set({ folderId: folder._id, position: reportPosition })
          .where(and(eq(reports.id, reportId), inAccount(reports, input.account)));
      }
    }
  });
}

/**
 * The next position at the end of a folder (or of the unfiled reports). Only unique when `tx` holds
 * `lockAccountLibrary` for the account until the report is written.
 */
export async function nextReportPosition(
  tx: Executor,
  input: { adAccountId: string; folderId: string | null },
) {
  const [last] = await tx
    .select({ position: max(reports.position) })
    .from(reports)
    .where(
      and(
        eq(reports.adAccountId, input.adAccountId),
        input.folderId ? eq(reports.folderId, input.folderId) : isNull(reports.folderId),
      ),
    );
  return (last?.position ?? -1) + 1;
}
