import { useQuery } from '@tanstack/react-query';
import { organisationDetailsQuery } from './session-queries.ts';

/** One organisation in full (GET organisation/{orgId}): its plan, feature flags, workspaces and members map. */
export function useOrganisationDetails(orgId: string | undefined) {
  return useQuery(organisationDetailsQuery(orgId));
}
