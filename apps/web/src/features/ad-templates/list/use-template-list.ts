import { TEMPLATE_PAGE_SIZE, type Template, type TemplateListResponse } from '@hookline/domain';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { TEMPLATE_KEYS, templatesApi, type TemplateListRequest } from '../../../api/templates-api.ts';

/**
 * The page after `pages`, or undefined when there is none. The spec's rule (section 4): more exists only
 * when the last page came back full, 50 templates; a shorter page is the last.
 */
export function nextPageOf(
  last: TemplateListResponse,
  pages: readonly TemplateListResponse[],
): number | undefined {
  return last.data.length === TEMPLATE_PAGE_SIZE ? pages.length + 1 : undefined;
}

/**
 * The templates shown: page 1 replaces whatever was shown before (a new filter is a new list, starting at
 * page 1), each later page is appended to it. A template met twice at a page boundary (the library changed
 * meanwhile) is shown once.
 */
export function templatesOf(data: InfiniteData<TemplateListResponse> | undefined): Template[] {
  const seen = new Set<string>();
  const shown: Template[] = [];
  for (const page of data?.pages ?? []) {
    for (const template of page.data) {
      if (seen.has(template._id)) continue;
      seen.add(template._id);
      shown.push(template);
    }
  }
  return shown;
}

/**
 * The library's list for a filter and sort, 50 at a time (`POST templates/list`). The filters and sort are
 * the query's key, so changing one starts again from page 1; a random order sends the same seed with
 * every page.
 */
export function useTemplateList(
  request: Omit<TemplateListRequest, 'page'>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: TEMPLATE_KEYS.list(request),
    queryFn: ({ pageParam, signal }) => templatesApi.list({ ...request, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: options.enabled ?? true,
  });
}
