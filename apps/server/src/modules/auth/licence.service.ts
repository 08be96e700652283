import { ERROR_CODES, MESSAGES } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Activates a lifetime-deal licence code for the user's organisation. Billing does not exist yet, so no code
 * is known; the billing module plugs in here and answers `{ multiOrgUser }`.
 */
export async function activateLicence(
  _context: AppContext,
  _input: { userId: string; code: string },
): Promise<{ multiOrgUser: boolean }> {
  throw new AppError(ERROR_CODES.licenceNotFound, MESSAGES.licenceActivationFailed);
}
