import { MESSAGES, type User } from '@hookline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toasts.ts';
import { usersApi } from '../users-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';

export function useUploadProfileImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => usersApi.uploadProfileImage(userId, file),
    onSuccess: (user: User) => {
      queryClient.setQueryData<User>(CURRENT_USER_KEY, user);
      toast.success(MESSAGES.profileImageUpdated);
    },
  });
}

export function useRemoveProfileImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => usersApi.removeProfileImage(userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast.success(MESSAGES.profileImageRemoved);
    },
  });
}
