import {
  DISCOVER_CTA_LABELS,
  DISCOVER_CTA_TYPES,
  DISCOVER_QUERY_MAX,
  DISCOVER_SORT_LABELS,
  DISCOVER_SORTS,
} from '@hookline/domain';
import { Button, Group, Select, Switch } from '@mantine/core';
import { IconArrowsSort, IconX } from '@tabler/icons-react';
import { COMMON_AD_LANGUAGES, languageName } from '../../../ui/ad-languages.ts';
import { useBrandCategories, useBrandIndustries } from '../shared/use-brand-lookups.ts';
import { BrandFilter } from './BrandFilter.tsx';
import { clearedFilters, isFiltered, type DiscoverFilterState } from './discover-filters.ts';
import classes from './FilterBar.module.css';
import { FormatFilter, only, PlatformFilter } from '../../../ui/filter-controls/ad-kind-filters.tsx';
import { OptionsFilter, type FilterOption } from '../../../ui/filter-controls/OptionsFilter.tsx';
import { SearchBox } from '../../../ui/filter-controls/SearchBox.tsx';
import { DateRangeFilter } from '../../../ui/filter-controls/DateRangeFilter.tsx';

interface FilterBarProps {
  state: DiscoverFilterState;
  change: (patch: Partial<DiscoverFilterState>, options?: { replace?: boolean }) => void;
  /** A brand's page: its brand is fixed, so neither the brand nor its category and industry are offered. */
  brandFixed?: boolean;
}

const CTA_OPTIONS: FilterOption[] = DISCOVER_CTA_TYPES.map((cta) => ({
  value: cta,
  label: DISCOVER_CTA_LABELS[cta],
}));
const LANGUAGE_OPTIONS: FilterOption[] = COMMON_AD_LANGUAGES.map((code) => ({
  value: code,
  label: languageName(code),
})).sort((a, b) => a.label.localeCompare(b.label));
const SORT_OPTIONS = DISCOVER_SORTS.map((sort) => ({ value: sort, label: DISCOVER_SORT_LABELS[sort] }));

function CategoryFilter({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const categories = useBrandCategories();
  return (
    <OptionsFilter
      label="Category"
      options={(categories.data ?? []).map((category) => ({
        value: category._id,
        label: category.name,
        count: category.brandCount,
      }))}
      value={value}
      onChange={onChange}
      search={{ placeholder: 'Search categories' }}
      status={
        categories.isPending
          ? 'loading'
          : categories.isError
            ? { error: 'We couldn’t load the categories.', onRetry: () => void categories.refetch() }
            : undefined
      }
      emptyText="No categories yet"
    />
  );
}

function IndustryFilter({ value, onChange }: { value: string[]; onChange: (names: string[]) => void }) {
  const industries = useBrandIndustries();
  return (
    <OptionsFilter
      label="Industry"
      options={(industries.data ?? []).map((industry) => ({
        value: industry.name,
        label: industry.name,
        count: industry.brandCount,
      }))}
      value={value}
      onChange={onChange}
      search={{ placeholder: 'Search industries' }}
      status={
        industries.isPending
          ? 'loading'
          : industries.isError
            ? { error: 'We couldn’t load the industries.', onRetry: () => void industries.refetch() }
            : undefined
      }
      emptyText="No industries yet"
    />
  );
}

/**
 * The Discover filter bar: search, the filters, active only, and the sort, all kept in the address. Each
 * change applies at once; "Clear all" takes every word and filter away (the sort stays).
 */
export function FilterBar({ state, change, brandFixed = false }: FilterBarProps) {
  return (
    <div className={classes.bar} role="search" aria-label="Search and filter ads">
      <Group gap="sm" className={classes.topRow}>
        <div className={classes.search}>
          <SearchBox
            label="Search ads"
            placeholder={
              brandFixed
                ? 'Search this brand’s copy, headlines and transcripts'
                : 'Search copy, headlines, brands and transcripts'
            }
            value={state.query}
            onSearch={(query, immediate) => change({ query }, { replace: !immediate })}
            maxLength={DISCOVER_QUERY_MAX}
          />
        </div>
        <Switch
          label="Active only"
          checked={state.activeOnly}
          onChange={(event) => change({ activeOnly: event.currentTarget.checked })}
          className={classes.activeSwitch}
        />
        <Select
          size="sm"
          aria-label="Sort by"
          data={SORT_OPTIONS}
          value={state.sort}
          onChange={(sort) => sort && change({ sort })}
          allowDeselect={false}
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          className={classes.sort}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group gap={8} className={classes.filters}>
        <PlatformFilter value={state.platforms} onChange={(platforms) => change({ platforms })} />
        <FormatFilter value={state.formats} onChange={(formats) => change({ formats })} />
        {!brandFixed && (
          <>
            <BrandFilter value={state.brandIds} onChange={(brandIds) => change({ brandIds })} />
            <CategoryFilter value={state.categoryIds} onChange={(categoryIds) => change({ categoryIds })} />
            <IndustryFilter value={state.industries} onChange={(industries) => change({ industries })} />
          </>
        )}
        <OptionsFilter
          label="Call to action"
          options={CTA_OPTIONS}
          value={state.ctaTypes}
          onChange={(values) => change({ ctaTypes: only(DISCOVER_CTA_TYPES, values) })}
        />
        <OptionsFilter
          label="Language"
          options={LANGUAGE_OPTIONS}
          value={state.languages}
          onChange={(languages) => change({ languages })}
          search={{ placeholder: 'Search languages' }}
        />
        <DateRangeFilter
          label="Start date"
          heading="Started running between"
          from={state.startedAfter}
          to={state.startedBefore}
          onChange={({ from, to }) => change({ startedAfter: from, startedBefore: to })}
        />
        {isFiltered(state) && (
          <Button
            size="sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => change(clearedFilters(state))}
          >
            Clear all
          </Button>
        )}
      </Group>
    </div>
  );
}
