import type { AdCopy, CopyTemplate } from '@hookline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { launcherCopyTemplates, type CopyTemplateRow, type LauncherAdAccountRow } from './tables.ts';

export type CopyTemplateInput = AdCopy & { name: string };

function toDto(row: CopyTemplateRow): CopyTemplate {
  return {
    _id: row.id,
    adAccountId: row.launcherAccountId,
    name: row.name,
    primaryText: row.primaryText,
    headline: row.headline,
    description: row.description,
    cta: row.cta,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's copy templates, by name. */
export async function listCopyTemplates(db: Executor, accountId: string): Promise<CopyTemplate[]> {
  const rows = await db
    .select()
    .from(launcherCopyTemplates)
    .where(eq(launcherCopyTemplates.launcherAccountId, accountId))
    .orderBy(asc(launcherCopyTemplates.name), asc(launcherCopyTemplates.id));
  return rows.map(toDto);
}

export async function createCopyTemplate(
  db: Executor,
  input: { account: LauncherAdAccountRow; template: CopyTemplateInput },
): Promise<CopyTemplate> {
  const [row] = await db
    .insert(launcherCopyTemplates)
    .values({
      orgId: input.account.orgId,
      workspaceId: input.account.workspaceId,
      launcherAccountId: input.account.id,
      ...input.template,
    })
    .returning();
  return toDto(row!);
}

/** Replaces the template's words and link. */
export async function updateCopyTemplate(
  db: Executor,
  input: { template: CopyTemplateRow; changes: CopyTemplateInput; now: Date },
): Promise<CopyTemplate> {
  const [row] = await db
    .update(launcherCopyTemplates)
    .set({ ...input.changes, updatedAt: input.now })
    .where(eq(launcherCopyTemplates.id, input.template.id))
    .returning();
  return toDto(row!);
}

export async function deleteCopyTemplate(db: Executor, template: CopyTemplateRow): Promise<void> {
  await db.delete(launcherCopyTemplates).where(eq(launcherCopyTemplates.id, template.id));
}
