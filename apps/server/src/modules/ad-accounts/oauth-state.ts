import { createHash, randomBytes } from 'node:crypto';
import type { SignInPlatform, SignInPurpose } from '@hookline/domain';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { adPlatformSignInStates } from './tables.ts';

/** How long a sign-in may take between leaving for the platform and coming back. */
export const SIGN_IN_STATE_TTL_MS = 10 * 60_000;

/** Who started a sign-in, and for what: everything the callback needs, never taken from the callback. */
export interface SignInBinding {
  orgId: string;
  workspaceId: string;
  userId: string;
  provider: SignInPlatform;
  purpose: SignInPurpose;
  /** The ad account a `reconnect` renews; null for the other purposes. */
  adAccountId: string | null;
}

const hashOf = (state: string) => createHash('sha256').update(state, 'utf8').digest('base64url');

/** Makes a random `state` for one sign-in and keeps only its hash, bound to who started it, for 10 minutes. */
export async function issueSignInState(db: Executor, binding: SignInBinding, now: Date): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  // Old, abandoned sign-ins are swept as new ones start.
  await db.delete(adPlatformSignInStates).where(lt(adPlatformSignInStates.expiresAt, now));
  await db.insert(adPlatformSignInStates).values({
    ...binding,
    stateHash: hashOf(state),
    expiresAt: new Date(now.getTime() + SIGN_IN_STATE_TTL_MS),
  });
  return state;
}

export type ConsumedState =
  | { outcome: 'valid'; binding: SignInBinding }
  | { outcome: 'unknown' }
  | { outcome: 'expired'; binding: SignInBinding };

/**
 * Takes a `state` back, once: the row is deleted as it is read, so a replay finds nothing. A state of another
 * platform's sign-in counts as unknown, and is used up all the same.
 */
export async function consumeSignInState(
  db: Executor,
  input: { state: string; provider: SignInPlatform },
  now: Date,
): Promise<ConsumedState> {
  const [row] = await db
    .delete(adPlatformSignInStates)
    .where(eq(adPlatformSignInStates.stateHash, hashOf(input.state)))
    .returning();
  if (!row || row.provider !== input.provider) return { outcome: 'unknown' };
  const binding: SignInBinding = {
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    userId: row.userId,
    provider: row.provider,
    purpose: row.purpose,
    adAccountId: row.adAccountId,
  };
  if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired', binding };
  return { outcome: 'valid', binding };
}
