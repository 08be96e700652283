import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from './tables.ts';

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
