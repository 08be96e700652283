import { DISCOVER_PAGE_DEFAULT } from '@hookline/domain';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { BrandListResponse } from '@hookline/domain';
import { DISCOVER_KEYS, discoverApi, type BrandListOptions } from '../../../api/discover-api.ts';

/** The brands directory, searched and filtered, a page (40) at a time. */
export function useBrandDirectory(options: BrandListOptions) {
  return useInfiniteQuery({
    queryKey: DISCOVER_KEYS.brands(options),
    queryFn: ({ pageParam, signal }) =>
      discoverApi.brands({ ...options, page: pageParam, limit: DISCOVER_PAGE_DEFAULT }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}

export const brandsOf = (data: InfiniteData<BrandListResponse> | undefined) =>
  data?.pages.flatMap((page) => page.data) ?? [];

/** A brand's page: the brand, and its ads in numbers. */
export function useBrandDetail(brandId: string) {
  return useQuery({
    queryKey: DISCOVER_KEYS.brand(brandId),
    queryFn: ({ signal }) => discoverApi.brand(brandId, signal),
    enabled: brandId !== '',
  });
}
