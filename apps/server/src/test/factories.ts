import { randomBytes } from 'node:crypto';
import type { OrgRole, Product, TokenResponse, WorkspaceRole } from '@hookline/domain';
import { createInvite } from '../modules/tenancy/members/invites.service.ts';
import { grantWorkspace } from '../modules/tenancy/members/membership.service.ts';
import { orgMembers, type InviteRow } from '../modules/tenancy/members/tables.ts';
import type { OrganisationRow } from '../modules/tenancy/organisations/tables.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import type { UserRow } from '../modules/users/tables.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.service.ts';
import type { WorkspaceRow } from '../modules/tenancy/workspaces/tables.ts';
import type { TestApp } from './test-app.ts';

export const DEFAULT_PASSWORD = 'correct-horse-42';

/** A fresh business address on a domain no provider list knows. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@acme-ads.test`;
}

export async function createUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    password: string | null;
    firstName: string;
    lastName: string;
    oidcSubject: string;
  }> = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password === null ? '' : (overrides.password ?? DEFAULT_PASSWORD);
  const user = await insertUser(t.context.database.db, {
    email: overrides.email ?? uniqueEmail(),
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Lovelace',
    passwordHash: overrides.password === null ? null : await hashPassword(password),
    isRiskyEmail: false,
    oidcSubject: overrides.oidcSubject,
  });
  return { ...user, password };
}

/**
 * A pending invite of `email`, with `token`, the secret its mailed link would carry. With `org`, it is an
 * invite into that organisation, as the invite route writes it: a pending member (linked to the address's
 * account when there is one) with its grants.
 */
export async function createPendingInvite(
  t: TestApp,
  email: string,
  org?: Pick<OrganisationRow, 'id'>,
  member: {
    orgRole?: OrgRole;
    grants?: { workspace: Pick<WorkspaceRow, 'id'>; roleName: WorkspaceRole; products?: Product[] }[];
  } = {},
): Promise<InviteRow & { token: string }> {
  const { db } = t.context.database;
  const issued = await createInvite(db, { email, orgId: org?.id ?? null });
  const invite = { ...issued.invite, token: issued.token };
  if (!org) return invite;
  const account = await findUserByEmail(db, invite.email);
  const [row] = await db
    .insert(orgMembers)
    .values({
      orgId: org.id,
      userId: account?.id ?? null,
      email: invite.email,
      role: member.orgRole ?? 'org_member',
      inviteStatus: 'pending',
      inviteId: invite.id,
    })
    .returning();
  if (!row) throw new Error('insert into org_members returned nothing');
  for (const grant of member.grants ?? []) {
    await grantWorkspace(db, {
      orgId: org.id,
      workspaceId: grant.workspace.id,
      memberId: row.id,
      roleName: grant.roleName,
      products: grant.products ?? ['inspiration', 'drive'],
    });
  }
  return invite;
}

export async function signIn(t: TestApp, user: { email: string; password: string }): Promise<TokenResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponse>();
}

/** A user and a signed-in session. */
export async function createSignedInUser(
  t: TestApp,
): Promise<{ user: UserRow & { password: string }; tokens: TokenResponse }> {
  const user = await createUser(t);
  return { user, tokens: await signIn(t, user) };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The 4-digit code in the newest mail to `email`. */
export function otpFromMail(t: TestApp, email: string): string {
  // The code follows its purpose in the body ("Use this code to …: 1234"); a lock mail's year is no code.
  const code = /code to [^:\n]+: (\d{4})\b/.exec(t.mail.lastTo(email).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}
