import { NO_EXPERT_LINKS, type ExpertSocialLinks } from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { bearer, createUser, signIn } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { discoverExpertProfiles, type DiscoverExpertProfileRow } from '../tables.ts';
import { users } from '../../users/tables.ts';

/*
 * Experts for the experts tests: accounts made experts the way the admin CLI makes them, signed in, and
 * profiles written straight into the table when a test is not about saving them.
 */

export interface SignedInUser {
  user: { id: string; email: string };
  token: string;
}

/** A signed-in account; an expert unless `isExpert` is false. */
export async function signedInUser(
  t: TestApp,
  options: { isExpert?: boolean; firstName?: string } = {},
): Promise<SignedInUser> {
  const user = await createUser(t, { firstName: options.firstName ?? 'Maya' });
  if (options.isExpert ?? true) {
    await t.context.database.db.update(users).set({ isExpert: true }).where(eq(users.id, user.id));
  }
  const { token } = await signIn(t, user);
  return { user: { id: user.id, email: user.email }, token };
}

/** A profile row as a saved profile would be; every value has a plain default. */
export async function insertExpertProfile(
  t: TestApp,
  input: {
    userId: string;
    firstName: string;
    lastName?: string | null;
    headline?: string | null;
    bio?: string | null;
    links?: Partial<ExpertSocialLinks>;
    published?: boolean;
  },
): Promise<DiscoverExpertProfileRow> {
  const [row] = await t.context.database.db
    .insert(discoverExpertProfiles)
    .values({
      userId: input.userId,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      headline: input.headline ?? null,
      bio: input.bio ?? null,
      socialMediaLinks: { ...NO_EXPERT_LINKS, ...input.links },
      published: input.published ?? true,
    })
    .returning();
  if (!row) throw new Error('insert into discover_expert_profiles returned nothing');
  return row;
}

/** The stored profile of `userId`, or undefined. */
export async function storedProfile(t: TestApp, userId: string) {
  const [row] = await t.context.database.db
    .select()
    .from(discoverExpertProfiles)
    .where(eq(discoverExpertProfiles.userId, userId));
  return row;
}

export type Method = 'GET' | 'POST';

/** Calls the main service as the holder of `token`, or with no token at all. */
export function expertsCaller(t: TestApp) {
  return (method: Method, url: string, token: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });
}

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

export const profilePath = (userId: string) => `/users/${userId}/expert-profile`;
