import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverAds, discoverBrands, discoverCategories } from '../tables.ts';
import type { LibraryPlan } from './library-plan.ts';

/** Rows per insert: well under PostgreSQL's 65,535 bound values at the ads' two dozen columns. */
const BATCH = 400;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/**
 * Writes the planned library: categories by name, brands by slug, ads by (source, ad archive id). What is
 * already there is kept as it is, so a run stopped half-way continues and a second run adds nothing.
 * Answers how many of the plan's brands the library holds, and how many ads they run.
 */
export async function writeLibraryRows(
  db: Executor,
  plan: LibraryPlan,
): Promise<{ brands: number; ads: number }> {
  if (plan.categories.length > 0) {
    await db
      .insert(discoverCategories)
      .values(plan.categories.map(({ id, name, position }) => ({ id, name, position })))
      .onConflictDoNothing({ target: discoverCategories.name });
  }
  const categoryIds = new Map(
    (
      await db
        .select({ id: discoverCategories.id, name: discoverCategories.name })
        .from(discoverCategories)
        .where(
          inArray(
            discoverCategories.name,
            plan.categories.map((category) => category.name),
          ),
        )
    ).map((row) => [row.name, row.id]),
  );

  for (const chunk of batches(plan.brands)) {
    await db
      .insert(discoverBrands)
      .values(
        chunk.map((brand) => ({
          id: brand.id,
          slug: brand.slug,
          name: brand.name,
          website: brand.website,
          description: brand.description,
          categoryId: categoryIds.get(brand.categoryName) ?? null,
          industry: brand.industry,
          logoKey: brand.logoKey,
        })),
      )
      .onConflictDoNothing({ target: discoverBrands.slug });
  }
  const brandIds = new Map(
    (
      await db
        .select({ id: discoverBrands.id, slug: discoverBrands.slug })
        .from(discoverBrands)
        .where(
          inArray(
            discoverBrands.slug,
            plan.brands.map((brand) => brand.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );

  for (const chunk of batches(plan.ads)) {
    await db
      .insert(discoverAds)
      .values(
        chunk.map(({ brandSlug, ...ad }) => ({
          id: ad.id,
          source: ad.source,
          adArchiveId: ad.adArchiveId,
          brandId: brandIds.get(brandSlug)!,
          brandName: ad.brandName,
          pageName: ad.pageName,
          format: ad.format,
          publisherPlatforms: ad.publisherPlatforms,
          languages: ad.languages,
          body: ad.body,
          title: ad.title,
          caption: ad.caption,
          ctaType: ad.ctaType,
          ctaText: ad.ctaText,
          ctaUrl: ad.ctaUrl,
          snapshotUrl: null,
          startDate: ad.startDate,
          endDate: ad.endDate,
          isActive: ad.isActive,
          runningDays: ad.runningDays,
          assets: ad.assets,
          transcript: null,
        })),
      )
      .onConflictDoNothing({ target: [discoverAds.source, discoverAds.adArchiveId] });
  }
  const [counted] = await db
    .select({ ads: sql<number>`count(*)::int` })
    .from(discoverAds)
    .where(inArray(discoverAds.brandId, [...brandIds.values()]));
  return { brands: brandIds.size, ads: counted?.ads ?? 0 };
}
