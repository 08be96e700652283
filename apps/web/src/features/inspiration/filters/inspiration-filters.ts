import {
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  INSPIRATION_SEARCH_MAX,
  INSPIRATION_SORTS,
  INSPIRATION_SOURCES,
  inspirationFiltersSchema,
  type DiscoverFormat,
  type DiscoverPlatform,
  type InspirationFilters,
  type InspirationSort,
  type InspirationSource,
  type SavedFilter,
} from '@hookline/domain';
import dayjs from 'dayjs';

/**
 * What a list of saved ads shows (spec: platform, format, brand, tags, date saved, favourites, and a search),
 * with its sort. Kept in the address, so a reload, Back or a copied link keep it; saved filters keep exactly
 * this, and the board it was saved on.
 */
export interface InspirationListState {
  query: string;
  sort: InspirationSort;
  /** Where the ads came from: Meta, TikTok, or uploaded by hand. */
  sources: InspirationSource[];
  platforms: DiscoverPlatform[];
  formats: DiscoverFormat[];
  brandIds: string[];
  tagIds: string[];
  /** Days, `YYYY-MM-DD`: ads saved in this range. */
  savedAfter: string | null;
  savedBefore: string | null;
  favouritesOnly: boolean;
}

export const EMPTY_LIST_STATE: InspirationListState = {
  query: '',
  sort: 'newest',
  sources: [],
  platforms: [],
  formats: [],
  brandIds: [],
  tagIds: [],
  savedAfter: null,
  savedBefore: null,
  favouritesOnly: false,
};

/** The address's names for each part; a filter of several values repeats its name (`format=a&format=b`). */
export const LIST_PARAMS = {
  query: 'q',
  sort: 'sort',
  sources: 'source',
  platforms: 'platform',
  formats: 'format',
  brandIds: 'brand',
  tagIds: 'tag',
  savedAfter: 'savedFrom',
  savedBefore: 'savedTo',
  favouritesOnly: 'favourites',
} as const satisfies Record<keyof InspirationListState, string>;

type ListKey = 'sources' | 'platforms' | 'formats' | 'brandIds' | 'tagIds';
const LIST_KEYS: readonly ListKey[] = ['sources', 'platforms', 'formats', 'brandIds', 'tagIds'];
/** The most values of one filter the server takes (brands 50, tags 100). */
const LIST_MAX: Record<ListKey, number> = {
  sources: INSPIRATION_SOURCES.length,
  platforms: DISCOVER_PLATFORMS.length,
  formats: DISCOVER_FORMATS.length,
  brandIds: 50,
  tagIds: 100,
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const oneOf =
  (allowed: readonly string[]) =>
  (value: string): boolean =>
    allowed.includes(value);
const ANY_ID = (value: string) => value.length <= 100;
const KEEPS: Record<ListKey, (value: string) => boolean> = {
  sources: oneOf(INSPIRATION_SOURCES),
  platforms: oneOf(DISCOVER_PLATFORMS),
  formats: oneOf(DISCOVER_FORMATS),
  brandIds: ANY_ID,
  tagIds: ANY_ID,
};

function distinct(values: readonly string[], key: ListKey): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value !== '' && KEEPS[key](value));
  return [...new Set(kept)].slice(0, LIST_MAX[key]);
}

/** A range typed backwards is read the way round it was meant; a day that isn't one is left out. */
function dayRange(after: string | null | undefined, before: string | null | undefined) {
  let from = isRealDay(after) ? after : null;
  let to = isRealDay(before) ? before : null;
  if (from && to && from > to) [from, to] = [to, from];
  return { savedAfter: from, savedBefore: to };
}

/** Whether the address says anything about the list (else the page shows what it opens with). */
export function hasListParams(search: URLSearchParams): boolean {
  return Object.values(LIST_PARAMS).some((name) => search.has(name));
}

/**
 * Reads the list's state from the address; anything unknown or malformed is left out rather than sent. An
 * address that says nothing about the list gives `opening` (a saved filter's state, say).
 */
export function readListState(
  search: URLSearchParams,
  opening: InspirationListState = EMPTY_LIST_STATE,
): InspirationListState {
  if (!hasListParams(search)) return opening;
  const sort = search.get(LIST_PARAMS.sort);
  const lists = Object.fromEntries(
    LIST_KEYS.map((key) => [key, distinct(search.getAll(LIST_PARAMS[key]), key)]),
  ) as Pick<InspirationListState, ListKey>;
  return {
    query: (search.get(LIST_PARAMS.query) ?? '').slice(0, INSPIRATION_SEARCH_MAX),
    sort: sort !== null && oneOf(INSPIRATION_SORTS)(sort) ? (sort as InspirationSort) : 'newest',
    ...lists,
    ...dayRange(search.get(LIST_PARAMS.savedAfter), search.get(LIST_PARAMS.savedBefore)),
    favouritesOnly: search.get(LIST_PARAMS.favouritesOnly) === '1',
  };
}

/**
 * The address for `state`. The sort is always written, so that an address changed from a saved filter's no
 * longer falls back to it; other query values (`ad`, `asset`) are kept.
 */
export function writeListState(search: URLSearchParams, state: InspirationListState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(LIST_PARAMS)) next.delete(name);
  // Kept as typed: trimming here would take the space from under a search box still being typed in.
  if (state.query.trim()) next.set(LIST_PARAMS.query, state.query);
  next.set(LIST_PARAMS.sort, state.sort);
  for (const key of LIST_KEYS) for (const value of state[key]) next.append(LIST_PARAMS[key], value);
  if (state.savedAfter) next.set(LIST_PARAMS.savedAfter, state.savedAfter);
  if (state.savedBefore) next.set(LIST_PARAMS.savedBefore, state.savedBefore);
  if (state.favouritesOnly) next.set(LIST_PARAMS.favouritesOnly, '1');
  return next;
}

/** The `filters` of a list call: only what narrows the list (the search trimmed; nothing empty). */
export function listFilters(state: InspirationListState): InspirationFilters {
  const filters: InspirationFilters = {};
  const query = state.query.trim();
  if (query) filters.query = query;
  if (state.sources.length > 0) filters.sources = state.sources;
  if (state.platforms.length > 0) filters.platforms = state.platforms;
  if (state.formats.length > 0) filters.formats = state.formats;
  if (state.brandIds.length > 0) filters.brandIds = state.brandIds;
  if (state.tagIds.length > 0) filters.tagIds = state.tagIds;
  if (state.savedAfter) filters.savedAfter = state.savedAfter;
  if (state.savedBefore) filters.savedBefore = state.savedBefore;
  if (state.favouritesOnly) filters.favouritesOnly = true;
  return filters;
}

/** How many filters are on (the search not counted), for the bar's "Clear all". */
export function filterCount(state: InspirationListState): number {
  return (
    LIST_KEYS.filter((key) => state[key].length > 0).length +
    (state.savedAfter || state.savedBefore ? 1 : 0) +
    (state.favouritesOnly ? 1 : 0)
  );
}

/** Whether anything narrows the list: a filter or a search. */
export const isFiltered = (state: InspirationListState): boolean =>
  filterCount(state) > 0 || state.query.trim() !== '';

/** The state with every filter and the search taken away; the sort stays. */
export const clearedState = (state: InspirationListState): InspirationListState => ({
  ...EMPTY_LIST_STATE,
  sort: state.sort,
});

// ---------- Saved filters ----------

/** What a saved filter of Inspiration stores: the list's state, and the board it was saved on (or none). */
export function savedFilterBody(
  state: InspirationListState,
  boardId: string | null,
): Record<string, unknown> {
  return {
    query: state.query.trim(),
    sort: state.sort,
    filters: listFilters({ ...state, query: '' }),
    ...(boardId ? { boardId } : {}),
  };
}

/**
 * A saved filter read back, leniently: what doesn't parse (a value the server no longer knows) is left out.
 * `boardId` is the board it was saved on; null for one saved on the team's list.
 */
export function stateFromSavedFilter(saved: Pick<SavedFilter, 'filters'>): {
  state: InspirationListState;
  boardId: string | null;
} {
  const raw = saved.filters;
  const parsed = inspirationFiltersSchema.safeParse(raw['filters'] ?? {});
  const filters: InspirationFilters = parsed.success ? parsed.data : {};
  const sort = raw['sort'];
  const query = typeof raw['query'] === 'string' ? raw['query'] : (filters.query ?? '');
  const boardId = raw['boardId'];
  return {
    state: {
      query: query.slice(0, INSPIRATION_SEARCH_MAX),
      sort: typeof sort === 'string' && oneOf(INSPIRATION_SORTS)(sort) ? (sort as InspirationSort) : 'newest',
      sources: filters.sources ?? [],
      platforms: filters.platforms ?? [],
      formats: filters.formats ?? [],
      brandIds: filters.brandIds ?? [],
      tagIds: filters.tagIds ?? [],
      ...dayRange(filters.savedAfter, filters.savedBefore),
      favouritesOnly: filters.favouritesOnly ?? false,
    },
    boardId: typeof boardId === 'string' && boardId !== '' ? boardId : null,
  };
}

/** The built-in filters (`filter-inspiration/preset/:filterId`), over everything the team saved. */
export const FILTER_PRESETS = [
  { id: 'favourites', name: 'Favourites', state: () => withState({ favouritesOnly: true }) },
  { id: 'videos', name: 'Video ads', state: () => withState({ formats: ['video'] }) },
  { id: 'images', name: 'Image ads', state: () => withState({ formats: ['image'] }) },
  {
    id: 'this-week',
    name: 'Saved in the last 7 days',
    state: () => withState({ savedAfter: dayjs().subtract(6, 'day').format('YYYY-MM-DD') }),
  },
] as const;

function withState(patch: Partial<InspirationListState>): InspirationListState {
  return { ...EMPTY_LIST_STATE, ...patch };
}

export const presetById = (id: string) => FILTER_PRESETS.find((preset) => preset.id === id);
