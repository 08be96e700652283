import type { PlacementGroup } from '@hookline/domain';
import type { CreativeSpec } from '../launch-platform.ts';
import { launchRefusal } from './launch-graph.ts';

/*
 * The body of `POST act_x/adcreatives` for a launched ad
 * (https://developers.facebook.com/docs/marketing-api/reference/ad-creative).
 */

type Json = Record<string, unknown>;
type Asset = CreativeSpec['assets'][number];

/** The button, and for a lead ad the instant form it opens. */
function callToAction(spec: CreativeSpec): Json {
  return {
    type: spec.cta,
    value: { link: spec.url, ...(spec.leadFormId ? { lead_gen_form_id: spec.leadFormId } : {}) },
  };
}

/** One image (`link_data`) or one video (`video_data`, its thumbnail an uploaded image) for every placement. */
function singleAssetStory(spec: CreativeSpec, asset: Asset): Json {
  if (asset.videoId) {
    return {
      video_data: {
        video_id: asset.videoId,
        ...(asset.thumbnailHash ? { image_hash: asset.thumbnailHash } : {}),
        message: spec.primaryText,
        title: spec.headline,
        link_description: spec.description,
        call_to_action: callToAction(spec),
      },
    };
  }
  if (!asset.imageHash) throw launchRefusal('A creative needs an uploaded image or video');
  return {
    link_data: {
      image_hash: asset.imageHash,
      link: spec.url,
      message: spec.primaryText,
      name: spec.headline,
      description: spec.description,
      call_to_action: callToAction(spec),
    },
  };
}

/**
 * Which placements each group's asset shows in: feeds (Facebook feed, Instagram feed) and stories and reels
 * (Facebook and Instagram stories, Reels). Placement names as `customization_spec` takes them
 * (https://developers.facebook.com/docs/marketing-api/dynamic-creative/placement-asset-customization).
 */
const PLACEMENTS: Record<PlacementGroup, Json> = {
  feeds: {
    publisher_platforms: ['facebook', 'instagram'],
    facebook_positions: ['feed'],
    instagram_positions: ['stream'],
  },
  stories_reels: {
    publisher_platforms: ['facebook', 'instagram'],
    facebook_positions: ['story', 'facebook_reels'],
    instagram_positions: ['story', 'reels'],
  },
};

/**
 * Placement asset customisation: the assets in `asset_feed_spec`, each labelled with its placement group,
 * and one `asset_customization_rules` entry per group pointing at its label (Meta wants at least two rules).
 * The copy, link and button are shared by every placement.
 */
function placementFeed(spec: CreativeSpec): Json {
  const videos = spec.assets.every((asset) => asset.videoId);
  const images = spec.assets.every((asset) => asset.imageHash && !asset.videoId);
  if (!videos && !images) {
    throw launchRefusal('Use images for every placement or videos for every placement, not a mix');
  }
  const label = (asset: Asset, index: number) => `hookline_${asset.placement ?? `asset_${index}`}`;
  const rules = spec.assets.map((asset, index) => ({
    customization_spec: PLACEMENTS[asset.placement ?? 'feeds'],
    ...(videos
      ? { video_label: { name: label(asset, index) } }
      : { image_label: { name: label(asset, index) } }),
    priority: index + 1,
  }));
  return {
    ...(videos
      ? {
          videos: spec.assets.map((asset, index) => ({
            video_id: asset.videoId,
            ...(asset.thumbnailHash ? { thumbnail_hash: asset.thumbnailHash } : {}),
            adlabels: [{ name: label(asset, index) }],
          })),
        }
      : {
          images: spec.assets.map((asset, index) => ({
            hash: asset.imageHash,
            adlabels: [{ name: label(asset, index) }],
          })),
        }),
    bodies: [{ text: spec.primaryText }],
    titles: [{ text: spec.headline }],
    descriptions: [{ text: spec.description }],
    link_urls: [{ website_url: spec.url }],
    call_to_action_types: [spec.cta],
    ...(spec.leadFormId ? { call_to_actions: [callToAction(spec)] } : {}),
    ad_formats: [videos ? 'SINGLE_VIDEO' : 'SINGLE_IMAGE'],
    asset_customization_rules: rules,
    optimization_type: 'PLACEMENT',
  };
}

/**
 * Every Advantage+ creative feature written explicitly, `{enroll_status: 'OPT_IN' | 'OPT_OUT'}`, so that Meta
 * never turns one on by default (https://developers.facebook.com/docs/marketing-api/creative/advantage-creative/get-started,
 * `degrees_of_freedom_spec.creative_features_spec`).
 */
function degreesOfFreedom(spec: CreativeSpec): Json {
  return {
    creative_features_spec: Object.fromEntries(
      Object.entries(spec.enhancements).map(([feature, choice]) => [feature, { enroll_status: choice }]),
    ),
  };
}

/**
 * Partnership ads: the creator as the second identity. A new creative takes the creator's Instagram account as
 * `instagram_branded_content.sponsor_id` (or their Page as `facebook_branded_content.sponsor_page_id`); given
 * one, Meta links the other where the two are linked
 * (https://developers.facebook.com/docs/marketing-api/ad-creative/partnership-ads/ads-creation/use-new-creative).
 * The creator's identity (or the one their ad code resolves to) is their Instagram account.
 */
function partnership(sponsorId: string | undefined): Json {
  return sponsorId ? { instagram_branded_content: { sponsor_id: sponsorId } } : {};
}

/** The creative as Graph reads it: in `adcreatives`' body and in `generatepreviews`' `creative`. */
export function creativeObject(spec: CreativeSpec, sponsorId?: string): Json {
  const [only, ...others] = spec.assets;
  if (!only) throw launchRefusal('A creative needs an uploaded image or video');
  const identity = {
    page_id: spec.pageId,
    ...(spec.instagramAccountId ? { instagram_user_id: spec.instagramAccountId } : {}),
  };
  const perPlacement = others.length > 0;
  return {
    object_story_spec: perPlacement ? identity : { ...identity, ...singleAssetStory(spec, only) },
    ...(perPlacement ? { asset_feed_spec: placementFeed(spec) } : {}),
    degrees_of_freedom_spec: degreesOfFreedom(spec),
    ...partnership(sponsorId),
  };
}

/** Graph's form fields take JSON objects as JSON text. */
export const formFields = (body: Json): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
