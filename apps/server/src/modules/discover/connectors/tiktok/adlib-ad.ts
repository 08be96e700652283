import { DISCOVER_CTA_LABELS, type DiscoverCtaType, type DiscoverFormat } from '@hookline/domain';
import { z } from 'zod';
import type { LibraryAd, LibraryMedia } from '../library-ad.ts';

/*
 * The Commercial Content API's ad, as `ad/query` and `ad/detail` answer it (developers.tiktok.com,
 * "Query Ads" and "Get Ad Details"). Ids are 64-bit integers, read as text (see `quoteLongIntegers`); days
 * come as `20230101`, a number in some answers and a string in others.
 */

/** The fields `ad/query` is asked for. */
export const QUERY_FIELDS = [
  'ad.id',
  'ad.first_shown_date',
  'ad.last_shown_date',
  'ad.status',
  'ad.videos',
  'ad.image_urls',
  'advertiser.business_id',
  'advertiser.business_name',
] as const;

/** `ad/detail` adds the ad's text, its call to action and where it leads. */
export const DETAIL_FIELDS = [...QUERY_FIELDS, 'ad.title', 'ad.call_to_action', 'ad.external_url'] as const;

const digits = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const compactDay = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{8}$/, 'a day is YYYYMMDD'));

const adSchema = z.object({
  id: digits,
  first_shown_date: compactDay,
  last_shown_date: compactDay.optional(),
  status: z.string().optional(),
  videos: z.array(z.object({ url: z.url(), cover_image_url: z.url().optional() })).optional(),
  image_urls: z.array(z.url()).optional(),
  title: z.string().optional(),
  call_to_action: z.string().optional(),
  external_url: z.string().optional(),
});

export const adDtoSchema = z.object({
  ad: adSchema,
  advertiser: z.object({ business_id: digits.optional(), business_name: z.string().optional() }).optional(),
});
export type AdDto = z.infer<typeof adDtoSchema>;

const booleanish = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** `data` of `ad/query`. */
export const queryDataSchema = z.object({
  ads: z.array(z.unknown()).default([]),
  has_more: booleanish.default(false),
  search_id: z.union([z.string(), z.number()]).transform(String).optional(),
});

/** TikTok's envelope: `data`, and `error` whose `code` is `ok` on success. */
export const envelopeSchema = z.object({
  data: z.unknown().optional(),
  error: z.object({
    code: z.string(),
    message: z.string().optional(),
    log_id: z.string().optional(),
  }),
});

/**
 * Quotes integers too long for a JavaScript number (`"id": 1923845247192304567`) before the body is parsed,
 * so ids stay exact.
 */
export function quoteLongIntegers(body: string): string {
  return body.replace(/("[^"\\]*"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"');
}

const isoDay = (compact: string): string =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** The day `days` before `day` (`YYYY-MM-DD`). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The library refreshes `last_shown_date` about once a day, so an ad shown yesterday may well still run. */
const STILL_RUNNING_DAYS = 2;

/**
 * When the ad stopped, or null while it runs. TikTok gives no stop date, only the last day the ad was shown
 * and an audit `status`: an `inactive` ad stopped on its last shown day, and so did one not shown for more
 * than two days.
 */
export function tiktokEndDate(ad: AdDto['ad'], today: string): string | null {
  const lastShown = ad.last_shown_date ? isoDay(ad.last_shown_date) : null;
  if (lastShown === null) return null;
  if (ad.status?.toLowerCase() === 'inactive') return lastShown;
  return lastShown < daysBefore(today, STILL_RUNNING_DAYS) ? lastShown : null;
}

const CTA_BY_LABEL = new Map(
  Object.entries(DISCOVER_CTA_LABELS).map(([type, label]) => [label.toLowerCase(), type as DiscoverCtaType]),
);

/** TikTok's button label ("Shop now") as one of the library's calls to action, when it is one of them. */
export function ctaTypeOf(label: string | undefined): DiscoverCtaType | null {
  return label ? (CTA_BY_LABEL.get(label.trim().toLowerCase()) ?? null) : null;
}

/** Videos with their covers; an ad without videos shows its images (one, or a carousel). */
function mediaOf(ad: AdDto['ad']): LibraryMedia[] {
  const videos = (ad.videos ?? []).map((video): LibraryMedia => ({
    type: 'video',
    url: video.url,
    coverUrl: video.cover_image_url ?? null,
  }));
  if (videos.length > 0) return videos;
  return (ad.image_urls ?? []).map((url): LibraryMedia => ({ type: 'image', url, coverUrl: null }));
}

function formatOf(media: LibraryMedia[]): DiscoverFormat {
  if (media.some((item) => item.type === 'video')) return 'video';
  return media.length > 1 ? 'carousel' : 'image';
}

/** An ad of TikTok's library in the Discover library's words. TikTok's `title` is the ad's text. */
export function mapAdDto(dto: AdDto, today: string): LibraryAd {
  const { ad } = dto;
  const media = mediaOf(ad);
  return {
    source: 'tiktok',
    adArchiveId: ad.id,
    pageName: dto.advertiser?.business_name?.trim() ?? '',
    format: formatOf(media),
    publisherPlatforms: ['tiktok'],
    languages: [],
    body: ad.title?.trim() ?? '',
    title: null,
    caption: null,
    ctaType: ctaTypeOf(ad.call_to_action),
    ctaText: ad.call_to_action?.trim() || null,
    ctaUrl: ad.external_url?.trim() || null,
    snapshotUrl: `https://library.tiktok.com/ads/detail/?ad_id=${ad.id}`,
    startDate: isoDay(ad.first_shown_date),
    endDate: tiktokEndDate(ad, today),
    media,
  };
}
