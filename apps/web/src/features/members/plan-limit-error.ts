import { defaultMessageForStatus, type LimitedResource } from '@hookline/domain';
import { isApiError } from '../../api/index.ts';
import { planLimitMessage } from '../../api/plan-limit-error.ts';
import type { LimitReached } from '../../ui/LimitReachedDialog.tsx';
import { toast } from '../../ui/toasts.ts';

/**
 * Reports a failed silent member call: a plan limit opens the 'You have reached the limit' dialog with
 * the server's words and the seat `resource` the call would have taken; anything else is the usual error
 * toast, and a cancelled call says nothing.
 */
export function reportMemberCallFailure(
  error: unknown,
  resource: LimitedResource,
  onLimitReached: (limit: LimitReached) => void,
): void {
  const message = planLimitMessage(error);
  if (message !== null) return onLimitReached({ message, resource });
  if (isApiError(error)) {
    if (!error.canceled) toast.error(error.message);
    return;
  }
  toast.error(defaultMessageForStatus(0));
}
