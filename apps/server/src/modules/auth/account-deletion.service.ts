import { ACCOUNT_DELETION_MESSAGES, FRESH_SIGN_IN_MINUTES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import { deleteStoredMediaLater } from '../drive/index.ts';
import { leaveOrganisationsOfDeletedUser } from '../tenancy/index.ts';
import {
  deleteUserRow,
  findUserById,
  lockUserRow,
  normaliseEmail,
  removeStoredProfileImage,
  type UserRow,
} from '../users/index.ts';
import { accountDeletedMail } from './account-deleted-mail.ts';
import { verifyPassword } from './password-hash.ts';
import { assertMayGuess, clearWrongGuesses, recordWrongGuess } from './password-throttle.service.ts';
import { authSessions } from './tables.ts';

interface DeleteAccountInput {
  userId: string;
  sessionId: string;
  password?: string | undefined;
  email?: string | undefined;
  /** The client's address: wrong passwords count against the same waits as sign-in's. */
  address: string;
}

async function sessionStartedAt(db: Executor, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row?.createdAt;
}

/**
 * The person proves it is them again. With a password: the password, counted like a sign-in's guesses (the
 * same account-and-address pair, so guesses here and at sign-in share one wait). Without one (Google sign-in
 * only): their e-mail address typed out, from a session begun at most `FRESH_SIGN_IN_MINUTES` ago, so a
 * stolen token alone, or a forgotten open tab, can't delete the account.
 */
async function confirmIdentity(context: AppContext, user: UserRow, input: DeleteAccountInput): Promise<void> {
  const { db } = context.database;
  if (user.passwordHash !== null) {
    if (!input.password) throw badRequest(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    const pair = { kind: 'login', subject: user.email, address: input.address } as const;
    await assertMayGuess(db, pair, 'passwords for this account from your address', context.clock.now());
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordWrongGuess(db, pair, context.clock.now());
      throw badRequest(ACCOUNT_DELETION_MESSAGES.passwordIncorrect);
    }
    await clearWrongGuesses(db, pair);
    return;
  }
  if (!input.email) throw badRequest(ACCOUNT_DELETION_MESSAGES.emailRequired);
  if (normaliseEmail(input.email) !== user.email) throw badRequest(ACCOUNT_DELETION_MESSAGES.emailMismatch);
  const startedAt = await sessionStartedAt(db, input.sessionId);
  const freshSince = context.clock.now().getTime() - FRESH_SIGN_IN_MINUTES * 60_000;
  if (!startedAt || startedAt.getTime() < freshSince) throw forbidden(ACCOUNT_DELETION_MESSAGES.signInAgain);
}

/**
 * Deletes the caller's own account (platform spec: account deletion). Refused, changing nothing, while the
 * person can't prove it is them or is an organisation's last admin. In one transaction: organisations they
 * alone belong to go, then the account's row, whose foreign keys remove the personal rows (its sessions and
 * refresh tokens among them: the old token answers 401 at once) and hand shared content over to 'Unknown'.
 * After it commits: the stored pictures, the confirmation mail and the log's record. A second request racing
 * the first finds the account gone and answers as it did: nothing is deleted, mailed or logged twice.
 */
export async function deleteAccount(context: AppContext, input: DeleteAccountInput): Promise<void> {
  const { db } = context.database;
  const user = await findUserById(db, input.userId);
  if (!user) return;
  await confirmIdentity(context, user, input);
  const outcome = await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, user.id))) return undefined;
    const organisations = await leaveOrganisationsOfDeletedUser(tx, user.id, context.storedKeysListers);
    const removed = await deleteUserRow(tx, user.id);
    return removed ? { removed, organisations } : undefined;
  });
  if (!outcome) return;
  const { removed, organisations } = outcome;
  context.log.info(
    {
      event: 'account.deleted',
      userId: user.id,
      deletedOrganisationIds: organisations.deleted.map((org) => org.id),
    },
    'account deleted',
  );
  await removeStoredProfileImage(context.storage, removed).catch((error: unknown) =>
    context.log.warn({ err: error, userId: user.id }, 'deleted account: picture left'),
  );
  // Its organisations' files, saved ads and pictures: by the stored-media job, a few hundred keys a run.
  await deleteStoredMediaLater(context, organisations.storageKeys);
  await context.mailer
    .send(
      accountDeletedMail({
        to: removed.email,
        firstName: removed.firstName,
        deletedOrganisations: organisations.deleted.map((org) => org.name),
        appUrl: context.config.appUrl,
      }),
    )
    .catch((error: unknown) =>
      context.log.warn({ err: error, userId: user.id }, 'deleted account: confirmation mail not sent'),
    );
}
