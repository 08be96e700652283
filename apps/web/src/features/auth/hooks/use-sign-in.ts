import { MESSAGES } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { authApi } from '../../../api/auth-api.ts';
import { isApiError } from '../../../api/index.ts';
import { toast } from '../../../ui/toasts.ts';
import { completeSignIn } from '../sign-in/complete-sign-in.ts';

/** Password sign-in; wrong credentials give the spec's single message, other failures their own. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const tokens = await authApi.login(credentials);
      await completeSignIn(tokens);
    },
    onError: (error) => {
      if (isApiError(error) && error.canceled) return;
      const badCredentials = isApiError(error) && [400, 401, 404].includes(error.status);
      toast.error(badCredentials ? MESSAGES.invalidCredentials : error.message);
    },
  });
}
