import type { DiscoverFilters, DiscoverSort } from '@hookline/domain';
import { arrayOverlaps, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../../platform/uuid.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { tsQueryOf } from '../../../platform/db/ts-query.ts';

/**
 * The full-text condition of a search over brand name, copy, headline, caption and transcript: the ad's stored
 * words (`search_vector`, which the GIN index `discover_ads_search_idx` holds) against the typed ones. The
 * query text is a bound value.
 */
export function adMatchesSearch(search: string): SQL | undefined {
  const query = tsQueryOf(search, 'last');
  if (query === undefined) return undefined;
  return sql`${discoverAds.searchVector} @@ to_tsquery('simple', ${query})`;
}

/** Ids that can't be a row's match nothing; an id list with none left matches no ad. */
function ids(values: readonly string[]): string[] {
  return values.filter(isUuid);
}

const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/** One condition per filter given; an empty list is no filter. */
export function adFilterConditions(filters: DiscoverFilters): SQL[] {
  const ad = discoverAds;
  const conditions: SQL[] = [];
  if (some(filters.platforms)) conditions.push(arrayOverlaps(ad.publisherPlatforms, [...filters.platforms]));
  if (some(filters.formats)) conditions.push(inArray(ad.format, [...filters.formats]));
  if (some(filters.brandIds)) conditions.push(inArray(ad.brandId, ids(filters.brandIds)));
  if (some(filters.categoryIds)) {
    const brandsInCategories = sql`select ${discoverBrands.id} from ${discoverBrands} where ${inArray(discoverBrands.categoryId, ids(filters.categoryIds))}`;
    conditions.push(sql`${ad.brandId} in (${brandsInCategories})`);
  }
  if (some(filters.industries)) {
    const brandsInIndustries = sql`select ${discoverBrands.id} from ${discoverBrands} where ${inArray(discoverBrands.industry, [...filters.industries])}`;
    conditions.push(sql`${ad.brandId} in (${brandsInIndustries})`);
  }
  if (some(filters.languages)) conditions.push(arrayOverlaps(ad.languages, [...filters.languages]));
  if (filters.activeOnly === true) conditions.push(eq(ad.isActive, true));
  if (filters.startedAfter !== undefined) conditions.push(gte(ad.startDate, filters.startedAfter));
  if (filters.startedBefore !== undefined) conditions.push(lte(ad.startDate, filters.startedBefore));
  if (some(filters.ctaTypes)) conditions.push(inArray(ad.ctaType, [...filters.ctaTypes]));
  return conditions;
}

/** Each sort walks one of the ads' indexes (start date, running days), with the id to break ties. */
export function adOrder(sort: DiscoverSort): SQL[] {
  const ad = discoverAds;
  switch (sort) {
    case 'newest':
      return [desc(ad.startDate), desc(ad.id)];
    case 'oldest':
      return [asc(ad.startDate), asc(ad.id)];
    case 'longest_running':
      return [desc(ad.runningDays), desc(ad.id)];
  }
}
