import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../../platform/uuid.ts';
import { tsQueryOf } from '../../../platform/db/ts-query.ts';
import { discoverBrandFavourites, discoverBrands } from '../tables.ts';

/**
 * The words of a directory search in a brand's name or description, written with the very expression of
 * the GIN index `discover_brands_search_idx`, so that PostgreSQL answers it from the index.
 */
export function brandMatchesSearch(search: string): SQL | undefined {
  const query = tsQueryOf(search, 'last');
  if (query === undefined) return undefined;
  return sql`to_tsvector('simple', ${discoverBrands.name} || ' ' || coalesce(${discoverBrands.description}, '')) @@ to_tsquery('simple', ${query})`;
}

/** The directory's filters; a category id that can't be one matches no brand. */
export function brandFilterConditions(input: {
  categoryId?: string | undefined;
  industry?: string | undefined;
  favouritesOfUserId?: string | undefined;
}): SQL[] {
  const conditions: SQL[] = [];
  if (input.categoryId !== undefined && input.categoryId !== '') {
    conditions.push(isUuid(input.categoryId) ? eq(discoverBrands.categoryId, input.categoryId) : sql`false`);
  }
  if (input.industry !== undefined && input.industry !== '') {
    conditions.push(eq(discoverBrands.industry, input.industry));
  }
  if (input.favouritesOfUserId !== undefined) {
    const favourite = and(
      eq(discoverBrandFavourites.userId, input.favouritesOfUserId),
      eq(discoverBrandFavourites.brandId, discoverBrands.id),
    );
    conditions.push(sql`exists (select 1 from ${discoverBrandFavourites} where ${favourite})`);
  }
  return conditions;
}

/** The directory's order: by name, whatever its case, then id; the order of `discover_brands_name_idx`. */
export const brandOrder = [sql`lower(${discoverBrands.name})`, discoverBrands.id];
