import type { FirstRunBody, User } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../ui/use-mutation.ts';
import { usersApi } from '../../api/users-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';

/**
 * Records a first-run step (welcomed, notifications reviewed) with the account, so every browser shows the
 * same state; the cached user is updated from the answer.
 */
export function useRecordFirstRun(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (steps: FirstRunBody) => usersApi.recordFirstRun(user._id, steps),
    onSuccess: (updated) => queryClient.setQueryData(CURRENT_USER_KEY, updated),
  });
}
