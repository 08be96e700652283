import {
  DISCOVER_CTA_TYPES,
  DISCOVER_FILTER_VALUES_MAX,
  DISCOVER_FORMATS,
  DISCOVER_PAGE_DEFAULT,
  DISCOVER_PLATFORMS,
  DISCOVER_QUERY_MAX,
  DISCOVER_SORTS,
  type DiscoverCtaType,
  type DiscoverFilters,
  type DiscoverFormat,
  type DiscoverPlatform,
  type DiscoverSearchBody,
  type DiscoverSort,
} from '@hookline/domain';

/** What the Discover filter bar holds; kept in the address, so a reload or Back keeps it. */
export interface DiscoverFilterState {
  query: string;
  platforms: DiscoverPlatform[];
  formats: DiscoverFormat[];
  brandIds: string[];
  categoryIds: string[];
  industries: string[];
  ctaTypes: DiscoverCtaType[];
  languages: string[];
  activeOnly: boolean;
  /** Days, `YYYY-MM-DD`: ads whose delivery started in this range. */
  startedAfter: string | null;
  startedBefore: string | null;
  sort: DiscoverSort;
}

export const EMPTY_FILTERS: DiscoverFilterState = {
  query: '',
  platforms: [],
  formats: [],
  brandIds: [],
  categoryIds: [],
  industries: [],
  ctaTypes: [],
  languages: [],
  activeOnly: false,
  startedAfter: null,
  startedBefore: null,
  sort: 'newest',
};

/** The address's names for each part; a filter of several values repeats its name (`platform=a&platform=b`). */
export const FILTER_PARAMS = {
  query: 'q',
  platforms: 'platform',
  formats: 'format',
  brandIds: 'brand',
  categoryIds: 'category',
  industries: 'industry',
  ctaTypes: 'cta',
  languages: 'language',
  activeOnly: 'active',
  startedAfter: 'from',
  startedBefore: 'to',
  sort: 'sort',
} as const satisfies Record<keyof DiscoverFilterState, string>;

type ListKey = 'platforms' | 'formats' | 'brandIds' | 'categoryIds' | 'industries' | 'ctaTypes' | 'languages';

const LIST_KEYS: readonly ListKey[] = [
  'platforms',
  'formats',
  'brandIds',
  'categoryIds',
  'industries',
  'ctaTypes',
  'languages',
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;

function isRealDay(value: string | null): value is string {
  if (value === null || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The distinct values of a repeated name that pass `keep`, within the server's limit. */
function listOf<T extends string>(search: URLSearchParams, name: string, keep: (value: string) => boolean) {
  const values = search
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '' && keep(value));
  return [...new Set(values)].slice(0, DISCOVER_FILTER_VALUES_MAX) as T[];
}

const oneOf =
  (allowed: readonly string[]) =>
  (value: string): boolean =>
    allowed.includes(value);

/** Reads the filters from the address; anything unknown or malformed is left out rather than sent. */
export function readFilterParams(search: URLSearchParams): DiscoverFilterState {
  const sort = search.get(FILTER_PARAMS.sort);
  let startedAfter = search.get(FILTER_PARAMS.startedAfter);
  let startedBefore = search.get(FILTER_PARAMS.startedBefore);
  if (!isRealDay(startedAfter)) startedAfter = null;
  if (!isRealDay(startedBefore)) startedBefore = null;
  // A range typed backwards in the address is read the way round it was meant.
  if (startedAfter && startedBefore && startedAfter > startedBefore) {
    [startedAfter, startedBefore] = [startedBefore, startedAfter];
  }
  const any = () => true;
  return {
    query: (search.get(FILTER_PARAMS.query) ?? '').slice(0, DISCOVER_QUERY_MAX),
    platforms: listOf(search, FILTER_PARAMS.platforms, oneOf(DISCOVER_PLATFORMS)),
    formats: listOf(search, FILTER_PARAMS.formats, oneOf(DISCOVER_FORMATS)),
    brandIds: listOf(search, FILTER_PARAMS.brandIds, any),
    categoryIds: listOf(search, FILTER_PARAMS.categoryIds, any),
    industries: listOf(search, FILTER_PARAMS.industries, (value) => value.length <= 120),
    ctaTypes: listOf(search, FILTER_PARAMS.ctaTypes, oneOf(DISCOVER_CTA_TYPES)),
    languages: listOf(search, FILTER_PARAMS.languages, (value) => LANGUAGE_CODE.test(value)),
    activeOnly: search.get(FILTER_PARAMS.activeOnly) === '1',
    startedAfter,
    startedBefore,
    sort: sort !== null && oneOf(DISCOVER_SORTS)(sort) ? (sort as DiscoverSort) : EMPTY_FILTERS.sort,
  };
}

/** The address for `state`, leaving out what is the default; other query values (`ad`, `brandId`) are kept. */
export function writeFilterParams(search: URLSearchParams, state: DiscoverFilterState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  // Kept as typed: trimming here would take the space from under a search box still being typed in.
  if (state.query.trim()) next.set(FILTER_PARAMS.query, state.query);
  for (const key of LIST_KEYS) {
    for (const value of state[key]) next.append(FILTER_PARAMS[key], value);
  }
  if (state.activeOnly) next.set(FILTER_PARAMS.activeOnly, '1');
  if (state.startedAfter) next.set(FILTER_PARAMS.startedAfter, state.startedAfter);
  if (state.startedBefore) next.set(FILTER_PARAMS.startedBefore, state.startedBefore);
  if (state.sort !== EMPTY_FILTERS.sort) next.set(FILTER_PARAMS.sort, state.sort);
  return next;
}

/** How many filters narrow the results (the search words and the sort are not filters). */
export function activeFilterCount(state: DiscoverFilterState): number {
  const lists = LIST_KEYS.filter((key) => state[key].length > 0).length;
  return lists + (state.activeOnly ? 1 : 0) + (state.startedAfter || state.startedBefore ? 1 : 0);
}

/** Whether anything narrows the results: words or filters. */
export function isFiltered(state: DiscoverFilterState): boolean {
  return state.query.trim() !== '' || activeFilterCount(state) > 0;
}

/** Everything cleared but the sort, which orders rather than narrows. */
export function clearedFilters(state: DiscoverFilterState): DiscoverFilterState {
  return { ...EMPTY_FILTERS, sort: state.sort };
}

/**
 * The search the state asks for (`POST discover/search`, without its page), with only the filters that
 * are set. A brand's page fixes the brand: `fixedBrandId` replaces any chosen brands.
 */
export function searchBodyOf(
  state: DiscoverFilterState,
  fixedBrandId?: string,
): Omit<DiscoverSearchBody, 'page'> & { limit: number } {
  const filters: DiscoverFilters = {};
  const brandIds = fixedBrandId ? [fixedBrandId] : state.brandIds;
  if (state.platforms.length) filters.platforms = state.platforms;
  if (state.formats.length) filters.formats = state.formats;
  if (brandIds.length) filters.brandIds = brandIds;
  if (state.categoryIds.length) filters.categoryIds = state.categoryIds;
  if (state.industries.length) filters.industries = state.industries;
  if (state.ctaTypes.length) filters.ctaTypes = state.ctaTypes;
  if (state.languages.length) filters.languages = state.languages;
  if (state.activeOnly) filters.activeOnly = true;
  if (state.startedAfter) filters.startedAfter = state.startedAfter;
  if (state.startedBefore) filters.startedBefore = state.startedBefore;
  return { query: state.query.trim(), filters, sort: state.sort, limit: DISCOVER_PAGE_DEFAULT };
}
