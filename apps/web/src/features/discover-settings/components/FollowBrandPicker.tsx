import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { discoverApi } from '../../../api/discover-api.ts';

interface FollowBrandPickerProps {
  /** The brands the workspace already follows: offered, but not to be chosen again. */
  followedIds: ReadonlySet<string>;
  onFollow: (brandId: string) => void;
  /** True while a follow is on its way. */
  following: boolean;
  disabled?: boolean;
}

/** A search of the library's brands by name (`GET brands/autocomplete`); choosing one follows it. */
export function FollowBrandPicker({
  followedIds,
  onFollow,
  following,
  disabled = false,
}: FollowBrandPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const suggestions = useQuery({
    queryKey: ['discover-settings', 'brand-suggestions', debounced],
    queryFn: ({ signal }) => discoverApi.autocomplete(debounced, signal),
    enabled: debounced !== '',
    staleTime: 30_000,
  });
  const data = (debounced === '' ? [] : (suggestions.data ?? [])).map((brand) => ({
    value: brand._id,
    label: followedIds.has(brand._id) ? `${brand.name} (following)` : brand.name,
    disabled: followedIds.has(brand._id),
  }));
  let nothingFound: string | undefined;
  if (debounced === '') nothingFound = undefined;
  else if (suggestions.isError) nothingFound = 'The brands could not be searched. Type again to retry.';
  else if (suggestions.isSuccess) nothingFound = 'No brand of the library has that name';

  return (
    <Select
      label="Follow a brand"
      description="Hookline keeps the ads of the brands you follow up to date in Discover."
      placeholder="Search the library’s brands"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      data={data}
      // The server has already matched the names.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      onChange={(brandId) => {
        if (!brandId) return;
        onFollow(brandId);
        setSearch('');
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={suggestions.isFetching || following ? <Loader size="xs" aria-hidden /> : undefined}
      disabled={disabled || following}
      maw={480}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
