import type { BrandDetail, BrandFavouriteResponse, BrandListResponse } from '@hookline/domain';
import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { toast } from '../../../ui/toasts.ts';

interface FavouriteChange {
  brandId: string;
  favourite: boolean;
}

type Snapshot = [QueryKey, unknown][];

function markInLists(data: InfiniteData<BrandListResponse> | undefined, change: FavouriteChange) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((brand) =>
        brand._id === change.brandId ? { ...brand, isFavourite: change.favourite } : brand,
      ),
    })),
  };
}

/**
 * Adds a brand to the caller's favourites or takes it away. The star changes at once in every list and on
 * the brand's page; a refusal puts it back (the HTTP client has already said why), a success says so in
 * the server's words.
 */
export function useBrandFavourite() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?._id ?? '';

  return useMutation<BrandFavouriteResponse, Error, FavouriteChange, Snapshot>({
    mutationFn: ({ brandId, favourite }) =>
      favourite ? discoverApi.favourite(userId, brandId) : discoverApi.unfavourite(userId, brandId),
    onMutate: async (change) => {
      const lists = { queryKey: DISCOVER_KEYS.brandLists() };
      const detail = { queryKey: DISCOVER_KEYS.brand(change.brandId) };
      await Promise.all([queryClient.cancelQueries(lists), queryClient.cancelQueries(detail)]);
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData(lists),
        ...queryClient.getQueriesData(detail),
      ];
      queryClient.setQueriesData<InfiniteData<BrandListResponse>>(lists, (data) => markInLists(data, change));
      queryClient.setQueryData<BrandDetail>(DISCOVER_KEYS.brand(change.brandId), (brand) =>
        brand ? { ...brand, isFavourite: change.favourite } : brand,
      );
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () => {
      // A favourites-only list gains or loses the brand; the server's lists say which.
      void queryClient.invalidateQueries({ queryKey: DISCOVER_KEYS.brandLists() });
      void queryClient.invalidateQueries({ queryKey: DISCOVER_KEYS.favourites(userId) });
    },
  });
}
