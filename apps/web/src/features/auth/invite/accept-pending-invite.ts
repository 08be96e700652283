import { TENANCY_MESSAGES } from '@hookline/domain';
import { invitesApi } from '../../../api/invites-api.ts';
import { queryClient } from '../../../app/session/query-client.ts';
import { switchOrganisation } from '../../../app/session/switch-organisation.ts';
import { toast } from '../../../ui/toasts.ts';
import { clearPendingInvite, pendingInviteId } from './pending-invite.ts';

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
      const { orgId } = await invitesApi.accept(inviteId);
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
