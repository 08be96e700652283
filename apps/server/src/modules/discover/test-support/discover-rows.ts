import type { DiscoverCtaType, DiscoverFormat, DiscoverPlatform } from '@hookline/domain';
import type { TestApp } from '../../../test/test-app.ts';
import {
  discoverAds,
  discoverBrands,
  discoverCategories,
  type DiscoverAdRow,
  type DiscoverBrandRow,
  type DiscoverCategoryRow,
  type StoredDiscoverAsset,
} from '../tables.ts';

/*
 * Discover library rows for the area's tests, written straight into its tables: categories, brands and
 * their ads. Every value has a plain default, so a test names only what it is about.
 */

let sequence = 0;
const next = () => (sequence += 1);

export async function insertCategory(
  t: TestApp,
  input: { name: string; position?: number },
): Promise<DiscoverCategoryRow> {
  const [category] = await t.context.database.db
    .insert(discoverCategories)
    .values({ name: input.name, position: input.position ?? 0 })
    .returning();
  if (!category) throw new Error('insert into discover_categories returned nothing');
  return category;
}

export async function insertBrand(
  t: TestApp,
  input: {
    name: string;
    description?: string | null;
    website?: string | null;
    categoryId?: string | null;
    industry?: string | null;
    logoKey?: string | null;
  },
): Promise<DiscoverBrandRow> {
  const [brand] = await t.context.database.db
    .insert(discoverBrands)
    .values({
      slug: `${input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${next()}`,
      name: input.name,
      description: input.description ?? null,
      website: input.website ?? null,
      categoryId: input.categoryId ?? null,
      industry: input.industry ?? null,
      logoKey: input.logoKey ?? null,
    })
    .returning();
  if (!brand) throw new Error('insert into discover_brands returned nothing');
  return brand;
}

export interface AdFixture {
  brand: Pick<DiscoverBrandRow, 'id' | 'name'>;
  body?: string;
  title?: string | null;
  caption?: string | null;
  transcript?: string | null;
  format?: DiscoverFormat;
  source?: 'meta' | 'tiktok';
  publisherPlatforms?: DiscoverPlatform[];
  languages?: string[];
  ctaType?: DiscoverCtaType | null;
  startDate?: string;
  endDate?: string | null;
  isActive?: boolean;
  runningDays?: number;
  assets?: StoredDiscoverAsset[];
}

/** The row values of an ad, for one insert or a batch. */
export function adValues(input: AdFixture): typeof discoverAds.$inferInsert {
  const n = next();
  const source = input.source ?? 'meta';
  return {
    source,
    adArchiveId: `archive-${n}`,
    brandId: input.brand.id,
    brandName: input.brand.name,
    pageName: input.brand.name,
    format: input.format ?? 'image',
    publisherPlatforms: input.publisherPlatforms ?? (source === 'tiktok' ? ['tiktok'] : ['facebook']),
    languages: input.languages ?? ['en'],
    body: input.body ?? `Ad copy ${n}`,
    title: input.title ?? null,
    caption: input.caption ?? null,
    ctaType: input.ctaType === undefined ? 'shop_now' : input.ctaType,
    ctaText: input.ctaType === null ? null : 'Shop Now',
    ctaUrl: 'https://example.com/shop',
    startDate: input.startDate ?? '2025-01-01',
    endDate: input.endDate ?? null,
    isActive: input.isActive ?? (input.endDate === undefined || input.endDate === null),
    runningDays: input.runningDays ?? 1,
    assets: input.assets ?? [],
    transcript: input.transcript ?? null,
  };
}

export async function insertAd(t: TestApp, input: AdFixture): Promise<DiscoverAdRow> {
  const [ad] = await t.context.database.db.insert(discoverAds).values(adValues(input)).returning();
  if (!ad) throw new Error('insert into discover_ads returned nothing');
  return ad;
}
