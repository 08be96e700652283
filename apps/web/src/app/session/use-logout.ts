import { useMutation } from '../../ui/use-mutation.ts';
import { authApi } from '../../api/auth-api.ts';
import { tokenStore } from '../../api/index.ts';
import { signOutExtension } from './extension/extension-sign-in.ts';
import { endSession } from './session-actions.ts';

/**
 * POST logout revokes the refresh token; the session and the query cache are cleared either way, and an
 * installed extension is told to sign out too.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await authApi.logout(tokenStore.get()?.refreshToken);
      } finally {
        endSession();
        void signOutExtension();
      }
    },
  });
}
