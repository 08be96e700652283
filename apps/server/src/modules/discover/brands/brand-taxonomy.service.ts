import type { BrandCategory, BrandIndustry } from '@hookline/domain';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverBrands, discoverCategories } from '../tables.ts';

/** `GET brands/categories`: every category in the directory's order, with its number of brands. */
export async function brandCategories(db: Executor): Promise<BrandCategory[]> {
  const rows = await db
    .select({
      id: discoverCategories.id,
      name: discoverCategories.name,
      brandCount: count(discoverBrands.id),
    })
    .from(discoverCategories)
    .leftJoin(discoverBrands, eq(discoverBrands.categoryId, discoverCategories.id))
    .groupBy(discoverCategories.id)
    .orderBy(asc(discoverCategories.position), asc(discoverCategories.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, brandCount: row.brandCount }));
}

/** `GET brands/industries`: every industry a brand is in, by name, with its number of brands. */
export async function brandIndustries(db: Executor): Promise<BrandIndustry[]> {
  const rows = await db
    .select({ name: discoverBrands.industry, brandCount: count() })
    .from(discoverBrands)
    .where(isNotNull(discoverBrands.industry))
    .groupBy(discoverBrands.industry)
    .orderBy(asc(discoverBrands.industry));
  return rows.flatMap((row) => (row.name === null ? [] : [{ name: row.name, brandCount: row.brandCount }]));
}
