import type { Organisation, OrganisationSummary } from '@hookline/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ORG_KEYS } from '../../api/orgs-api.ts';
import { switchOrganisation } from '../../app/session/switch-organisation.ts';

/**
 * Adds an organisation the caller has just created or joined to their cached list and makes it the
 * active one, so the app switches at once; the list is then refetched in the server's order.
 */
export async function rememberOrganisation(queryClient: QueryClient, org: Organisation): Promise<void> {
  const summary: OrganisationSummary = {
    _id: org._id,
    name: org.name,
    logo: org.logo,
    role: org.role,
    theme_settings: org.theme_settings,
    allowedActions: org.allowedActions,
  };
  queryClient.setQueryData<OrganisationSummary[]>(ORG_KEYS.mine, (current = []) => [
    ...current.filter((item) => item._id !== org._id),
    summary,
  ]);
  switchOrganisation(org._id);
  await queryClient.invalidateQueries({ queryKey: ['organisations'] });
}
