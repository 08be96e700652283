import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { discoverApi } from '../../../api/discover-api.ts';

interface BrandLibraryPickerProps {
  /** The chosen brand's id, or null. */
  value: string | null;
  onChange: (brandId: string | null) => void;
  /** The brands the workspace already tracks: offered, marked, not to be chosen again. */
  trackedIds: ReadonlySet<string>;
  error?: string | null;
}

/** A search of the library's brands by name (`GET brands/autocomplete`) for the brand to track. */
export function BrandLibraryPicker({ value, onChange, trackedIds, error }: BrandLibraryPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const suggestions = useQuery({
    queryKey: ['detective', 'brand-suggestions', debounced],
    queryFn: ({ signal }) => discoverApi.autocomplete(debounced, signal),
    enabled: debounced !== '',
    staleTime: 30_000,
  });
  const data = (debounced === '' ? [] : (suggestions.data ?? [])).map((brand) => ({
    value: brand._id,
    label: trackedIds.has(brand._id) ? `${brand.name} (tracked)` : brand.name,
    disabled: trackedIds.has(brand._id),
  }));
  let nothingFound: string | undefined;
  if (debounced === '') nothingFound = undefined;
  else if (suggestions.isError) nothingFound = 'The brands could not be searched. Type again to retry.';
  else if (suggestions.isSuccess) nothingFound = 'No library brand has that name: try its page or website';

  return (
    <Select
      label="Brand"
      description="Search the brand library by name."
      placeholder="Search the library’s brands"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      data={data}
      // The server has already matched the names.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      onChange={onChange}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
      error={error}
      data-autofocus
      // The search answers at most 8 brands: all in view, no scroll region to reach by keyboard.
      withScrollArea={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
