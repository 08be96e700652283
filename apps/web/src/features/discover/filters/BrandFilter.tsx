import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import { useBrandAutocomplete, useBrandNames } from '../shared/use-brand-lookups.ts';
import { OptionsFilter, type FilterOption } from '../../../ui/filter-controls/OptionsFilter.tsx';

interface BrandFilterProps {
  value: readonly string[];
  onChange: (brandIds: string[]) => void;
}

/** The brands filter: the chosen brands first, then the brands whose names match what is typed. */
export function BrandFilter({ value, onChange }: BrandFilterProps) {
  const [words, setWords] = useState('');
  const [settled] = useDebouncedValue(words.trim(), 250);
  const suggestions = useBrandAutocomplete(settled, true);
  const names = useBrandNames(value);

  const chosen: FilterOption[] = value.map((brandId) => ({
    value: brandId,
    label: names.get(brandId) ?? suggestions.data?.find((brand) => brand._id === brandId)?.name ?? 'Brand',
  }));
  const others: FilterOption[] = (suggestions.data ?? [])
    .filter((brand) => !value.includes(brand._id))
    .map((brand) => ({
      value: brand._id,
      label: brand.name,
      icon: <BrandAvatar brand={brand} size={20} />,
    }));

  return (
    <OptionsFilter
      label="Brand"
      options={[...chosen, ...others]}
      value={value}
      onChange={onChange}
      search={{ placeholder: 'Search brands', onSearch: setWords }}
      status={
        suggestions.isPending
          ? 'loading'
          : suggestions.isError && !suggestions.data
            ? { error: 'We couldn’t load the brands.', onRetry: () => void suggestions.refetch() }
            : undefined
      }
      emptyText={settled ? `No brand matches “${settled}”` : 'No brands yet'}
    />
  );
}
