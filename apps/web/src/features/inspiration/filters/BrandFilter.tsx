import { Avatar } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';
import { BrandChoiceFilter } from '../../../ui/filter-controls/BrandChoiceFilter.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';

/** The library's brands change when it is refilled, not while a page is open. */
const LOOKUP_STALE_MS = 5 * 60_000;

interface BrandFilterProps {
  value: readonly string[];
  onChange: (brandIds: string[]) => void;
}

/** The brands filter: the chosen brands first, then the brands whose names match what is typed. */
export function BrandFilter({ value, onChange }: BrandFilterProps) {
  const [words, setWords] = useState('');
  const [settled] = useDebouncedValue(words.trim(), 250);
  const suggestions = useQuery({
    queryKey: DISCOVER_KEYS.autocomplete(settled),
    queryFn: ({ signal }) => discoverApi.autocomplete(settled, signal),
    staleTime: LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
  // The address holds only the chosen brands' ids: their names are read once each.
  const names = useQueries({
    queries: value.map((brandId) => ({
      queryKey: DISCOVER_KEYS.brand(brandId),
      queryFn: ({ signal }: { signal: AbortSignal }) => discoverApi.brand(brandId, signal),
      staleTime: LOOKUP_STALE_MS,
    })),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data._id, result.data.name]] : []))),
  });

  return (
    <BrandChoiceFilter
      value={value}
      onChange={onChange}
      matches={suggestions.data}
      chosenNames={names}
      searched={settled}
      onSearch={setWords}
      loading={suggestions.isPending}
      failed={suggestions.isError}
      onRetry={() => void suggestions.refetch()}
      brandIcon={(brand) => (
        <Avatar src={safeImageUrl(brand.logoURL)} size={20} radius="sm" alt="" aria-hidden color="hookline">
          {brand.name.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
    />
  );
}
