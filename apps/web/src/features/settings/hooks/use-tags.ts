import { TAG_MESSAGES, type Tag, type TagColor, type TagProduct } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** The Tags tab's tags: the Creative Hub's (spec section 2, "Tags (drive only)"). */
const PRODUCT: TagProduct = 'drive';

/** GET tags: the workspace's Creative Hub tags, each with how many files use it. */
export function useTags(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.tags(workspaceId, PRODUCT),
    queryFn: ({ signal }) => settingsApi.tags(workspaceId, PRODUCT, signal),
  });
}

function useTagsCache(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = SETTINGS_KEYS.tags(workspaceId, PRODUCT);
  return {
    set: (update: (tags: Tag[]) => Tag[]) =>
      queryClient.setQueryData<Tag[]>(key, (tags) => update(tags ?? [])),
    refresh: () => void queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** POST tags: several names at once. */
export function useCreateTags(workspaceId: string) {
  const cache = useTagsCache(workspaceId);
  return useMutation({
    mutationFn: (names: string[]) => settingsApi.createTags({ workspaceId, product: PRODUCT, names }),
    onSuccess: (created) => {
      cache.set((tags) => [...tags, ...created]);
      cache.refresh();
      toast.success(TAG_MESSAGES.created);
    },
  });
}

/** PUT tags: a new name or a new colour. */
export function useUpdateTag(workspaceId: string) {
  const cache = useTagsCache(workspaceId);
  return useMutation({
    mutationFn: (tag: { _id: string; name?: string; color?: TagColor }) =>
      settingsApi.updateTag({ workspaceId, product: PRODUCT, tag }),
    onSuccess: (updated) => {
      cache.set((tags) => tags.map((tag) => (tag._id === updated._id ? updated : tag)));
      toast.success(TAG_MESSAGES.edited);
    },
  });
}

/** DELETE tags/{tagId}. */
export function useDeleteTag(workspaceId: string) {
  const cache = useTagsCache(workspaceId);
  return useMutation({
    mutationFn: (tagId: string) => settingsApi.deleteTag({ workspaceId, product: PRODUCT, tagId }),
    onSuccess: ({ tagId }) => {
      cache.set((tags) => tags.filter((tag) => tag._id !== tagId));
      toast.success(TAG_MESSAGES.deleted);
    },
  });
}
