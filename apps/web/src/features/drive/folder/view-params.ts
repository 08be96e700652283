import {
  DRIVE_LIST_SORTS,
  DRIVE_MEDIA_KINDS,
  SORT_ORDERS,
  type DriveItemFilters,
  type DriveListSort,
  type SortOrder,
} from '@hookline/domain';

export type DriveView = 'grid' | 'list';

/** How a folder is shown: grid or list, its sort, and its filters; kept in the address so a reload keeps it. */
export interface FolderViewParams {
  view: DriveView;
  sort: DriveListSort;
  order: SortOrder;
  filters: DriveItemFilters;
}

export const DEFAULT_VIEW: FolderViewParams = { view: 'grid', sort: 'name', order: 'asc', filters: {} };

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the address's `view`, `sort`, `order`, `type`, `tags` and `favourites`; anything unknown is ignored. */
export function readViewParams(
  search: URLSearchParams,
  remembered: DriveView = DEFAULT_VIEW.view,
): FolderViewParams {
  const types = (search.get('type') ?? '')
    .split(',')
    .filter((type): type is (typeof DRIVE_MEDIA_KINDS)[number] =>
      (DRIVE_MEDIA_KINDS as readonly string[]).includes(type),
    );
  const tagIds = (search.get('tags') ?? '').split(',').filter((id) => id !== '');
  const filters: DriveItemFilters = {};
  if (types.length > 0) filters.types = [...new Set(types)];
  if (tagIds.length > 0) filters.tagIds = [...new Set(tagIds)].slice(0, 100);
  if (search.get('favourites') === '1') filters.favouritesOnly = true;
  return {
    view: pick(search.get('view'), ['grid', 'list'] as const, remembered),
    sort: pick(search.get('sort'), DRIVE_LIST_SORTS, DEFAULT_VIEW.sort),
    order: pick(search.get('order'), SORT_ORDERS, DEFAULT_VIEW.order),
    filters,
  };
}

/** The address for `params`, leaving out what is the default; other query values are kept. */
export function writeViewParams(search: URLSearchParams, params: FolderViewParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set('view', params.view);
  set('sort', params.sort === DEFAULT_VIEW.sort ? null : params.sort);
  set('order', params.order === DEFAULT_VIEW.order ? null : params.order);
  set('type', params.filters.types?.length ? params.filters.types.join(',') : null);
  set('tags', params.filters.tagIds?.length ? params.filters.tagIds.join(',') : null);
  set('favourites', params.filters.favouritesOnly ? '1' : null);
  return next;
}

/** Clicking a column's header: the same column turns its order round; another starts ascending. */
export function nextSort(current: { sort: DriveListSort; order: SortOrder }, sort: DriveListSort) {
  if (current.sort === sort) {
    return { sort, order: current.order === 'asc' ? ('desc' as const) : ('asc' as const) };
  }
  return { sort, order: 'asc' as const };
}

export function filterCount(filters: DriveItemFilters): number {
  return (
    (filters.types?.length ? 1 : 0) + (filters.tagIds?.length ? 1 : 0) + (filters.favouritesOnly ? 1 : 0)
  );
}
