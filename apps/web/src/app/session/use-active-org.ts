import type { OrganisationSummary } from '@hookline/domain';
import { useStoredId } from '../../ui/stored-id.ts';
import { activeOrgStore } from './active-org-store.ts';
import { chooseActiveOrg } from './session-queries.ts';
import { switchOrganisation } from './switch-organisation.ts';
import { useOrganisations } from './use-organisations.ts';

export { ACTIVE_ORG_KEY } from './active-org-store.ts';

const EMPTY: OrganisationSummary[] = [];

/**
 * The organisation the user is working in: the remembered one while the user still belongs to it,
 * otherwise the first of their organisations. `isLoading` stays true until the list has arrived.
 * `setActiveOrgId` switches organisation, which also makes its first workspace the active one.
 */
export function useActiveOrg(): {
  activeOrg: OrganisationSummary | undefined;
  organisations: OrganisationSummary[];
  isLoading: boolean;
  isError: boolean;
  /** Loads the list again after an error; true while it runs. */
  retry: () => void;
  isRetrying: boolean;
  setActiveOrgId: (orgId: string) => void;
} {
  const { data: organisations = EMPTY, isLoading, isError, refetch, isRefetching } = useOrganisations();
  const activeOrgId = useStoredId(activeOrgStore);
  const activeOrg = chooseActiveOrg(organisations, activeOrgId);
  return {
    activeOrg,
    organisations,
    isLoading,
    isError,
    retry: () => void refetch(),
    isRetrying: isRefetching,
    setActiveOrgId: switchOrganisation,
  };
}
