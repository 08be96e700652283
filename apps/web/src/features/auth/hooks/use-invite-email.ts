import { useQuery } from '@tanstack/react-query';
import { authApi } from '../auth-api.ts';

/** The invited address of /signup?inviteId=..., shown read-only on the sign-up form. */
export function useInviteEmail(inviteId: string | null) {
  return useQuery({
    queryKey: ['auth', 'invite-email', inviteId],
    queryFn: ({ signal }) => authApi.inviteEmail(inviteId ?? '', signal),
    enabled: inviteId !== null,
    staleTime: Infinity,
  });
}
