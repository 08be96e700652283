import { ERROR_CODES, MESSAGES, type TokenResponse } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { verifyPassword } from './password-hash.ts';
import { findUserByEmail } from '../users/index.ts';
import { startSession } from './tokens.service.ts';

export async function login(
  context: AppContext,
  input: { email: string; password: string },
): Promise<TokenResponse> {
  const user = await findUserByEmail(context.database.db, input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw new AppError(ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
  }
  return startSession(context.database.db, { config: context.config, userId: user.id });
}
