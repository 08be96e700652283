import { MESSAGES, type DeleteAccountBody, type User } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useMutation } from '../../../ui/use-mutation.ts';
import { usersApi, type UserUpdate } from '../../../api/users-api.ts';
import { CURRENT_USER_KEY } from '../../../app/session/current-user-key.ts';
import { APP_PATHS } from '../../../ui/app-paths.ts';
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

/**
 * DELETE users/{userId}. Once the account is gone the goodbye screen opens, told so by the navigation's state:
 * it forgets the session and the cached answers once it shows (the signed-in routes would otherwise send a
 * signed-out visitor to sign-in first). Here in the mutation's own options, so that it runs even when the
 * dialog has gone meanwhile.
 */
export function useDeleteAccount(userId: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => usersApi.deleteAccount(userId, body),
    onSuccess: async () => {
      await navigate(APP_PATHS.accountDeleted, { replace: true, state: { accountDeleted: true } });
    },
  });
}
