import { DISCOVER_QUERY_MAX } from '@hookline/domain';
import type { BrandListOptions } from '../../../api/discover-api.ts';

/** The address's names for the directory's search and filters. */
export const DIRECTORY_PARAMS = {
  query: 'q',
  categoryId: 'category',
  industry: 'industry',
  favouritesOnly: 'favourites',
} as const;

/** Reads the directory's search and filters from the address. */
export function readDirectoryParams(search: URLSearchParams): BrandListOptions {
  const categoryId = search.get(DIRECTORY_PARAMS.categoryId)?.trim();
  const industry = search.get(DIRECTORY_PARAMS.industry)?.trim();
  return {
    query: (search.get(DIRECTORY_PARAMS.query) ?? '').slice(0, DISCOVER_QUERY_MAX),
    categoryId: categoryId || undefined,
    industry: industry ? industry.slice(0, 120) : undefined,
    favouritesOnly: search.get(DIRECTORY_PARAMS.favouritesOnly) === '1',
  };
}

/** The address for `options`, leaving out what is not set; other query values are kept. */
export function writeDirectoryParams(search: URLSearchParams, options: BrandListOptions): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) =>
    value ? next.set(name, value) : next.delete(name);
  set(DIRECTORY_PARAMS.query, options.query.trim() ? options.query : undefined);
  set(DIRECTORY_PARAMS.categoryId, options.categoryId);
  set(DIRECTORY_PARAMS.industry, options.industry);
  set(DIRECTORY_PARAMS.favouritesOnly, options.favouritesOnly ? '1' : undefined);
  return next;
}

/** What the server is asked: the words trimmed. */
export const directoryRequest = (options: BrandListOptions): BrandListOptions => ({
  ...options,
  query: options.query.trim(),
});
