import { todayInTimezone } from '@hookline/domain';
import type { CarouselCard, CreativeType, DynamicAssets } from '../../tables.ts';
import type { PlatformAd } from '../connector.ts';
import type { GraphAd, GraphCreative } from './graph-types.ts';

/** The creative fields `GET /{act_id}/ads` expands, enough to tell every creative type apart. */
export const CREATIVE_FIELDS =
  'creative{id,object_type,image_hash,video_id,thumbnail_url,body,title,link_url,object_story_spec,asset_feed_spec}';

/** The `fields` of the ads request. */
export const AD_FIELDS = [
  'id',
  'name',
  'effective_status',
  'created_time',
  'campaign{id,name}',
  'adset{id,name,targeting}',
  CREATIVE_FIELDS,
].join(',');

const present = (values: (string | undefined)[]): string[] =>
  values.filter((value): value is string => value !== undefined && value !== '');

function dynamicAssets(creative: GraphCreative): DynamicAssets | null {
  const spec = creative.asset_feed_spec;
  if (!spec) return null;
  return {
    bodies: present((spec.bodies ?? []).map((body) => body.text)),
    titles: present((spec.titles ?? []).map((title) => title.text)),
    imageHashes: present((spec.images ?? []).map((image) => image.hash)),
    videoIds: present((spec.videos ?? []).map((video) => video.video_id)),
    linkUrls: present((spec.link_urls ?? []).map((link) => link.website_url)),
  };
}

function carouselCards(creative: GraphCreative): CarouselCard[] | null {
  const attachments = creative.object_story_spec?.link_data?.child_attachments;
  if (!attachments || attachments.length === 0) return null;
  return attachments.map((card) => ({
    headline: card.name ?? null,
    landingPage: card.link ?? card.call_to_action?.value?.link ?? null,
    imageHash: card.image_hash ?? null,
  }));
}

function creativeTypeOf(creative: GraphCreative, cards: CarouselCard[] | null): CreativeType {
  if (creative.asset_feed_spec) return 'dynamic';
  if (cards) return 'carousel';
  const isVideo =
    creative.video_id !== undefined ||
    creative.object_story_spec?.video_data !== undefined ||
    creative.object_type === 'VIDEO';
  return isVideo ? 'video' : 'image';
}

function creativeHashOf(
  creative: GraphCreative,
  type: CreativeType,
  cards: CarouselCard[] | null,
  assets: DynamicAssets | null,
): string | null {
  switch (type) {
    case 'dynamic':
      return assets?.imageHashes[0] ?? assets?.videoIds[0] ?? null;
    case 'carousel':
      return cards?.[0]?.imageHash ?? null;
    case 'video':
      return creative.video_id ?? creative.object_story_spec?.video_data?.video_id ?? null;
    case 'image':
      return creative.image_hash ?? creative.object_story_spec?.link_data?.image_hash ?? null;
  }
}

/**
 * The calendar day of Graph's `created_time` ("2024-03-05T23:10:00-0800") in the account's
 * timezone, YYYY-MM-DD; null when Meta sent none or an unreadable one.
 */
export function launchDate(createdTime: string | undefined, timezoneName: string): string | null {
  if (!createdTime) return null;
  const instant = new Date(createdTime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(instant.getTime()) ? null : todayInTimezone(timezoneName, instant);
}

/** An ad of `GET /{act_id}/ads` as the analytics module stores it. */
export function mapAd(ad: GraphAd, timezoneName: string): PlatformAd {
  const creative: GraphCreative = ad.creative ?? { id: '' };
  const linkData = creative.object_story_spec?.link_data;
  const videoData = creative.object_story_spec?.video_data;
  const cards = carouselCards(creative);
  const assets = dynamicAssets(creative);
  const creativeType = creativeTypeOf(creative, cards);
  return {
    externalId: ad.id,
    name: ad.name,
    status: ad.effective_status,
    campaignId: ad.campaign?.id ?? null,
    campaignName: ad.campaign?.name ?? null,
    adsetId: ad.adset?.id ?? null,
    adsetName: ad.adset?.name ?? null,
    creativeId: ad.creative?.id ?? null,
    creativeHash: creativeHashOf(creative, creativeType, cards, assets),
    creativeType,
    thumbnailUrl: creative.thumbnail_url ?? null,
    copy: creative.body ?? linkData?.message ?? videoData?.message ?? assets?.bodies[0] ?? null,
    headline: creative.title ?? linkData?.name ?? videoData?.title ?? assets?.titles[0] ?? null,
    landingPage:
      creative.link_url ??
      linkData?.link ??
      linkData?.call_to_action?.value?.link ??
      videoData?.call_to_action?.value?.link ??
      assets?.linkUrls[0] ??
      null,
    cards,
    assets,
    publisherPlatforms: ad.adset?.targeting?.publisher_platforms ?? null,
    launchedAt: launchDate(ad.created_time, timezoneName),
  };
}
