import type { DiscoverFormat, DiscoverPlatform, DiscoverSource } from '@hookline/domain';
import type { StoredDiscoverAsset } from '../tables.ts';
import { adVoice } from './ad-voice.ts';
import { writeAdCopy, type AdLanguage, type AdCopy } from './ad-copy.ts';
import { brandProfile, LIBRARY_SEED, type BrandProfile } from './brand-profile.ts';
import { BRAND_SEEDS } from './catalogue/brands.ts';
import { CATEGORY_VOICES } from './catalogue/categories.ts';
import { adImageKey, adThumbnailKey, logoKey } from './media-keys.ts';
import { createRandom, stableUuid, type Random } from './prng.ts';
import { videoCreative } from './video-creative.ts';

/*
 * The whole generated library as plain data: categories, brands and ads with every field, drawn from the
 * fixed seed. The same options give the same library, ids included, on every machine.
 */

export interface LibraryOptions {
  /** How many brands (at most the catalogue's 60). */
  brandCount: number;
  /** How many ads across them. */
  adCount: number;
  /** The day the library is made (`YYYY-MM-DD`): start and stop dates are spread over the 18 months before. */
  today: string;
}

export const FULL_LIBRARY = { brandCount: BRAND_SEEDS.length, adCount: 3000 } as const;

/** Days back from `today` that start dates are spread over. */
const HISTORY_DAYS = 548;

export interface PlannedCategory {
  id: string;
  name: string;
  position: number;
}

export interface PlannedBrand {
  id: string;
  slug: string;
  name: string;
  website: string;
  description: string;
  categoryName: string;
  industry: string;
  logoKey: string;
  profile: BrandProfile;
}

export interface PlannedAd extends AdCopy {
  id: string;
  source: DiscoverSource;
  adArchiveId: string;
  brandSlug: string;
  brandName: string;
  pageName: string;
  format: DiscoverFormat;
  publisherPlatforms: DiscoverPlatform[];
  languages: string[];
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  runningDays: number;
  assets: StoredDiscoverAsset[];
}

export interface LibraryPlan {
  categories: PlannedCategory[];
  brands: PlannedBrand[];
  ads: PlannedAd[];
}

const META_PLACEMENTS: readonly (readonly [DiscoverPlatform[], number])[] = [
  [['facebook', 'instagram'], 35],
  [['facebook', 'instagram', 'messenger', 'audience_network'], 25],
  [['instagram'], 15],
  [['facebook', 'instagram', 'audience_network'], 10],
  [['facebook', 'instagram', 'messenger'], 8],
  [['facebook'], 7],
];

const FORMATS: Record<DiscoverSource, readonly (readonly [DiscoverFormat, number])[]> = {
  meta: [
    ['image', 44],
    ['video', 34],
    ['carousel', 22],
  ],
  tiktok: [
    ['video', 85],
    ['image', 10],
    ['carousel', 5],
  ],
};

const META_SHARE = { meta: 1, both: 0.65, tiktok: 0.25 } as const;

/** Ads running the same video creative: several versions of copy over one cut, as brands test them. */
const ADS_PER_VIDEO = 4;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function planLibrary(options: LibraryOptions): LibraryPlan {
  const seeds = BRAND_SEEDS.slice(0, Math.max(1, Math.min(options.brandCount, BRAND_SEEDS.length)));
  const profiles = seeds.map(brandProfile);
  const usedCategories = new Set(seeds.map((seed) => seed.category));
  const categories = CATEGORY_VOICES.flatMap((voice, position) =>
    usedCategories.has(voice.name)
      ? [{ id: stableUuid(`category:${voice.name}`), name: voice.name, position }]
      : [],
  );
  const brands = profiles.map((profile) => planBrand(profile));
  const counts = adCounts(profiles, options.adCount);
  const archiveIds = new Set<string>();
  const ads = profiles.flatMap((profile, index) =>
    planBrandAds({ profile, count: counts[index]!, today: options.today, archiveIds }),
  );
  return { categories, brands, ads };
}

function planBrand(profile: BrandProfile): PlannedBrand {
  const { seed, slug } = profile;
  return {
    id: stableUuid(`brand:${slug}`),
    slug,
    name: seed.name,
    website: `https://${seed.domain}`,
    description: seed.description,
    categoryName: seed.category,
    industry: seed.industry,
    logoKey: logoKey(slug),
    profile,
  };
}

/**
 * How many ads each brand runs: a few big spenders with 150 or more, a middle group, and a long tail of 20 to
 * 50, scaled so they add up to `total`.
 */
function adCounts(profiles: readonly BrandProfile[], total: number): number[] {
  const random = createRandom(`${LIBRARY_SEED}:ad-counts`);
  const order = random.shuffle(profiles.map((_, index) => index));
  const raw = new Array<number>(profiles.length).fill(0);
  order.forEach((brandIndex, rank) => {
    raw[brandIndex] = rank < 5 ? random.int(170, 270) : rank < 15 ? random.int(55, 110) : random.int(24, 55);
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  const counts = raw.map((value) => Math.max(1, Math.round((value * total) / sum)));
  const largest = counts.indexOf(Math.max(...counts));
  counts[largest] = Math.max(1, counts[largest]! + total - counts.reduce((a, b) => a + b, 0));
  return counts;
}

interface AdDraft {
  index: number;
  random: Random;
  source: DiscoverSource;
  format: DiscoverFormat;
}

function planBrandAds(input: {
  profile: BrandProfile;
  count: number;
  today: string;
  archiveIds: Set<string>;
}): PlannedAd[] {
  const { profile, today, archiveIds } = input;
  const drafts: AdDraft[] = Array.from({ length: input.count }, (_, index) => {
    const random = createRandom(`${LIBRARY_SEED}:${profile.slug}:ad:${index}`);
    const source: DiscoverSource = random.chance(META_SHARE[profile.seed.reach]) ? 'meta' : 'tiktok';
    return { index, random, source, format: random.weighted(FORMATS[source]) };
  });
  const videoNumber = new Map<AdDraft, { creative: number }>();
  for (const source of ['meta', 'tiktok'] as const) {
    const videos = drafts.filter((draft) => draft.source === source && draft.format === 'video');
    videos.forEach((draft, k) => videoNumber.set(draft, { creative: Math.floor(k / ADS_PER_VIDEO) }));
  }
  return drafts.map((draft) => planAd({ profile, draft, today, archiveIds, video: videoNumber.get(draft) }));
}

function planAd(input: {
  profile: BrandProfile;
  draft: AdDraft;
  today: string;
  archiveIds: Set<string>;
  video: { creative: number } | undefined;
}): PlannedAd {
  const { profile, draft, today } = input;
  const { random, source, format } = draft;
  const seed = profile.seed;
  const adArchiveId = archiveId(random, source, input.archiveIds);
  const id = stableUuid(`ad:${source}:${adArchiveId}`);
  const creative = input.video ? videoCreative(profile, source, input.video.creative) : undefined;
  const language: AdLanguage =
    creative?.language ??
    (profile.secondaryLanguage && random.chance(0.2) ? profile.secondaryLanguage : 'en');
  const product = creative?.product ?? random.pick(seed.products);
  const copy = writeAdCopy({
    random,
    brand: seed,
    voice: adVoice(seed),
    language,
    product,
    source,
    hook: creative?.script.hook,
  });
  const languages =
    language === 'en' && profile.secondaryLanguage && source === 'meta' && random.chance(0.1)
      ? ['en', profile.secondaryLanguage]
      : [language];
  return {
    id,
    source,
    adArchiveId,
    brandSlug: profile.slug,
    brandName: seed.name,
    pageName: seed.name,
    format,
    publisherPlatforms: source === 'tiktok' ? ['tiktok'] : [...random.weighted(META_PLACEMENTS)],
    languages,
    ...copy,
    ...runDates(random, today),
    assets: creative
      ? [
          {
            type: 'video',
            key: creative.key,
            thumbnailKey: creative.posterKey,
            width: creative.width,
            height: creative.height,
            durationMs: creative.durationMs,
          },
        ]
      : imageAssets(random, id, source, format),
  };
}

/** Meta's ad archive ids are 15 or 16 digits; TikTok's ad ids 19, starting with 7. */
function archiveId(random: Random, source: DiscoverSource, taken: Set<string>): string {
  for (;;) {
    const length = source === 'tiktok' ? 18 : random.chance(0.7) ? 15 : 14;
    const digits = Array.from({ length }, () => String(random.int(0, 9))).join('');
    const id = `${source === 'tiktok' ? '7' : String(random.int(1, 9))}${digits}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/**
 * A start within the last 18 months, more often recent; about 60% still run, the others stopped after days
 * to months.
 */
function runDates(
  random: Random,
  today: string,
): Pick<PlannedAd, 'startDate' | 'endDate' | 'isActive' | 'runningDays'> {
  const daysAgo = Math.floor(HISTORY_DAYS * Math.pow(random.next(), 1.5));
  const startDate = addDays(today, -daysAgo);
  const activeChance = daysAgo < 45 ? 0.85 : daysAgo < 180 ? 0.65 : 0.5;
  if (daysAgo === 0 || random.chance(activeChance)) {
    return { startDate, endDate: null, isActive: true, runningDays: daysAgo + 1 };
  }
  const length = random.weighted<[number, number]>([
    [[3, 14], 40],
    [[15, 45], 35],
    [[46, 180], 25],
  ]);
  const runningDays = Math.min(random.int(length[0], length[1]), daysAgo);
  return { startDate, endDate: addDays(startDate, runningDays - 1), isActive: false, runningDays };
}

function imageAssets(
  random: Random,
  adId: string,
  source: DiscoverSource,
  format: DiscoverFormat,
): StoredDiscoverAsset[] {
  const [width, height] =
    source === 'tiktok'
      ? [1080, 1920]
      : format === 'carousel' || random.chance(0.5)
        ? [1080, 1080]
        : [1080, 1350];
  const cards = format === 'carousel' ? random.int(2, 5) : 1;
  return Array.from({ length: cards }, (_, index) => ({
    type: 'image',
    key: adImageKey(adId, index),
    thumbnailKey: adThumbnailKey(adId, index),
    width,
    height,
    durationMs: null,
  }));
}
