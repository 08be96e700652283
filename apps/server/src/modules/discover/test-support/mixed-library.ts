import {
  DISCOVER_CTA_TYPES,
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  type DiscoverSearchBody,
} from '@hookline/domain';
import type { TestApp } from '../../../test/test-app.ts';
import { discoverAds, type DiscoverBrandRow } from '../tables.ts';
import { adValues, insertBrand, insertCategory } from './discover-rows.ts';

export const MIXED_LIBRARY_ADS = 3_000;
const BRANDS = 60;
const WORDS = [
  'sneakers',
  'serum',
  'coffee',
  'summer',
  'sale',
  'running',
  'glow',
  'protein',
  'vegan',
  'travel',
  'luxury',
  'discount',
  'organic',
  'fitness',
  'skincare',
  'delivery',
  'limited',
  'bundle',
  'gift',
  'morning',
];
/** Words in few ads: each closes the copy of one ad in 250 (12 ads), as a rare word of real copy would. */
const RARE_WORDS = ['espresso', 'sandals', 'retinol', 'marathon', 'voucher', 'clearance'];
export interface MixedLibrary {
  brandIds: string[];
  categoryIds: string[];
}

/**
 * A library of 3,000 ads by 60 brands in 6 categories, their copy, headlines and transcripts drawn from 20
 * words (and a few rare ones), over 500 days, every format, platform and call to action: what the search test and the Discover
 * search bench on the embedded database query.
 */
export async function seedMixedLibrary(t: TestApp): Promise<MixedLibrary> {
  const categoryIds: string[] = [];
  for (const name of ['Beauty', 'Fashion', 'Food & Drink', 'Fitness', 'Travel', 'Home']) {
    categoryIds.push((await insertCategory(t, { name })).id);
  }
  const brands: DiscoverBrandRow[] = [];
  for (let index = 0; index < BRANDS; index += 1) {
    brands.push(
      await insertBrand(t, {
        name: `Brand ${index} ${WORDS[index % WORDS.length]}`,
        categoryId: categoryIds[index % categoryIds.length],
        industry: `Industry ${index % 8}`,
      }),
    );
  }
  const brandIds = brands.map((brand) => brand.id);
  const rows = Array.from({ length: MIXED_LIBRARY_ADS }, (_, index) => {
    const word = (offset: number) => WORDS[(index * 7 + offset) % WORDS.length]!;
    const rare = RARE_WORDS[index % 250];
    const format = DISCOVER_FORMATS[index % DISCOVER_FORMATS.length]!;
    const day = new Date(Date.UTC(2024, 0, 1) + (index % 500) * 86_400_000).toISOString().slice(0, 10);
    return adValues({
      brand: brands[index % BRANDS]!,
      body: `The ${word(0)} ${word(3)} everyone talks about, now with ${word(5)} ${index}${rare ? ` ${rare}` : ''}`,
      title: `${word(1)} ${word(2)}`,
      caption: index % 3 === 0 ? `${word(4)} offer` : null,
      transcript: format === 'video' ? `Say hello to ${word(6)} and ${word(8)} this season` : null,
      format,
      publisherPlatforms: [
        DISCOVER_PLATFORMS[index % DISCOVER_PLATFORMS.length]!,
        DISCOVER_PLATFORMS[(index + 2) % DISCOVER_PLATFORMS.length]!,
      ],
      languages: [index % 4 === 0 ? 'de' : 'en'],
      ctaType: DISCOVER_CTA_TYPES[index % DISCOVER_CTA_TYPES.length]!,
      startDate: day,
      isActive: index % 5 !== 0,
      runningDays: 1 + (index % 120),
    });
  });
  for (let start = 0; start < rows.length; start += 500) {
    await t.context.database.db.insert(discoverAds).values(rows.slice(start, start + 500));
  }
  await t.context.database.sql('analyze');
  return { brandIds, categoryIds };
}

/** Twenty searches of every shape the screen sends: words, filters, sorts and pages, alone and together. */
export function mixedSearches({ brandIds, categoryIds }: MixedLibrary): DiscoverSearchBody[] {
  return [
    {},
    { query: 'sneak' },
    { query: 'summer sale' },
    { query: 'hello glow', filters: { formats: ['video'] } },
    { sort: 'oldest', page: 3 },
    { sort: 'longest_running', filters: { activeOnly: true } },
    { filters: { platforms: ['instagram', 'tiktok'] } },
    { filters: { brandIds: brandIds.slice(0, 3) }, sort: 'longest_running' },
    { filters: { categoryIds: categoryIds.slice(0, 2) }, query: 'organic' },
    { filters: { industries: ['Industry 3'] }, page: 2 },
    { filters: { languages: ['de'], ctaTypes: ['shop_now', 'learn_more'] } },
    { filters: { startedAfter: '2024-06-01', startedBefore: '2024-09-30' } },
    { query: 'brand 7' },
    { query: 'protein', sort: 'oldest', limit: 100 },
    { query: 'delivery bundle', filters: { activeOnly: true, platforms: ['facebook'] } },
    { query: 'travel', filters: { formats: ['image', 'carousel'], startedAfter: '2024-03-01' } },
    { page: 50, limit: 40 },
    {
      query: 'luxury',
      filters: { categoryIds: [categoryIds[4]!], industries: ['Industry 4', 'Industry 5'] },
    },
    { query: 'vegan morning gift' },
    { filters: { activeOnly: true, formats: ['video'], languages: ['en'] }, sort: 'longest_running' },
  ];
}

/**
 * Searches of one word, the shape that used to be the slowest: rare words (12 ads), common ones (a third of the
 * library), words no ad holds, and the start of a word being typed, in each sort and on a deep page.
 */
export function oneWordSearches(): DiscoverSearchBody[] {
  return [
    { query: 'espresso' },
    { query: 'sandals', sort: 'oldest' },
    { query: 'retinol', sort: 'longest_running' },
    { query: 'vouch' },
    { query: 'clear', filters: { activeOnly: true } },
    { query: 'shoes' },
    { query: 'sale' },
    { query: 'coffee' },
    { query: 'protein', sort: 'longest_running' },
    { query: 'cof' },
    { query: 'sneak', sort: 'oldest' },
    { query: 's' },
    { query: 'the', page: 40, limit: 40 },
    { query: 'everyone', filters: { formats: ['video'] }, sort: 'longest_running', page: 8 },
    { query: 'marathon', filters: { platforms: ['instagram'] } },
  ];
}
