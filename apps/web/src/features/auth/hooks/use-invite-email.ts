import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../api/auth-api.ts';

/**
 * The invited address of /signup?inviteId=... (shown read-only on the sign-up form) or /login?inviteId=...;
 * an expired or replaced link fails with the server's reason.
 */
export function useInviteEmail(inviteId: string | null) {
  return useQuery({
    queryKey: ['auth', 'invite-email', inviteId],
    queryFn: ({ signal }) => authApi.inviteEmail(inviteId ?? '', signal),
    enabled: inviteId !== null,
    staleTime: Infinity,
  });
}
