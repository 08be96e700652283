import {
  DRIVE_LIST_SORTS,
  driveLibraryFiltersSchema,
  SORT_ORDERS,
  type DriveLibraryFilters,
  type DriveListSort,
  type SavedFilter,
  type SortOrder,
} from '@hookline/domain';
import dayjs from 'dayjs';
import type { DriveLibraryOptions } from '../../../api/drive-api.ts';

/** What the library shows: a search, filters and a sort. Saved filters keep exactly this. */
export interface LibraryState {
  query: string;
  sort: DriveListSort;
  order: SortOrder;
  filters: DriveLibraryFilters;
}

export const EMPTY_LIBRARY: LibraryState = { query: '', sort: 'createdAt', order: 'desc', filters: {} };

/** The built-in filters (`filter/preset/:filterId`). */
export const FILTER_PRESETS = [
  { id: 'favourites', name: 'Favourites', state: () => withFilters({ favouritesOnly: true }) },
  { id: 'images', name: 'Images', state: () => withFilters({ types: ['image'] }) },
  { id: 'videos', name: 'Videos', state: () => withFilters({ types: ['video'] }) },
  {
    id: 'this-week',
    name: 'Added in the last 7 days',
    state: () => withFilters({ createdFrom: dayjs().subtract(6, 'day').format('YYYY-MM-DD') }),
  },
] as const;
export type FilterPresetId = (typeof FILTER_PRESETS)[number]['id'];

function withFilters(filters: DriveLibraryFilters): LibraryState {
  return { ...EMPTY_LIBRARY, filters };
}

export const presetById = (id: string) => FILTER_PRESETS.find((preset) => preset.id === id);

const isSort = (value: unknown): value is DriveListSort =>
  typeof value === 'string' && (DRIVE_LIST_SORTS as readonly string[]).includes(value);
const isOrder = (value: unknown): value is SortOrder =>
  typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);

/** A saved filter's library, read leniently: what doesn't parse (a field since deleted, say) is left out. */
export function stateFromSavedFilter(saved: Pick<SavedFilter, 'filters'>): LibraryState {
  const raw = saved.filters;
  const parsed = driveLibraryFiltersSchema.safeParse(raw['filters'] ?? {});
  return {
    query: typeof raw['query'] === 'string' ? raw['query'] : '',
    sort: isSort(raw['sort']) ? raw['sort'] : EMPTY_LIBRARY.sort,
    order: isOrder(raw['order']) ? raw['order'] : EMPTY_LIBRARY.order,
    filters: parsed.success ? parsed.data : {},
  };
}

/** What a saved filter stores. */
export function savedFilterBody(state: LibraryState): Record<string, unknown> {
  return { query: state.query, sort: state.sort, order: state.order, filters: compactFilters(state.filters) };
}

/** The filters without empty lists, empty values or switches that are off. */
export function compactFilters(filters: DriveLibraryFilters): DriveLibraryFilters {
  const out: DriveLibraryFilters = {};
  if (filters.types && filters.types.length > 0) out.types = filters.types;
  if (filters.tagIds && filters.tagIds.length > 0) out.tagIds = filters.tagIds;
  if (filters.favouritesOnly) out.favouritesOnly = true;
  if (filters.createdFrom) out.createdFrom = filters.createdFrom;
  if (filters.createdTo) out.createdTo = filters.createdTo;
  const fields = Object.entries(filters.customFields ?? {}).filter(
    ([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  if (fields.length > 0) out.customFields = Object.fromEntries(fields);
  return out;
}

/** How many filters are on, for the Filters button. */
export function activeFilterCount(filters: DriveLibraryFilters): number {
  const compact = compactFilters(filters);
  return (
    (compact.types ? 1 : 0) +
    (compact.tagIds ? 1 : 0) +
    (compact.favouritesOnly ? 1 : 0) +
    (compact.createdFrom || compact.createdTo ? 1 : 0) +
    Object.keys(compact.customFields ?? {}).length
  );
}

/** The library call's options for a state (the search trimmed; left out when empty). */
export function libraryOptions(state: LibraryState): DriveLibraryOptions {
  const query = state.query.trim();
  return {
    sort: state.sort,
    order: state.order,
    ...(query ? { query } : {}),
    filters: compactFilters(state.filters),
  };
}
