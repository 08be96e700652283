import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../api/auth-api.ts';

/** Whether identity sign-in is on, and the provider's name for the button. A failed call means off. */
export function useOidcConfig() {
  return useQuery({
    queryKey: ['auth', 'oidc-config'],
    queryFn: ({ signal }) => authApi.oidcConfig(signal),
    staleTime: Infinity,
  });
}
