import { TENANCY_MESSAGES, type InviteMemberBody, type UpdateMemberBody } from '@hookline/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { membersApi } from '../../../api/members-api.ts';
import { toast } from '../../../ui/toasts.ts';

/**
 * A change of membership moves the member list, the usage line, the organisation's workspace member
 * counts and the workspaces' member lists: all of them are refreshed.
 */
function refreshTeam(queryClient: QueryClient, orgId: string): void {
  void queryClient.invalidateQueries({ queryKey: ['organisations', orgId] });
  void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
}

/** Invite; failures are left to the caller (a plan limit opens the limit dialog). */
export function useInviteMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => membersApi.invite(orgId, body),
    onSuccess: () => {
      toast.success(TENANCY_MESSAGES.memberInvited);
      refreshTeam(queryClient, orgId);
    },
  });
}

/** Edit member; failures are left to the caller, as for invites. */
export function useUpdateMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberBody) => membersApi.update(orgId, body),
    onSuccess: () => {
      toast.success(TENANCY_MESSAGES.memberUpdated);
      refreshTeam(queryClient, orgId);
    },
  });
}

export function useResendInvite(orgId: string) {
  return useMutation({
    mutationFn: (userId: string) => membersApi.resendInvite(orgId, userId),
    onSuccess: () => toast.success(TENANCY_MESSAGES.inviteResent),
  });
}

export function useDeleteMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => membersApi.remove(orgId, userId),
    onSuccess: () => {
      toast.success(TENANCY_MESSAGES.memberDeleted);
      refreshTeam(queryClient, orgId);
    },
  });
}
