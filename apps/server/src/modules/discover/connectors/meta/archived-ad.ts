import { DISCOVER_PLATFORMS, type DiscoverFormat, type DiscoverPlatform } from '@hookline/domain';
import { z } from 'zod';
import type { LibraryAd, LibraryMedia } from '../library-ad.ts';

/** The `ads_archive` fields the ingest reads. */
export const ARCHIVED_AD_FIELDS = [
  'id',
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'ad_snapshot_url',
  'page_id',
  'page_name',
  'publisher_platforms',
  'languages',
] as const;

const texts = z.array(z.string()).optional();

/**
 * An archived ad as `ads_archive` answers it. The Ad Library API gives no media files, only the snapshot;
 * `media` is not a Graph field: an answer that carries it (a service in front of the API that resolved the
 * snapshot's images and videos) has them stored, and without it the ad's assets stay empty.
 */
export const archivedAdSchema = z.object({
  id: z.string().regex(/^\d+$/, 'an ad id is digits'),
  ad_creative_bodies: texts,
  ad_creative_link_titles: texts,
  ad_creative_link_captions: texts,
  ad_creative_link_descriptions: texts,
  ad_delivery_start_time: z.string().optional(),
  ad_delivery_stop_time: z.string().nullable().optional(),
  ad_snapshot_url: z.string().optional(),
  page_id: z.string().optional(),
  page_name: z.string().optional(),
  publisher_platforms: texts,
  languages: texts,
  media: z
    .array(
      z.object({
        type: z.enum(['image', 'video']),
        url: z.url(),
        thumbnail_url: z.url().nullable().optional(),
      }),
    )
    .optional(),
});
export type ArchivedAd = z.infer<typeof archivedAdSchema>;

/** One `ads_archive` page: `data`, and `paging.next` while more follow. */
export const archivePageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z.object({ next: z.string().optional() }).optional(),
});

const firstText = (values: string[] | undefined): string | null =>
  values?.map((value) => value.trim()).find((value) => value !== '') ?? null;

/** The day of a Graph time (`2024-03-01` or `2024-03-01T08:00:00+0000`), or null. */
export function graphDay(value: string | null | undefined): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** Meta names platforms in capitals in some versions (`FACEBOOK`); WhatsApp, Threads and Oculus aren't shown. */
function platformsOf(values: string[] | undefined): DiscoverPlatform[] {
  const known = new Set<string>(DISCOVER_PLATFORMS);
  const platforms = (values ?? []).map((value) => value.toLowerCase()).filter((value) => known.has(value));
  return [...new Set(platforms)] as DiscoverPlatform[];
}

function formatOf(media: LibraryMedia[]): DiscoverFormat {
  if (media.some((item) => item.type === 'video')) return 'video';
  return media.length > 1 ? 'carousel' : 'image';
}

/**
 * An archived ad in the library's words. `ad_snapshot_url` carries the access token in its query, so it is
 * never stored: the ad's public Ad Library page stands in for it. The table has no column for a link
 * description, which fills in only for a missing title.
 */
export function mapArchivedAd(ad: ArchivedAd, today: string): LibraryAd {
  const media: LibraryMedia[] = (ad.media ?? []).map((item) => ({
    type: item.type,
    url: item.url,
    coverUrl: item.thumbnail_url ?? null,
  }));
  return {
    source: 'meta',
    adArchiveId: ad.id,
    pageName: ad.page_name?.trim() || ad.page_id || '',
    format: formatOf(media),
    publisherPlatforms: platformsOf(ad.publisher_platforms),
    languages: (ad.languages ?? [])
      .map((code) => code.toLowerCase())
      .filter((code) => /^[a-z]{2}$/.test(code)),
    body: firstText(ad.ad_creative_bodies) ?? '',
    title: firstText(ad.ad_creative_link_titles) ?? firstText(ad.ad_creative_link_descriptions),
    caption: firstText(ad.ad_creative_link_captions),
    ctaType: null,
    ctaText: null,
    ctaUrl: null,
    snapshotUrl: `https://www.facebook.com/ads/library/?id=${ad.id}`,
    // An ad always has a start in the library; should one lack it, the day it was first read stands in.
    startDate: graphDay(ad.ad_delivery_start_time) ?? today,
    endDate: graphDay(ad.ad_delivery_stop_time),
    media,
  };
}
