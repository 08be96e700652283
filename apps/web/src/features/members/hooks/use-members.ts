import { useQuery } from '@tanstack/react-query';
import { MEMBER_KEYS, membersApi } from '../../../api/members-api.ts';

/** Everyone in the organisation, pending invites included (GET organisation/{orgId}/members). */
export function useMembers(orgId: string | undefined) {
  return useQuery({
    queryKey: MEMBER_KEYS.list(orgId ?? 'none'),
    queryFn: ({ signal }) => membersApi.list(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}
