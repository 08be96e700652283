import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BrandChoiceFilter } from '../../../ui/filter-controls/BrandChoiceFilter.tsx';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import { useBrandAutocomplete, useBrandNames } from '../shared/use-brand-lookups.ts';

interface BrandFilterProps {
  value: readonly string[];
  onChange: (brandIds: string[]) => void;
}

/** The brands filter of the library: each brand with its avatar. */
export function BrandFilter({ value, onChange }: BrandFilterProps) {
  const [words, setWords] = useState('');
  const [settled] = useDebouncedValue(words.trim(), 250);
  const suggestions = useBrandAutocomplete(settled, true);
  const names = useBrandNames(value);

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
      brandIcon={(brand) => <BrandAvatar brand={brand} size={20} />}
    />
  );
}
