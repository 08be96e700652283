import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { users } from './tables.ts';

/**
 * What other areas may read of a person, as a subquery they join in their own queries: the name, the
 * address, the picture, whether mail may be sent and whether the person is an expert. Never a password, a
 * subject at an identity provider, or anything else of the account.
 */
export const userFacts = new QueryBuilder()
  .select({
    userId: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageKey: users.profileImageKey,
    enableEmailNotification: users.enableEmailNotification,
    isExpert: users.isExpert,
  })
  .from(users)
  .as('user_facts');

/**
 * The person's row, locked until the caller's transaction ends, so that what one person does is counted
 * one request at a time; whether they are an expert, or undefined when the account is gone.
 */
export async function lockUserRow(db: Executor, userId: string): Promise<{ isExpert: boolean } | undefined> {
  const [row] = await db
    .select({ isExpert: users.isExpert })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
