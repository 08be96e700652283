import { MESSAGES, type User } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { usersApi, type UserUpdate } from '../../../api/users-api.ts';
import { CURRENT_USER_KEY } from '../../../app/session/current-user-key.ts';
import { toast } from '../../../ui/toasts.ts';

/** PUT users/{userId}; the answer is the updated user, which replaces the cached one. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => usersApi.update(userId, body),
    onSuccess: (user: User) => queryClient.setQueryData<User>(CURRENT_USER_KEY, user),
  });
}

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      usersApi.updatePassword({ ...body, userId }),
    onSuccess: () => toast.success(MESSAGES.passwordUpdated),
  });
}

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
