import { useMutation } from '../../../ui/use-mutation.ts';
import { authApi } from '../../../api/auth-api.ts';
import { oidcInvite } from './oidc-invite.ts';

/** Sends the browser to the identity provider; it comes back to /auth/oidc/callback. */
export function useStartOidc() {
  return useMutation({
    mutationFn: async (inviteId: string | undefined) => {
      oidcInvite.keep(inviteId);
      const { url } = await authApi.oidcStart(inviteId);
      window.location.assign(url);
    },
  });
}
