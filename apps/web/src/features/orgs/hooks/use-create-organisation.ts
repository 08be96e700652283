import { TENANCY_MESSAGES } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { orgsApi } from '../../../api/orgs-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { rememberOrganisation } from '../remember-organisation.ts';

/** POST organisation; the new organisation becomes the active one. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => orgsApi.create(name),
    onSuccess: async (org) => {
      await rememberOrganisation(queryClient, org);
      toast.success(TENANCY_MESSAGES.organisationCreated, { carryOver: true });
    },
  });
}
