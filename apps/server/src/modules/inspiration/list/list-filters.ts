import type { InspirationFilters } from '@hookline/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { tsQueryOf } from '../../../platform/db/ts-query.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { favouriteOf } from '../files/inspiration-marks.service.ts';
import { inspirationFiles, inspirationFileTags } from '../tables.ts';

const f = inspirationFiles;

/**
 * The full-text condition of a search, written with the very expression of the GIN index
 * `inspiration_files_search_idx`, so that PostgreSQL answers it from the index. Every word typed must match;
 * the last one may be the start of a word still being typed. The query text is a bound value.
 */
export function matchesAdSearch(search: string | undefined): SQL | undefined {
  const query = search === undefined ? undefined : tsQueryOf(search, 'last');
  if (query === undefined) return undefined;
  return sql`to_tsvector('simple', ${f.pageName} || ' ' || ${f.body} || ' ' || coalesce(${f.title}, '') || ' ' || coalesce(${f.caption}, '') || ' ' || coalesce(${f.description}, '')) @@ to_tsquery('simple', ${query})`;
}

const DAY_MS = 86_400_000;

/** A day (`YYYY-MM-DD`) counts whole, in UTC, at either end of the range of `savedAt`. */
function savedWithin(filters: InspirationFilters, savedAt: SQL | typeof f.createdAt): SQL[] {
  const conditions: SQL[] = [];
  if (filters.savedAfter !== undefined) {
    conditions.push(sql`${savedAt} >= ${new Date(`${filters.savedAfter}T00:00:00Z`).toISOString()}`);
  }
  if (filters.savedBefore !== undefined) {
    const dayAfter = new Date(Date.parse(`${filters.savedBefore}T00:00:00Z`) + DAY_MS);
    conditions.push(sql`${savedAt} < ${dayAfter.toISOString()}`);
  }
  return conditions;
}

const arrayOf = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;

/**
 * The conditions on saved ads of a list's filters: source, platform (any of them), format, brand, tags (any),
 * the day saved (`savedAt`: the time the ad reached the board, or was saved) and the viewer's favourites.
 */
export function savedAdConditions(
  filters: InspirationFilters | undefined,
  input: { viewerUserId: string | null; savedAt: SQL | typeof f.createdAt },
): SQL[] {
  if (!filters) return [];
  const conditions: SQL[] = [];
  const search = matchesAdSearch(filters.query);
  if (search) conditions.push(search);
  if (filters.sources?.length) conditions.push(inArray(f.source, filters.sources));
  if (filters.platforms?.length) {
    conditions.push(sql`${f.publisherPlatforms} && ${arrayOf(filters.platforms)}`);
  }
  if (filters.formats?.length) conditions.push(inArray(f.format, filters.formats));
  if (filters.brandIds?.length) {
    const brandIds = filters.brandIds.filter(isUuid);
    conditions.push(brandIds.length > 0 ? inArray(f.brandId, brandIds) : sql`false`);
  }
  if (filters.tagIds?.length) {
    const tagIds = filters.tagIds.filter(isUuid);
    conditions.push(
      tagIds.length > 0
        ? sql`exists (select 1 from ${inspirationFileTags} where ${inspirationFileTags.fileId} = ${f.id} and ${inArray(inspirationFileTags.tagId, tagIds)})`
        : sql`false`,
    );
  }
  conditions.push(...savedWithin(filters, input.savedAt));
  if (filters.favouritesOnly === true) conditions.push(favouriteOf(input.viewerUserId, f.id));
  return conditions;
}
