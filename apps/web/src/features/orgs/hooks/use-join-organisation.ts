import { TENANCY_MESSAGES } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { orgsApi } from '../../../api/orgs-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { rememberOrganisation } from '../remember-organisation.ts';

/** POST organisation/{orgId}/join, for an organisation of the caller's e-mail domain. */
export function useJoinOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) => orgsApi.join(orgId),
    onSuccess: async (org) => {
      await rememberOrganisation(queryClient, org);
      toast.success(TENANCY_MESSAGES.joinedOrganisation, { carryOver: true });
    },
  });
}
