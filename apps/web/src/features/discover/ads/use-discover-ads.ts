import type { DiscoverAd, DiscoverSearchBody, DiscoverSearchResponse } from '@hookline/domain';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';

type SearchWithoutPage = Omit<DiscoverSearchBody, 'page'>;

/** The ads of a search, a page (40) at a time, for the grid to scroll through. */
export function useDiscoverSearch(body: SearchWithoutPage) {
  return useInfiniteQuery({
    queryKey: DISCOVER_KEYS.search(body),
    queryFn: ({ pageParam, signal }) => discoverApi.search({ ...body, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}

/** The ads of every page loaded, in order, without the repeats a page boundary may bring while ads change. */
export function adsOf(data: InfiniteData<DiscoverSearchResponse> | undefined): DiscoverAd[] {
  const seen = new Set<string>();
  const ads: DiscoverAd[] = [];
  for (const page of data?.pages ?? []) {
    for (const ad of page.data) {
      if (seen.has(ad._id)) continue;
      seen.add(ad._id);
      ads.push(ad);
    }
  }
  return ads;
}

/** One ad, for its drawer: shown at once from a loaded page when it is there, then read in full. */
export function useDiscoverAd(adId: string | null) {
  const queryClient = useQueryClient();
  return useQuery<DiscoverAd>({
    queryKey: DISCOVER_KEYS.ad(adId ?? ''),
    queryFn: ({ signal }) => discoverApi.ad(adId ?? '', signal),
    enabled: adId !== null && adId !== '',
    placeholderData: (): DiscoverAd | undefined => {
      if (!adId) return undefined;
      const searches = queryClient.getQueriesData<InfiniteData<DiscoverSearchResponse>>({
        queryKey: [...DISCOVER_KEYS.all, 'search'],
      });
      for (const [, data] of searches) {
        const found = data?.pages.flatMap((page) => page.data).find((ad) => ad._id === adId);
        if (found) return found;
      }
      return undefined;
    },
  });
}
