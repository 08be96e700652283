import type { CreativeType, DynamicAssets } from '../../tables.ts';
import type { PlatformAd } from '../connector.ts';
import { dayInZone, parseUtcTimestamp } from './day-ranges.ts';
import type { TikTokAd } from './response-schemas.ts';

/** The `/ad/get/` fields the connector reads. */
export const AD_FIELDS: readonly string[] = [
  'ad_id',
  'ad_name',
  'operation_status',
  'secondary_status',
  'campaign_id',
  'campaign_name',
  'adgroup_id',
  'adgroup_name',
  'ad_text',
  'ad_texts',
  'ad_format',
  'video_id',
  'image_ids',
  'landing_page_url',
  'landing_page_urls',
  'create_time',
  'creative_type',
  'is_aco',
];

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const distinct = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.filter(present)),
];

/** Automated creative optimisation: TikTok assembles the ad from the assets it lists. */
function isAutomatedCreative(ad: TikTokAd): boolean {
  return ad.is_aco === true || /(^|_)(ACO|DYNAMIC|AUTOMATED)(_|$)/.test(ad.creative_type ?? '');
}

const FORMAT_TYPES: Readonly<Record<string, CreativeType>> = {
  SINGLE_VIDEO: 'video',
  SINGLE_IMAGE: 'image',
  CAROUSEL_ADS: 'carousel',
};

/** The creative type of an ad from its format, falling back on the media it carries. */
export function creativeTypeOf(ad: TikTokAd): CreativeType {
  if (isAutomatedCreative(ad)) return 'dynamic';
  const byFormat = FORMAT_TYPES[ad.ad_format ?? ''];
  if (byFormat) return byFormat;
  return !present(ad.video_id) && (ad.image_ids?.length ?? 0) > 0 ? 'image' : 'video';
}

function dynamicAssets(ad: TikTokAd): DynamicAssets {
  return {
    bodies: distinct([...(ad.ad_texts ?? []), ad.ad_text]),
    titles: [],
    imageHashes: distinct(ad.image_ids ?? []),
    videoIds: distinct([ad.video_id]),
    linkUrls: distinct([...(ad.landing_page_urls ?? []), ad.landing_page_url]),
  };
}

const orNull = (value: string | null | undefined): string | null => (present(value) ? value : null);

/** The video ids whose covers an ad's thumbnail comes from. */
export function coverVideoId(ad: TikTokAd): string | null {
  return orNull(ad.video_id);
}

/**
 * One TikTok ad as a PlatformAd. `covers` maps video ids to cover images; `timezoneName` is the
 * account's zone, in which the launch day is counted.
 */
export function toPlatformAd(
  ad: TikTokAd,
  context: { timezoneName: string; covers: ReadonlyMap<string, string> },
): PlatformAd {
  const creativeType = creativeTypeOf(ad);
  const videoId = coverVideoId(ad);
  const created = parseUtcTimestamp(ad.create_time);
  return {
    externalId: ad.ad_id,
    name: ad.ad_name ?? ad.ad_id,
    status: ad.operation_status ?? 'UNKNOWN',
    campaignId: orNull(ad.campaign_id),
    campaignName: orNull(ad.campaign_name),
    adsetId: orNull(ad.adgroup_id),
    adsetName: orNull(ad.adgroup_name),
    creativeId: null,
    creativeHash: videoId ?? orNull(ad.image_ids?.[0]),
    creativeType,
    thumbnailUrl: videoId ? (context.covers.get(videoId) ?? null) : null,
    copy: orNull(ad.ad_text) ?? orNull(ad.ad_texts?.[0]),
    headline: null,
    landingPage: orNull(ad.landing_page_url) ?? orNull(ad.landing_page_urls?.[0]),
    cards: null,
    assets: creativeType === 'dynamic' ? dynamicAssets(ad) : null,
    publisherPlatforms: null,
    launchedAt: created ? dayInZone(created, context.timezoneName) : null,
  };
}
