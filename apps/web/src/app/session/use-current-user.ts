import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './session-queries.ts';
import { useIsAuthenticated } from './use-session.ts';

/** The signed-in user (GET userinfo). */
export function useCurrentUser() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...currentUserQuery, enabled: authenticated });
}
