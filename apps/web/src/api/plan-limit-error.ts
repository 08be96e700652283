import { ERROR_CODES } from '@hookline/domain';
import { isApiError } from './api-error.ts';

/** The server's message when a call was refused for the plan's limits (403 PLAN_LIMIT_REACHED), else null. */
export function planLimitMessage(error: unknown): string | null {
  return isApiError(error) && error.code === ERROR_CODES.planLimitReached ? error.message : null;
}
