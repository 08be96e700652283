import { useMutation } from '@tanstack/react-query';
import { tokenStore } from '../../../api/index.ts';
import { authApi } from '../auth-api.ts';
import { endSession } from '../session/session-actions.ts';

/** POST logout revokes the refresh token; the session and the query cache are cleared either way. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await authApi.logout(tokenStore.get()?.refreshToken);
      } finally {
        endSession();
      }
    },
  });
}
