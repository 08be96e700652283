import { useQuery } from '@tanstack/react-query';
import { usersApi } from '../../api/users-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';
import { useIsAuthenticated } from './use-session.ts';

/** The signed-in user (GET userinfo). */
export function useCurrentUser() {
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => usersApi.current(signal),
    enabled: authenticated,
  });
}
