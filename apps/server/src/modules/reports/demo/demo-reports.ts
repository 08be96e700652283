import type { ReportFields } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { reportFolders, reports } from '../tables.ts';

/**
 * The demo seed's report library of one ad account: a folder holding the saved reports, in the order
 * given, all made by the user.
 */
export async function seedReportsDemo(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    adAccountId: string;
    userId: string;
    folder: { name: string; emoticon: string };
    reports: readonly ReportFields[];
  },
): Promise<void> {
  const tenant = { orgId: input.orgId, workspaceId: input.workspaceId, adAccountId: input.adAccountId };
  const [folder] = await db
    .insert(reportFolders)
    .values({ ...tenant, name: input.folder.name, emoticon: input.folder.emoticon })
    .returning();
  await db.insert(reports).values(
    input.reports.map((fields, position) => ({
      ...tenant,
      folderId: folder!.id,
      position,
      fields,
      createdByUserId: input.userId,
    })),
  );
}
