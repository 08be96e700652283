import { lastAdminMessage, paidOrganisationMessage } from '@hookline/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StoredKeysLister } from '../../../platform/usage.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { organisations } from '../organisations/tables.ts';
import { workspaces } from '../workspaces/tables.ts';
import { lockOrganisationMembers } from './member-lookup.ts';
import { orgMembers } from './tables.ts';

/** An organisation as a deleted account's leaving touched it. */
export interface LeftOrganisation {
  id: string;
  name: string;
}

interface MembershipFacts extends LeftOrganisation {
  isAdmin: boolean;
  plan: string;
  otherMembers: number;
  otherActiveAdmins: number;
}

/** The user's accepted memberships, with who else is in each organisation: the facts the rules below read. */
async function membershipFacts(db: Executor, userId: string): Promise<MembershipFacts[]> {
  const others = db
    .select({
      orgId: orgMembers.orgId,
      members: sql<number>`count(*)::int`.as('members'),
      admins:
        sql<number>`count(*) filter (where ${orgMembers.role} = 'org_admin' and ${orgMembers.isActive})::int`.as(
          'admins',
        ),
    })
    .from(orgMembers)
    .where(and(eq(orgMembers.inviteStatus, 'accepted'), ne(orgMembers.userId, userId)))
    .groupBy(orgMembers.orgId)
    .as('others');
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      plan: organisations.plan,
      role: orgMembers.role,
      otherMembers: sql<number>`coalesce(${others.members}, 0)::int`,
      otherActiveAdmins: sql<number>`coalesce(${others.admins}, 0)::int`,
    })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .leftJoin(others, eq(others.orgId, orgMembers.orgId))
    .where(and(eq(orgMembers.userId, userId), eq(orgMembers.inviteStatus, 'accepted')))
    .orderBy(organisations.name);
  return rows.map(({ role, ...row }) => ({ ...row, isAdmin: role === 'org_admin' }));
}

/** The user is its only admin while other people still belong to it: leaving would leave nobody to run it. */
const onlyAdminOf = (org: MembershipFacts) =>
  org.isAdmin && org.otherMembers > 0 && org.otherActiveAdmins === 0;

/**
 * What deleting `userId`'s account does to their organisations, in the deletion's transaction:
 * - refused (409) while they are the only admin of an organisation that has other members, until another
 *   admin exists or the organisation is deleted;
 * - an organisation they alone belong to is deleted with everything in it (its rows cascade), as the
 *   deletion warning says; refused (409) while it is on a paid plan, whose subscription must be cancelled
 *   first;
 * - their membership of every other organisation goes with their account (a foreign key).
 * Each organisation's members are locked (in a fixed order) before they are counted, so two admins leaving
 * at once can't both count the other as the one who stays. Answers the deleted organisations and every
 * stored object they kept, to remove once the transaction commits: their logo and workspace thumbnails,
 * and what `storedKeysListers` (each area's) list for them, read before their rows cascade away.
 */
export async function leaveOrganisationsOfDeletedUser(
  db: Executor,
  userId: string,
  storedKeysListers: readonly StoredKeysLister[] = [],
): Promise<{ deleted: LeftOrganisation[]; storageKeys: string[] }> {
  const orgIds = (await membershipFacts(db, userId)).map((org) => org.id).sort();
  for (const orgId of orgIds) await lockOrganisationMembers(db, orgId);
  const facts = await membershipFacts(db, userId);
  const onlyAdmin = facts.filter(onlyAdminOf);
  if (onlyAdmin.length > 0) throw conflict(lastAdminMessage(onlyAdmin.map((org) => org.name)));
  const alone = facts.filter((org) => org.otherMembers === 0);
  const paid = alone.filter((org) => org.plan !== 'free');
  if (paid.length > 0) throw conflict(paidOrganisationMessage(paid.map((org) => org.name)));
  if (alone.length === 0) return { deleted: [], storageKeys: [] };
  const ids = alone.map((org) => org.id);
  const thumbnails = await db
    .select({ key: workspaces.thumbnailKey })
    .from(workspaces)
    .where(inArray(workspaces.orgId, ids));
  const areaKeys: string[] = [];
  for (const orgId of ids) {
    for (const list of storedKeysListers) areaKeys.push(...(await list(db, orgId)));
  }
  const deleted = await db
    .delete(organisations)
    .where(inArray(organisations.id, ids))
    .returning({ id: organisations.id, name: organisations.name, logoKey: organisations.logoKey });
  const storageKeys = [
    ...deleted.map((org) => org.logoKey),
    ...thumbnails.map((row) => row.key),
    ...areaKeys,
  ].filter((key): key is string => key !== null);
  const byName = deleted.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { deleted: byName, storageKeys };
}
