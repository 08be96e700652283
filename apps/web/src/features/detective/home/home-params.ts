import { isTrackerSort, type TrackerSort } from './tracker-list.ts';

/** Detective home's search and sort, kept in the address (`?q=&sort=`) so a reload or Back keeps them. */
export interface HomeParams {
  query: string;
  sort: TrackerSort;
}

export const DEFAULT_SORT: TrackerSort = 'recent';

export function readHomeParams(search: URLSearchParams): HomeParams {
  const sort = search.get('sort');
  return { query: search.get('q') ?? '', sort: isTrackerSort(sort) ? sort : DEFAULT_SORT };
}

export function writeHomeParams(search: URLSearchParams, params: HomeParams): URLSearchParams {
  const next = new URLSearchParams(search);
  if (params.query.trim() === '') next.delete('q');
  else next.set('q', params.query);
  if (params.sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', params.sort);
  return next;
}
