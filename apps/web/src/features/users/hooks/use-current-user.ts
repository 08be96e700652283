import { useQuery } from '@tanstack/react-query';
import { useIsAuthenticated } from '../../auth/session/use-session.ts';
import { usersApi } from '../users-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';

/** The signed-in user (GET userinfo). */
export function useCurrentUser() {
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => usersApi.current(signal),
    enabled: authenticated,
  });
}
