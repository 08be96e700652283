import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { users } from './tables.ts';

/** What is left to say of a deleted account: where to send the confirmation, and the picture to remove. */
export interface RemovedUser {
  email: string;
  firstName: string;
  profileImageKey: string | null;
}

/**
 * Deletes the person's row, in the caller's transaction. The foreign keys every area declared on `users.id`
 * do the rest: personal rows (sessions, refresh tokens, memberships, favourites, watches, notification
 * settings) cascade, and shared content (files, boards, reports, comments) keeps its row with its author set
 * to null, which every screen shows as 'Unknown'. The address is free to sign up again once this commits.
 * Undefined when the row was already gone.
 */
export async function deleteUserRow(db: Executor, userId: string): Promise<RemovedUser | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, userId)).returning({
    email: users.email,
    firstName: users.firstName,
    profileImageKey: users.profileImageKey,
  });
  return row;
}

/** After the deletion commits: the profile picture's bytes. */
export async function removeStoredProfileImage(storage: Storage, removed: RemovedUser): Promise<void> {
  if (removed.profileImageKey) await storage.delete(removed.profileImageKey);
}
