import {
  INSPIRATION_SEARCH_MAX,
  INSPIRATION_SORT_LABELS,
  INSPIRATION_SORTS,
  INSPIRATION_SOURCE_LABELS,
  INSPIRATION_SOURCES,
} from '@hookline/domain';
import { Button, Group, Select, Switch } from '@mantine/core';
import { IconArrowsSort, IconBookmarkPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { DateRangeFilter } from '../../../ui/filter-controls/DateRangeFilter.tsx';
import { FormatFilter, only, PlatformFilter } from '../../../ui/filter-controls/ad-kind-filters.tsx';
import { OptionsFilter, type FilterOption } from '../../../ui/filter-controls/OptionsFilter.tsx';
import { SearchBox } from '../../../ui/filter-controls/SearchBox.tsx';
import { BrandFilter } from './BrandFilter.tsx';
import classes from './InspirationFilterBar.module.css';
import { clearedState, isFiltered, type InspirationListState } from './inspiration-filters.ts';
import type { ListStateChange } from './use-list-state.ts';

const SOURCE_OPTIONS: FilterOption[] = INSPIRATION_SOURCES.map((source) => ({
  value: source,
  label: INSPIRATION_SOURCE_LABELS[source],
}));
const SORT_OPTIONS = INSPIRATION_SORTS.map((sort) => ({
  value: sort,
  label: `${INSPIRATION_SORT_LABELS[sort]} first`,
}));

function TagFilter({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: string;
  value: string[];
  onChange: (tagIds: string[]) => void;
}) {
  const tags = useQuery({
    queryKey: SETTINGS_KEYS.tags(workspaceId, 'inspiration'),
    queryFn: ({ signal }) => settingsApi.tags(workspaceId, 'inspiration', signal),
  });
  return (
    <OptionsFilter
      label="Tags"
      options={(tags.data ?? [])
        .filter((tag) => !tag.isDeleted)
        .map((tag) => ({
          value: tag._id,
          label: tag.name,
          count: tag.count,
          icon: <span className={classes.tagDot} style={{ background: tag.color }} aria-hidden />,
        }))}
      value={value}
      onChange={onChange}
      search={{ placeholder: 'Search tags' }}
      status={
        tags.isPending
          ? 'loading'
          : tags.isError
            ? { error: 'We couldn’t load the tags.', onRetry: () => void tags.refetch() }
            : undefined
      }
      emptyText="No tags in this workspace yet"
    />
  );
}

interface InspirationFilterBarProps {
  state: InspirationListState;
  change: ListStateChange;
  /** The workspace whose tags are offered. */
  workspaceId: string;
  /** "Save filter", for whoever the server lets save filters. */
  onSaveFilter: (() => void) | null;
  /** The search box's hint: what is searched. */
  placeholder: string;
  /** Beside the search: the count of ads. */
  status?: ReactNode;
}

/**
 * The filter bar over saved ads: search, where they came from, platform, format, brand, tags, when they were
 * saved and favourites only, and the sort; all kept in the address. Each change applies at once.
 */
export function InspirationFilterBar({
  state,
  change,
  workspaceId,
  onSaveFilter,
  placeholder,
  status,
}: InspirationFilterBarProps) {
  return (
    <div className={classes.bar} role="search" aria-label="Search and filter saved ads">
      <Group gap="sm" className={classes.topRow}>
        <div className={classes.search}>
          <SearchBox
            label="Search saved ads"
            placeholder={placeholder}
            value={state.query}
            onSearch={(query, immediate) => change({ query }, { replace: !immediate })}
            maxLength={INSPIRATION_SEARCH_MAX}
          />
        </div>
        <Select
          size="sm"
          aria-label="Sort by"
          data={SORT_OPTIONS}
          value={state.sort}
          onChange={(sort) => sort && change({ sort: sort === 'oldest' ? 'oldest' : 'newest' })}
          allowDeselect={false}
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          className={classes.sort}
          comboboxProps={{ withinPortal: true }}
        />
        {onSaveFilter && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconBookmarkPlus size={16} aria-hidden />}
            onClick={onSaveFilter}
            className={classes.save}
          >
            Save filter
          </Button>
        )}
      </Group>
      <Group gap={8} className={classes.filters}>
        <OptionsFilter
          label="Source"
          options={SOURCE_OPTIONS}
          value={state.sources}
          onChange={(values) => change({ sources: only(INSPIRATION_SOURCES, values) })}
        />
        <PlatformFilter value={state.platforms} onChange={(platforms) => change({ platforms })} />
        <FormatFilter value={state.formats} onChange={(formats) => change({ formats })} />
        <BrandFilter value={state.brandIds} onChange={(brandIds) => change({ brandIds })} />
        <TagFilter workspaceId={workspaceId} value={state.tagIds} onChange={(tagIds) => change({ tagIds })} />
        <DateRangeFilter
          label="Date saved"
          heading="Saved between"
          from={state.savedAfter}
          to={state.savedBefore}
          onChange={({ from, to }) => change({ savedAfter: from, savedBefore: to })}
        />
        <Switch
          label="Favourites only"
          checked={state.favouritesOnly}
          onChange={(event) => change({ favouritesOnly: event.currentTarget.checked })}
          className={classes.switch}
        />
        {isFiltered(state) && (
          <Button
            size="sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => change(clearedState(state))}
          >
            Clear all
          </Button>
        )}
        {status && <div className={classes.status}>{status}</div>}
      </Group>
    </div>
  );
}
