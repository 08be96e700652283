import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_ORIENTATIONS,
  TEMPLATE_SORTS,
  TEMPLATE_THEMES,
  type TemplateFilters,
  type TemplateIndustry,
  type TemplateOrientation,
  type TemplateSeason,
  type TemplateSort,
  type TemplateTheme,
} from '@hookline/domain';
import type { TemplateListRequest } from '../../../api/templates-api.ts';

/**
 * The filter panel and sort of Discover (and of the seasonal pages), kept in the address so a reload, Back
 * or a shared link keeps them: `?industry=beauty&industry=pets&theme=sale&orientation=portrait&favourite=1
 * &used=1&sort=random&seed=123`. A random order's `seed` is kept too, so that later pages follow the first.
 */
export interface ListParams {
  industries: TemplateIndustry[];
  themes: TemplateTheme[];
  orientation: TemplateOrientation | null;
  favourite: boolean;
  previouslyUsed: boolean;
  sort: TemplateSort;
  seed: number | null;
}

export const EMPTY_LIST_PARAMS: ListParams = {
  industries: [],
  themes: [],
  orientation: null,
  favourite: false,
  previouslyUsed: false,
  sort: 'newest',
  seed: null,
};

const MAX_SEED = 2_147_483_647;

const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: string | null): value is Value =>
    value !== null && (values as readonly string[]).includes(value);

const isIndustry = oneOf(TEMPLATE_INDUSTRIES);
const isTheme = oneOf(TEMPLATE_THEMES);
const isOrientation = oneOf(TEMPLATE_ORIENTATIONS);
const isSort = oneOf(TEMPLATE_SORTS);

/** A fresh seed for a new random order. */
export function newSeed(): number {
  return Math.floor(Math.random() * MAX_SEED);
}

function readSeed(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const seed = Number(value);
  return seed <= MAX_SEED ? seed : null;
}

/** Unknown values in the address are dropped rather than sent: the server would refuse them. */
export function readListParams(search: URLSearchParams): ListParams {
  const sort = search.get('sort');
  const orientation = search.get('orientation');
  const chosenSort = isSort(sort) ? sort : 'newest';
  return {
    industries: [...new Set(search.getAll('industry').filter(isIndustry))],
    themes: [...new Set(search.getAll('theme').filter(isTheme))],
    orientation: isOrientation(orientation) ? orientation : null,
    favourite: search.get('favourite') === '1',
    previouslyUsed: search.get('used') === '1',
    sort: chosenSort,
    seed: chosenSort === 'random' ? readSeed(search.get('seed')) : null,
  };
}

export function writeListParams(search: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['industry', 'theme', 'orientation', 'favourite', 'used', 'sort', 'seed']) {
    next.delete(name);
  }
  for (const industry of params.industries) next.append('industry', industry);
  for (const theme of params.themes) next.append('theme', theme);
  if (params.orientation) next.set('orientation', params.orientation);
  if (params.favourite) next.set('favourite', '1');
  if (params.previouslyUsed) next.set('used', '1');
  if (params.sort !== 'newest') next.set('sort', params.sort);
  if (params.sort === 'random' && params.seed !== null) next.set('seed', String(params.seed));
  return next;
}

/** How many filters of the panel are on (the season of a seasonal page is the page's, not counted). */
export function activeFilterCount(params: ListParams): number {
  return (
    params.industries.length +
    params.themes.length +
    (params.orientation ? 1 : 0) +
    (params.favourite ? 1 : 0) +
    (params.previouslyUsed ? 1 : 0)
  );
}

/** The list call's body for these params, without its page; a seasonal page adds its season. */
export function listRequestOf(
  workspaceId: string,
  params: ListParams,
  season: TemplateSeason | null,
  /** The seed of a random order whose address gave none (a link typed by hand): one per visit. */
  fallbackSeed: number,
): Omit<TemplateListRequest, 'page'> {
  const filters: TemplateFilters = {};
  if (params.industries.length > 0) filters.industries = params.industries;
  if (params.themes.length > 0) filters.themes = params.themes;
  if (params.orientation) filters.orientation = params.orientation;
  if (season) filters.season = season;
  if (params.favourite) filters.favourite = true;
  if (params.previouslyUsed) filters.previouslyUsed = true;
  return {
    workspaceId,
    filters,
    sort: params.sort,
    ...(params.sort === 'random' ? { seed: params.seed ?? fallbackSeed } : {}),
  };
}
