import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';

/** The library's lists change when it is refilled, not while a page is open. */
const LOOKUP_STALE_MS = 5 * 60_000;

/** The brand categories, with how many brands each holds. */
export function useBrandCategories() {
  return useQuery({
    queryKey: DISCOVER_KEYS.categories(),
    queryFn: ({ signal }) => discoverApi.categories(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The brands' industries, with how many brands each holds. */
export function useBrandIndustries() {
  return useQuery({
    queryKey: DISCOVER_KEYS.industries(),
    queryFn: ({ signal }) => discoverApi.industries(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Brands whose names match the words typed (the brand filter's suggestions); the last ones stay while typing. */
export function useBrandAutocomplete(q: string, enabled: boolean) {
  return useQuery({
    queryKey: DISCOVER_KEYS.autocomplete(q),
    queryFn: ({ signal }) => discoverApi.autocomplete(q, signal),
    enabled,
    staleTime: LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The names of the brands chosen in the filter (the address holds only their ids). */
export function useBrandNames(brandIds: readonly string[]): ReadonlyMap<string, string> {
  return useQueries({
    queries: brandIds.map((brandId) => ({
      queryKey: DISCOVER_KEYS.brand(brandId),
      queryFn: ({ signal }: { signal: AbortSignal }) => discoverApi.brand(brandId, signal),
      staleTime: LOOKUP_STALE_MS,
    })),
    combine: (results) => {
      const names = new Map<string, string>();
      results.forEach((result, index) => {
        const id = brandIds[index];
        if (id !== undefined && result.data) names.set(id, result.data.name);
      });
      return names;
    },
  });
}
