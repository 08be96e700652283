import { ERROR_CODES, MESSAGES, type TokenResponse } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { verifyPassword } from './password-hash.ts';
import { findUserByEmail } from '../users/index.ts';
import { assertMayGuess, clearWrongGuesses, recordWrongGuess } from './password-throttle.service.ts';
import { startSession } from './tokens.service.ts';

/**
 * Signs in with a password. Wrong passwords are counted per account and client address together: past the
 * free tries each one makes that address wait twice as long as the last, while the owner at another address
 * signs in as usual.
 */
export async function login(
  context: AppContext,
  input: { email: string; password: string; address: string },
): Promise<TokenResponse> {
  const { db } = context.database;
  const pair = { kind: 'login', subject: input.email.trim().toLowerCase(), address: input.address } as const;
  await assertMayGuess(db, pair, 'passwords for this account from your address');
  const user = await findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordWrongGuess(db, pair);
    throw new AppError(ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
  }
  await clearWrongGuesses(db, pair);
  return startSession(db, { config: context.config, userId: user.id });
}
