import { MESSAGES } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { authApi } from '../../../api/auth-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** forgot-password: e-mails the reset code. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => authApi.forgotPassword(email),
    onSuccess: () => toast.success(MESSAGES.otpSent),
  });
}

/** reset-password with the code and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { email: string; otp: string; password: string }) => authApi.resetPassword(body),
    onSuccess: () => toast.success(MESSAGES.passwordReset, { carryOver: true }),
  });
}
