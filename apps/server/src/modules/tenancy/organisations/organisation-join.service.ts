import {
  checkUsageLimit,
  ERROR_CODES,
  limitReachedMessage,
  TENANCY_MESSAGES,
  type Organisation,
} from '@hookline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { classifyEmailDomain } from '../../../platform/email-domain/email-domain.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { countSeats } from '../members/membership.service.ts';
import {
  countPeoplePerOrg,
  insertJoinedMember,
  joinStandingOf,
  orgsKnowingPerson,
} from '../members/workspace-members.service.ts';
import type { UserRow } from '../../users/index.ts';
import { findUserById } from '../../users/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { organisationLogoUrl } from './organisation-dto.ts';
import { organisationDetails } from './organisations.service.ts';
import { organisations } from './tables.ts';

/**
 * The domain a caller may join organisations on. A consumer provider's domain (gmail.com, ...) is shared by
 * strangers, so it never lets anyone in, whatever an organisation created from such an address says.
 */
function joinableDomainOf(user: UserRow): string | undefined {
  const { domain, isGeneric } = classifyEmailDomain(user.email);
  return isGeneric || domain === '' ? undefined : domain;
}

const openToDomain = (domain: string) =>
  and(eq(organisations.emailDomain, domain), eq(organisations.allowUsersToJoin, true));

/** Organisations on the caller's e-mail domain that allow users to join and don't know the caller yet. */
export async function listJoinableOrganisations(
  db: Executor,
  userId: string,
): Promise<{ _id: string; name: string; logo: string | null; membersCount: number }[]> {
  const user = await findUserById(db, userId);
  const domain = user ? joinableDomainOf(user) : undefined;
  if (!user || !domain) return [];
  const candidates = await db
    .select()
    .from(organisations)
    .where(openToDomain(domain))
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.createdAt));
  // Members, invitees and deactivated members are all left out: the last must not let themselves back in.
  const known = await orgsKnowingPerson(db, {
    orgIds: candidates.map((org) => org.id),
    userId: user.id,
    email: user.email,
  });
  const joinable = candidates.filter((org) => !known.has(org.id));
  const people = await countPeoplePerOrg(
    db,
    joinable.map((org) => org.id),
  );
  return joinable.map((org) => ({
    _id: org.id,
    name: org.name,
    logo: organisationLogoUrl(org),
    membersCount: people.get(org.id) ?? 0,
  }));
}

/**
 * Joins an organisation offered by `listJoinableOrganisations` as an org member without workspaces (an admin
 * grants them later). The organisation row stays locked from the seat count to the insert, so two
 * colleagues can't both take the plan's last seat.
 */
export async function joinOrganisation(
  db: Executor,
  input: { userId: string; unverifiedOrgId: string; planLimits: AppContext['planLimits'] },
): Promise<Organisation> {
  const user = await findUserById(db, input.userId);
  const domain = user ? joinableDomainOf(user) : undefined;
  if (!user || !domain || !isUuid(input.unverifiedOrgId)) throw notFound(TENANCY_MESSAGES.cannotJoin);
  const access = await db.transaction(async (tx): Promise<OrgAccess> => {
    const [org] = await tx
      .select()
      .from(organisations)
      .where(and(eq(organisations.id, input.unverifiedOrgId), openToDomain(domain)))
      .for('update')
      .limit(1);
    if (!org) throw notFound(TENANCY_MESSAGES.cannotJoin);
    const standing = await joinStandingOf(tx, { orgId: org.id, userId: user.id, email: user.email });
    switch (standing) {
      case 'member':
        throw new AppError(ERROR_CODES.memberExists, TENANCY_MESSAGES.memberExists);
      case 'invited':
        // Joining would drop the invited role and grants; accepting the invitation keeps them.
        throw new AppError(ERROR_CODES.conflict, TENANCY_MESSAGES.acceptInviteInstead);
      case 'deactivated':
        // The same answer as "not joinable": the domain rule must not undo an admin's deactivation.
        throw notFound(TENANCY_MESSAGES.cannotJoin);
      case 'none':
        break;
    }
    const seats = await countSeats(tx, org.id);
    const limits = await input.planLimits.read(tx, org.id);
    const check = checkUsageLimit({ limit: limits.membersCount, used: seats.membersCount });
    if (!check.allowed) {
      throw new AppError(ERROR_CODES.planLimitReached, limitReachedMessage('membersCount', check.limit));
    }
    const member = await insertJoinedMember(tx, { orgId: org.id, userId: user.id, email: user.email });
    if (!member) throw new AppError(ERROR_CODES.memberExists, TENANCY_MESSAGES.memberExists);
    return { orgId: org.id, memberId: member.id, orgRole: member.role };
  });
  return organisationDetails(db, access);
}
