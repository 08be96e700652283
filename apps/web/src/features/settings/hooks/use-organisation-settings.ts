import { TENANCY_MESSAGES, type Organisation } from '@hookline/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { ORG_KEYS, orgsApi, type OrganisationUpdate } from '../../../api/orgs-api.ts';
import { useOrganisationDetails } from '../../../app/session/use-organisation-details.ts';
import { toast } from '../../../ui/toasts.ts';

/** One organisation with its workspaces and members map (GET organisation/{orgId}). */
export const useOrganisation = useOrganisationDetails;

/** The switcher, the theme and every organisation screen read the organisations queries: refresh them all. */
function refreshOrganisations(queryClient: QueryClient, org?: Organisation): void {
  if (org) queryClient.setQueryData(ORG_KEYS.details(org._id), org);
  void queryClient.invalidateQueries({ queryKey: ['organisations'] });
}

/** PUT organisation/{orgId}: name, who may join, colour theme. */
export function useUpdateOrganisation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationUpdate) => orgsApi.update(orgId, body),
    onSuccess: (org) => {
      refreshOrganisations(queryClient, org);
      toast.success(TENANCY_MESSAGES.organisationUpdated);
    },
  });
}

export function useUploadOrganisationLogo(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => orgsApi.uploadLogo(orgId, file),
    onSuccess: (org) => {
      refreshOrganisations(queryClient, org);
      toast.success(TENANCY_MESSAGES.organisationAvatarUpdated);
    },
  });
}

export function useRemoveOrganisationLogo(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => orgsApi.removeLogo(orgId),
    onSuccess: () => {
      refreshOrganisations(queryClient);
      toast.success(TENANCY_MESSAGES.organisationAvatarRemoved);
    },
  });
}
