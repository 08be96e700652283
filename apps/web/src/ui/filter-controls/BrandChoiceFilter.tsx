import type { ReactNode } from 'react';
import { OptionsFilter, type FilterOption } from './OptionsFilter.tsx';

interface BrandMatch {
  _id: string;
  name: string;
}

interface BrandChoiceFilterProps<Brand extends BrandMatch> {
  value: readonly string[];
  onChange: (brandIds: string[]) => void;
  /** The brands whose names match the settled search words; undefined until the first answer. */
  matches: readonly Brand[] | undefined;
  /** The chosen brands' names, by id: the address holds only their ids. */
  chosenNames: ReadonlyMap<string, string>;
  /** The search words the matches answer (already settled), for the empty text. */
  searched: string;
  onSearch: (words: string) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  brandIcon: (brand: Brand) => ReactNode;
}

/** The brands filter: the chosen brands first, then the brands whose names match what is typed. */
export function BrandChoiceFilter<Brand extends BrandMatch>({
  value,
  onChange,
  matches,
  chosenNames,
  searched,
  onSearch,
  loading,
  failed,
  onRetry,
  brandIcon,
}: BrandChoiceFilterProps<Brand>) {
  const chosen: FilterOption[] = value.map((brandId) => ({
    value: brandId,
    label: chosenNames.get(brandId) ?? matches?.find((brand) => brand._id === brandId)?.name ?? 'Brand',
  }));
  const others: FilterOption[] = (matches ?? [])
    .filter((brand) => !value.includes(brand._id))
    .map((brand) => ({ value: brand._id, label: brand.name, icon: brandIcon(brand) }));

  return (
    <OptionsFilter
      label="Brand"
      options={[...chosen, ...others]}
      value={value}
      onChange={onChange}
      search={{ placeholder: 'Search brands', onSearch }}
      status={
        loading
          ? 'loading'
          : failed && !matches
            ? { error: 'We couldn’t load the brands.', onRetry }
            : undefined
      }
      emptyText={searched ? `No brand matches “${searched}”` : 'No brands yet'}
    />
  );
}
