import type { Brand } from '@hookline/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverMediaUrlOrNull } from '../discover-media-urls.ts';
import {
  discoverAds,
  discoverBrandFavourites,
  discoverBrands,
  discoverCategories,
  type DiscoverBrandRow,
} from '../tables.ts';

/** What a brand query selects: the brand and its category's name, read in the same query. */
export const brandWithCategory = {
  brand: discoverBrands,
  categoryName: discoverCategories.name,
};
export interface BrandWithCategory {
  brand: DiscoverBrandRow;
  categoryName: string | null;
}

/** Brands joined to their category, for a query to narrow, order and page. */
export const selectBrandsWithCategory = (db: Executor) =>
  db
    .select(brandWithCategory)
    .from(discoverBrands)
    .leftJoin(discoverCategories, eq(discoverCategories.id, discoverBrands.categoryId));

/**
 * Brands as the directory lists them, for `userId`: their ad counts from one grouped query over the ads of
 * the page's brands, and which are the caller's favourites from one more.
 */
export async function buildBrandDtos(
  db: Executor,
  input: { rows: readonly BrandWithCategory[]; userId: string },
): Promise<Brand[]> {
  const brandIds = input.rows.map((row) => row.brand.id);
  if (brandIds.length === 0) return [];
  const counts = await db
    .select({
      brandId: discoverAds.brandId,
      adCount: count(),
      activeAdCount: sql<number>`(count(*) filter (where ${discoverAds.isActive}))::int`,
    })
    .from(discoverAds)
    .where(inArray(discoverAds.brandId, brandIds))
    .groupBy(discoverAds.brandId);
  const favourites = await db
    .select({ brandId: discoverBrandFavourites.brandId })
    .from(discoverBrandFavourites)
    .where(
      and(
        eq(discoverBrandFavourites.userId, input.userId),
        inArray(discoverBrandFavourites.brandId, brandIds),
      ),
    );
  const countsOf = new Map(counts.map((row) => [row.brandId, row]));
  const favourite = new Set(favourites.map((row) => row.brandId));
  return input.rows.map(({ brand, categoryName }) => ({
    _id: brand.id,
    name: brand.name,
    logoURL: discoverMediaUrlOrNull(brand.logoKey),
    website: brand.website,
    description: brand.description,
    category:
      brand.categoryId !== null && categoryName !== null
        ? { _id: brand.categoryId, name: categoryName }
        : null,
    industry: brand.industry,
    adCount: countsOf.get(brand.id)?.adCount ?? 0,
    activeAdCount: countsOf.get(brand.id)?.activeAdCount ?? 0,
    isFavourite: favourite.has(brand.id),
  }));
}
