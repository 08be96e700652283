import type { User } from '@hookline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type UserUpdate } from '../users-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';

/** PUT users/{userId}; the answer is the updated user, which replaces the cached one. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => usersApi.update(userId, body),
    onSuccess: (user: User) => queryClient.setQueryData<User>(CURRENT_USER_KEY, user),
  });
}
