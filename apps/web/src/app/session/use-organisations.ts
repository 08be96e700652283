import { useQuery } from '@tanstack/react-query';
import { organisationsQuery } from './session-queries.ts';
import { useIsAuthenticated } from './use-session.ts';

/** The caller's organisations (GET organisation). */
export function useOrganisations() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...organisationsQuery, enabled: authenticated });
}
