import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../../api/orgs-api.ts';

/** Organisations of the caller's e-mail domain that let people join (GET organisation/by-domain). */
export function useJoinableOrganisations() {
  return useQuery({
    queryKey: ORG_KEYS.joinable,
    queryFn: ({ signal }) => orgsApi.joinable(signal),
  });
}
