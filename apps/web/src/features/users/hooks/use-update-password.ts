import { MESSAGES } from '@hookline/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../ui/toasts.ts';
import { usersApi } from '../users-api.ts';

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      usersApi.updatePassword({ ...body, userId }),
    onSuccess: () => toast.success(MESSAGES.passwordUpdated),
  });
}
