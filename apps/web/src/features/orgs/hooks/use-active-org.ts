import type { OrganisationSummary } from '@hookline/domain';
import { useLocalStorage } from '@mantine/hooks';
import { useOrganisations } from './use-organisations.ts';

/** Local storage key of the organisation the user is working in (the auth state's activeOrgId). */
export const ACTIVE_ORG_KEY = 'activeOrgId';

/**
 * The organisation the user is working in: the remembered one while the user still belongs to it,
 * otherwise the first of their organisations. `isLoading` stays true until the list has arrived.
 */
export function useActiveOrg(): {
  activeOrg: OrganisationSummary | undefined;
  organisations: OrganisationSummary[];
  isLoading: boolean;
  setActiveOrgId: (orgId: string) => void;
} {
  const { data: organisations = [], isLoading } = useOrganisations();
  const [activeOrgId, setActiveOrgId] = useLocalStorage<string | null>({
    key: ACTIVE_ORG_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const activeOrg = organisations.find((org) => org._id === activeOrgId) ?? organisations[0];
  return { activeOrg, organisations, isLoading, setActiveOrgId };
}
