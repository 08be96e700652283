import { PRODUCTS } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { grantWorkspace, insertFounderMember } from '../members/membership.service.ts';
import { organisations } from '../organisations/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

/**
 * The demo seed's organisation: the user is its founding org admin and admin of each workspace, made in the
 * order given, with every product. The organisation's e-mail domain is the user's. Returns its id.
 */
export async function createDemoOrganisation(
  db: Executor,
  input: { user: { id: string; email: string }; name: string; workspaceNames: readonly string[] },
): Promise<string> {
  const { user } = input;
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({
        name: input.name,
        emailDomain: user.email.split('@')[1] ?? null,
        createdByUserId: user.id,
      })
      .returning();
    if (!org) throw new Error('insert into organisations returned nothing');
    const member = await insertFounderMember(tx, { orgId: org.id, userId: user.id, email: user.email });
    for (const name of input.workspaceNames) {
      const [workspace] = await tx
        .insert(workspaces)
        .values({ orgId: org.id, name, createdByUserId: user.id })
        .returning();
      if (!workspace) throw new Error('insert into workspaces returned nothing');
      await grantWorkspace(tx, {
        orgId: org.id,
        workspaceId: workspace.id,
        memberId: member.id,
        roleName: 'admin',
        products: [...PRODUCTS],
      });
    }
    return org.id;
  });
}

/** Turns the organisation's AI grouping of analytics on. */
export async function enableAnalyticsAiGrouping(db: Executor, orgId: string): Promise<void> {
  await db.update(organisations).set({ enableAnalyticsAIGrouping: true }).where(eq(organisations.id, orgId));
}
