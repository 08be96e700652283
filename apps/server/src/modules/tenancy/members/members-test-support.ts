import { and, asc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
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

/** The `inviteId` of the link in the newest mail to `email`: the invite's token. */
export function inviteTokenFromMail(t: TestApp, email: string): string {
  const link = /https?:\/\/\S+/.exec(t.mail.lastTo(email).text)?.[0];
  const token = link ? new URL(link).searchParams.get('inviteId') : null;
  if (!token) throw new Error(`no invite link in the mail to ${email}`);
  return token;
}

/** Moves an invite `days` into the past, as if it had been sent then. */
export async function ageInvite(t: TestApp, input: { inviteId: string; days: number }) {
  const shift = sql`make_interval(days => ${input.days})`;
  await t.context.database.db
    .update(invites)
    .set({ createdAt: sql`${invites.createdAt} - ${shift}`, expiresAt: sql`${invites.expiresAt} - ${shift}` })
    .where(eq(invites.id, input.inviteId));
}

/**
 * Turns an invite into one mailed before links had tokens: its link carries the id, and its hash is what
 * the migration's backfill computes (the same SQL), valid for `expiresInDays` more days.
 */
export async function makeLegacyInvite(t: TestApp, input: { inviteId: string; expiresInDays: number }) {
  await t.context.database.db
    .update(invites)
    .set({
      tokenHash: sql`translate(rtrim(encode(sha256(convert_to(${invites.id}::text, 'UTF8')), 'base64'), '='), '+/', '-_')`,
      expiresAt: sql`now() + make_interval(days => ${input.expiresInDays})`,
    })
    .where(eq(invites.id, input.inviteId));
}
