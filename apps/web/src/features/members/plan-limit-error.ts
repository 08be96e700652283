import { defaultMessageForStatus } from '@hookline/domain';
import { isApiError } from '../../api/index.ts';
import { planLimitMessage } from '../../api/plan-limit-error.ts';
import { toast } from '../../ui/toasts.ts';

/**
 * Reports a failed silent member call: a plan limit opens the 'You have reached the limit' dialog with
 * the server's words; anything else is the usual error toast, and a cancelled call says nothing.
 */
export function reportMemberCallFailure(error: unknown, onLimitReached: (message: string) => void): void {
  const limit = planLimitMessage(error);
  if (limit !== null) return onLimitReached(limit);
  if (isApiError(error)) {
    if (!error.canceled) toast.error(error.message);
    return;
  }
  toast.error(defaultMessageForStatus(0));
}
