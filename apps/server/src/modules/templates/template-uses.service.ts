import { ERROR_CODES, isUnlimited, TEMPLATE_MESSAGES } from '@hookline/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UsageCounter } from '../../platform/usage.ts';
import { lockOrganisationRow } from '../tenancy/index.ts';
import { findVisibleTemplate } from './templates.service.ts';
import { templateSaves, templateUses, type TemplateRow } from './tables.ts';

/**
 * The organisation's used templates: each template once per workspace that used it. What `template-count`,
 * the usage metrics and the plan's `adTemplateCount` all read.
 */
export async function usedTemplateCount(db: Executor, orgId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(templateUses).where(eq(templateUses.orgId, orgId));
  return row?.count ?? 0;
}

/** Ad Templates' figure in an organisation's usage metrics. */
export const templatesUsage: UsageCounter = async (db, orgId) => ({
  adTemplateCount: await usedTemplateCount(db, orgId),
});

export interface TemplateUser {
  userId: string;
  orgId: string;
  workspaceId: string;
}

/**
 * Counts the template as used in the workspace (once per template and workspace) against the plan's
 * `adTemplateCount`, 403 PLAN_LIMIT_REACHED past it, and marks it "previously used" for the member. Under
 * the organisation's row lock, so two uses at once count once and can't both take the last place.
 */
export async function useTemplate(
  context: Pick<AppContext, 'database' | 'planLimits'>,
  user: TemplateUser,
  templateId: string,
): Promise<{ template: TemplateRow; count: number }> {
  return context.database.db.transaction(async (tx) => {
    const template = await findVisibleTemplate(tx, user, templateId);
    await lockOrganisationRow(tx, user.orgId);
    const [used] = await tx
      .select({ templateId: templateUses.templateId })
      .from(templateUses)
      .where(and(eq(templateUses.workspaceId, user.workspaceId), eq(templateUses.templateId, template.id)))
      .limit(1);
    if (!used) {
      const limit = (await context.planLimits.read(tx, user.orgId)).adTemplateCount;
      if (!isUnlimited(limit) && (await usedTemplateCount(tx, user.orgId)) + 1 > limit) {
        throw new AppError(ERROR_CODES.planLimitReached, TEMPLATE_MESSAGES.limitReached(limit));
      }
      await tx
        .insert(templateUses)
        .values({
          orgId: user.orgId,
          workspaceId: user.workspaceId,
          templateId: template.id,
          firstUsedByUserId: user.userId,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(templateSaves)
      .values({ userId: user.userId, templateId: template.id })
      .onConflictDoUpdate({
        target: [templateSaves.userId, templateSaves.templateId],
        set: { lastUsedAt: sql`now()` },
      });
    return { template, count: await usedTemplateCount(tx, user.orgId) };
  });
}
