import type { ApiKey, ApiKeyCreateBody } from '@hookline/domain';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_KEYS, apiKeysApi } from '../../../api/api-keys-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** The organisation's live keys, newest first, without their secrets. */
export function useApiKeys(orgId: string) {
  return useQuery({
    queryKey: API_KEY_KEYS.list(orgId),
    queryFn: ({ signal }) => apiKeysApi.list(orgId, signal),
  });
}

/**
 * Makes a key; refusals are left to the dialog, which says them beside the form. The list gets the key
 * without its secret: the secret lives only in the answer the dialog shows once.
 */
export function useCreateApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => apiKeysApi.create(orgId, body),
    // The answer holds the secret: the mutation cache drops it as soon as the dialog lets go of it.
    gcTime: 0,
    onSuccess: (created) => {
      const { key: _secret, ...listed } = created;
      queryClient.setQueryData<ApiKey[]>(API_KEY_KEYS.list(orgId), (keys) =>
        keys ? [listed, ...keys.filter((key) => key._id !== listed._id)] : keys,
      );
      void queryClient.invalidateQueries({ queryKey: API_KEY_KEYS.list(orgId), exact: true });
      toast.success('API key created');
    },
  });
}

/** Revokes a key: the server refuses it from the next call on, and the list drops it at once. */
export function useRevokeApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: Pick<ApiKey, '_id' | 'name'>) => apiKeysApi.revoke(orgId, key._id),
    onSuccess: (_answer, key) => {
      queryClient.setQueryData<ApiKey[]>(API_KEY_KEYS.list(orgId), (keys) =>
        keys?.filter((listed) => listed._id !== key._id),
      );
      void queryClient.invalidateQueries({ queryKey: API_KEY_KEYS.list(orgId), exact: true });
      toast.success(`API key “${key.name}” revoked`);
    },
  });
}

/** A key's calls of the last 90 days, newest first, a page at a time (`nextCursor` reads on). */
export function useApiKeyCalls(orgId: string, keyId: string | undefined) {
  return useInfiniteQuery({
    queryKey: API_KEY_KEYS.calls(orgId, keyId ?? 'none'),
    queryFn: ({ pageParam, signal }) => apiKeysApi.calls(orgId, keyId ?? '', { cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: keyId !== undefined,
  });
}
