import { TOOLS_MESSAGES, type Hook, type SavedHook } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TOOLS_KEYS, toolsApi } from '../../../api/tools-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** The workspace's hook library, newest first as the server sends it. */
export function useHookLibrary(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: TOOLS_KEYS.library(workspaceId),
    queryFn: ({ signal }) => toolsApi.library(workspaceId, signal),
    enabled,
  });
}

/** Saves hooks written for `product` to the workspace's library, says so and reads the library again. */
export function useSaveHooks(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { product: string; hooks: Hook[] }) => toolsApi.save({ workspaceId, ...input }),
    onSuccess: (response) =>
      toast.success(response.message || TOOLS_MESSAGES.hooksSaved(response.data.length)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOOLS_KEYS.library(workspaceId) }),
  });
}

/** Removes a hook from the library, says so and reads the library again. */
export function useDeleteHook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hook: SavedHook) => toolsApi.remove(hook._id),
    onSuccess: () => toast.success(TOOLS_MESSAGES.hookDeleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOOLS_KEYS.library(workspaceId) }),
  });
}
