import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/uuid.ts';
import { users } from './tables.ts';
import { profileImageUrl } from './users.service.ts';

/** A person as other areas show and notify them: their name as it is now, address and picture. */
export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Their picture's public address; null without one. */
  imageUrl: string | null;
  /** Their account's setting for e-mail notifications. */
  enableEmailNotification: boolean;
}

/**
 * The people among `userIds` whose accounts still exist, by id, in one query; ids that are not uuids match
 * nobody. Takes the caller's transaction when it runs in one.
 */
export async function peopleByIds(db: Executor, userIds: readonly string[]): Promise<Map<string, Person>> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageKey: users.profileImageKey,
      enableEmailNotification: users.enableEmailNotification,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ profileImageKey, ...person }) => [
      person.id,
      { ...person, imageUrl: profileImageUrl({ id: person.id, profileImageKey }) },
    ]),
  );
}

/** One person, or undefined when the account is gone. */
export async function personById(db: Executor, userId: string): Promise<Person | undefined> {
  return (await peopleByIds(db, [userId])).get(userId);
}

/**
 * The ids and addresses of the accounts an operator made experts (`experts grant`), by address. They are
 * few: each is granted by hand.
 */
export async function expertAccounts(db: Executor): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isExpert, true))
    .orderBy(asc(users.email));
}
