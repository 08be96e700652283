import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { invites, orgMembers, workspaceGrants } from './tables.ts';

/**
 * Every row of the members module's tables, for tests that check a refused request changed nothing.
 * Test-only: the members tests share it, nothing else imports it.
 */
export async function memberTablesSnapshot(t: TestApp) {
  const { db } = t.context.database;
  const [inviteRows, memberRows, grantRows] = await Promise.all([
    db.select().from(invites).orderBy(asc(invites.id)),
    db.select().from(orgMembers).orderBy(asc(orgMembers.id)),
    db.select().from(workspaceGrants).orderBy(asc(workspaceGrants.id)),
  ]);
  return { invites: inviteRows, orgMembers: memberRows, workspaceGrants: grantRows };
}

export async function memberRowByEmail(t: TestApp, input: { orgId: string; email: string }) {
  const [row] = await t.context.database.db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, input.orgId), eq(orgMembers.email, input.email)));
  return row;
}

export async function grantRowsOf(t: TestApp, memberId: string) {
  return t.context.database.db
    .select()
    .from(workspaceGrants)
    .where(eq(workspaceGrants.memberId, memberId))
    .orderBy(asc(workspaceGrants.workspaceId));
}

export async function inviteRow(t: TestApp, inviteId: string) {
  const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, inviteId));
  return row;
}
