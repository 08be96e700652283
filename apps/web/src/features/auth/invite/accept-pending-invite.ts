import { acceptInviteResponse, TENANCY_MESSAGES } from '@hookline/domain';
import { http } from '../../../api/index.ts';
import { queryClient } from '../../../app/session/query-client.ts';
import { switchOrganisation } from '../../../app/session/switch-organisation.ts';
import { toast } from '../../../ui/toasts.ts';
import { clearPendingInvite, pendingInviteId } from './pending-invite.ts';

/** POST invites/{inviteId}/accept; a stale invitation answers 404 'This invitation is no longer valid' (toasted). */
export const inviteApi = {
  accept: (inviteId: string) =>
    http.main.post(`invites/${encodeURIComponent(inviteId)}/accept`, {}, { schema: acceptInviteResponse }),
};

let inFlight: Promise<boolean> | null = null;

/**
 * Accepts the invitation kept from the sign-in link, once even if asked twice: the organisation becomes
 * the active one and 'Invitation accepted' is shown. Resolves whether an invitation was accepted.
 */
export function acceptPendingInvite(): Promise<boolean> {
  const inviteId = pendingInviteId();
  if (inviteId === null) return inFlight ?? Promise.resolve(false);
  inFlight ??= (async () => {
    try {
      const { orgId } = await inviteApi.accept(inviteId);
      switchOrganisation(orgId);
      await queryClient.invalidateQueries({ queryKey: ['organisations'] });
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      toast.success(TENANCY_MESSAGES.inviteAccepted, { carryOver: true });
      return true;
    } catch {
      return false;
    } finally {
      clearPendingInvite();
    }
  })();
  const current = inFlight;
  void current.finally(() => {
    if (inFlight === current) inFlight = null;
  });
  return current;
}
