import { randomBytes } from 'node:crypto';
import type { TokenResponse } from '@hookline/domain';
import { createInvite } from '../modules/members/invites.service.ts';
import type { InviteRow } from '../modules/members/tables.ts';
import { hashPassword } from '../modules/users/password-hash.ts';
import type { UserRow } from '../modules/users/tables.ts';
import { insertUser } from '../modules/users/users.service.ts';
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

export async function createPendingInvite(t: TestApp, email: string): Promise<InviteRow> {
  return createInvite(t.context.database.db, { email });
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
  const code = /\b(\d{4})\b/.exec(t.mail.lastTo(email).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}
