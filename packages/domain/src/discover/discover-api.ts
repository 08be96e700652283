import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';

/*
 * The Discover library (API.md, "Discover library, brands, experts, search"): public ads shared by every
 * organisation, the brands that run them, and the search over both. Nothing here is tenant data; what a
 * team saves from it is its own (the Inspiration boards).
 */

/** Where a public ad was read: Meta's Ad Library or TikTok's Commercial Content library. */
export const DISCOVER_SOURCES = ['meta', 'tiktok'] as const;
export type DiscoverSource = (typeof DISCOVER_SOURCES)[number];

/** Where an ad ran (Meta's `publisher_platforms`, and TikTok). */
export const DISCOVER_PLATFORMS = [
  'facebook',
  'instagram',
  'messenger',
  'audience_network',
  'tiktok',
] as const;
export type DiscoverPlatform = (typeof DISCOVER_PLATFORMS)[number];
export const DISCOVER_PLATFORM_LABELS: Record<DiscoverPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  messenger: 'Messenger',
  audience_network: 'Audience Network',
  tiktok: 'TikTok',
};

export const DISCOVER_FORMATS = ['image', 'video', 'carousel'] as const;
export type DiscoverFormat = (typeof DISCOVER_FORMATS)[number];
export const DISCOVER_FORMAT_LABELS: Record<DiscoverFormat, string> = {
  image: 'Image',
  video: 'Video',
  carousel: 'Carousel',
};

/** The calls to action an ad's button carries, as the ad libraries name them. */
export const DISCOVER_CTA_TYPES = [
  'shop_now',
  'learn_more',
  'sign_up',
  'download',
  'get_offer',
  'book_now',
  'subscribe',
  'order_now',
  'contact_us',
  'watch_more',
] as const;
export type DiscoverCtaType = (typeof DISCOVER_CTA_TYPES)[number];
export const DISCOVER_CTA_LABELS: Record<DiscoverCtaType, string> = {
  shop_now: 'Shop Now',
  learn_more: 'Learn More',
  sign_up: 'Sign Up',
  download: 'Download',
  get_offer: 'Get Offer',
  book_now: 'Book Now',
  subscribe: 'Subscribe',
  order_now: 'Order Now',
  contact_us: 'Contact Us',
  watch_more: 'Watch More',
};

export const DISCOVER_SORTS = ['newest', 'oldest', 'longest_running'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];
export const DISCOVER_SORT_LABELS: Record<DiscoverSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  longest_running: 'Longest running',
};

/** The page sizes of the library's lists. */
export const DISCOVER_PAGE_DEFAULT = 40;
export const DISCOVER_PAGE_MAX = 100;
/** The longest search a Discover or brands call takes. */
export const DISCOVER_QUERY_MAX = 200;
/** The most values one filter takes. */
export const DISCOVER_FILTER_VALUES_MAX = 50;

/** How many brands one person may request in a day (any 24 hours). */
export const BRAND_REQUESTS_PER_DAY = 20;

export const DISCOVER_MESSAGES = {
  adNotFound: 'Ad not found',
  brandNotFound: 'Brand not found',
  queryTooLong: `Search must be at most ${DISCOVER_QUERY_MAX} characters long`,
  dateInvalid: 'Please choose a valid date',
  dateRange: 'The start of the range must be before its end',
  brandNameRequired: 'Please enter the brand name',
  brandNameTooLong: 'Brand name must be at most 120 characters long',
  brandUrlInvalid: 'Please enter a valid URL',
  brandRequested: "Thanks! We'll add this brand to the library soon",
  brandFavourited: 'Brand added to favourites',
  brandUnfavourited: 'Brand removed from favourites',
  brandRequestLimit: `You can request up to ${BRAND_REQUESTS_PER_DAY} brands a day. Please try again tomorrow.`,
} as const;

const isoDate = z.iso.date({ error: DISCOVER_MESSAGES.dateInvalid });
const idList = z.array(requiredString('An id is required')).max(DISCOVER_FILTER_VALUES_MAX);
const searchText = singleLineText().max(DISCOVER_QUERY_MAX, { error: DISCOVER_MESSAGES.queryTooLong });

export const discoverFiltersSchema = z
  .object({
    platforms: z.array(z.enum(DISCOVER_PLATFORMS)).max(DISCOVER_PLATFORMS.length).optional(),
    formats: z.array(z.enum(DISCOVER_FORMATS)).max(DISCOVER_FORMATS.length).optional(),
    brandIds: idList.optional(),
    categoryIds: idList.optional(),
    industries: z.array(singleLineText().min(1).max(120)).max(DISCOVER_FILTER_VALUES_MAX).optional(),
    /** ISO 639-1 codes ('en', 'de'). */
    languages: z
      .array(z.string().regex(/^[a-z]{2}$/))
      .max(DISCOVER_FILTER_VALUES_MAX)
      .optional(),
    activeOnly: z.boolean().optional(),
    /** Ads whose delivery started on or after this day. */
    startedAfter: isoDate.optional(),
    /** Ads whose delivery started on or before this day. */
    startedBefore: isoDate.optional(),
    ctaTypes: z.array(z.enum(DISCOVER_CTA_TYPES)).max(DISCOVER_CTA_TYPES.length).optional(),
  })
  .refine(
    (filters) =>
      !filters.startedAfter || !filters.startedBefore || filters.startedAfter <= filters.startedBefore,
    { error: DISCOVER_MESSAGES.dateRange, path: ['startedBefore'] },
  );
export type DiscoverFilters = z.infer<typeof discoverFiltersSchema>;

/** `POST discover/search`. */
export const discoverSearchBody = z.object({
  query: searchText.optional().default(''),
  filters: discoverFiltersSchema.optional().default({}),
  sort: z.enum(DISCOVER_SORTS).optional().default('newest'),
  page: z.int().min(1).max(10_000).optional().default(1),
  limit: z.int().min(1).max(DISCOVER_PAGE_MAX).optional().default(DISCOVER_PAGE_DEFAULT),
});
export type DiscoverSearchBody = z.input<typeof discoverSearchBody>;

/** One image or video of an ad, stored by Hookline (nothing hot-links the platforms). */
export const discoverAssetSchema = z.object({
  type: z.enum(['image', 'video']),
  /** The image, or the video itself. */
  url: z.string(),
  /** A still to show before the media loads: the image's thumbnail or the video's poster. */
  thumbnailURL: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  durationMs: z.int().nullable(),
});
export type DiscoverAsset = z.infer<typeof discoverAssetSchema>;

/** The brand as an ad card shows it. */
export const discoverBrandRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoURL: z.string().nullable(),
});
export type DiscoverBrandRef = z.infer<typeof discoverBrandRefSchema>;

export const transcriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });

/** A public ad of the library. */
export const discoverAdSchema = z.object({
  _id: z.string(),
  source: z.enum(DISCOVER_SOURCES),
  /** The platform's own id of the ad (Meta's `ad_archive_id`). */
  adArchiveId: z.string(),
  brand: discoverBrandRefSchema,
  pageName: z.string(),
  format: z.enum(DISCOVER_FORMATS),
  publisherPlatforms: z.array(z.enum(DISCOVER_PLATFORMS)),
  languages: z.array(z.string()),
  body: z.string(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  ctaType: z.enum(DISCOVER_CTA_TYPES).nullable(),
  ctaText: z.string().nullable(),
  ctaURL: z.string().nullable(),
  /** The platform's own page of the ad, when it has one. */
  snapshotURL: z.string().nullable(),
  /** Days, `YYYY-MM-DD`. */
  startDate: z.string(),
  /** Null while the ad still runs. */
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  /** Days between its start and its end (or today), counting both. */
  runningDays: z.int(),
  assets: z.array(discoverAssetSchema),
  /** A video ad's spoken words, once transcribed. */
  transcript: z.string().nullable(),
});
export type DiscoverAd = z.infer<typeof discoverAdSchema>;

export const discoverSearchResponse = z.object({ data: z.array(discoverAdSchema), total: z.int() });
export type DiscoverSearchResponse = z.infer<typeof discoverSearchResponse>;

export const discoverAdIdParams = z.object({ adId: requiredString('adId is required') });
