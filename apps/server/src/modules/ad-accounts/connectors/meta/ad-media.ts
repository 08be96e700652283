import { ConnectorAuthError, type PlatformAdMedia } from '../connector.ts';
import { callToActionLabel } from '../call-to-action.ts';
import type { GraphClient } from './graph-client.ts';
import { graphAdMediaSchema, graphVideoSchema, parseGraph, type GraphAdMedia } from './graph-types.ts';

/** The fields of `GET /{ad_id}` that name an ad's media, button and shareable preview. */
export const AD_MEDIA_FIELDS = [
  'id',
  'preview_shareable_link',
  'creative{image_url,thumbnail_url,video_id,call_to_action_type,object_story_spec,asset_feed_spec{images,videos,call_to_action_types}}',
].join(',');

/** The fields of `GET /{video_id}`: the playable file (`source`) and its poster (`picture`). */
export const VIDEO_FIELDS = 'source,picture';

/** Ids travel in the path, so only word characters are let through. */
const GRAPH_ID = /^[\w-]{1,64}$/;

const firstPresent = (...values: (string | undefined)[]): string | null =>
  values.find((value): value is string => value !== undefined && value !== '') ?? null;

function videoIdOf(creative: NonNullable<GraphAdMedia['creative']>): string | null {
  return firstPresent(
    creative.video_id,
    creative.object_story_spec?.video_data?.video_id,
    creative.asset_feed_spec?.videos?.[0]?.video_id,
  );
}

/**
 * The video's playable URL and poster, or nulls when Graph does not give them: a video of a Page the
 * token cannot read answers an error, which costs the preview its video but not its image.
 */
async function readVideo(
  client: GraphClient,
  videoId: string,
): Promise<{ source: string | null; picture: string | null }> {
  try {
    const video = parseGraph(
      graphVideoSchema,
      await client.get(`/${videoId}`, { fields: VIDEO_FIELDS }),
      'a video',
    );
    return { source: video.source ?? null, picture: video.picture ?? null };
  } catch (error) {
    if (error instanceof ConnectorAuthError) throw error;
    return { source: null, picture: null };
  }
}

/**
 * One ad's media (Marketing API: `GET /{ad_id}?fields=creative{...}`, then `GET /{video_id}?fields=source,picture`
 * for a video): the creative's full-size image, the video's playable source, the thumbnail, the button and
 * the ad's shareable preview link.
 */
export async function readAdMedia(client: GraphClient, adId: string): Promise<PlatformAdMedia> {
  if (!GRAPH_ID.test(adId)) throw new Error(`"${adId}" is not a Meta ad id`);
  const ad = parseGraph(
    graphAdMediaSchema,
    await client.get(`/${adId}`, { fields: AD_MEDIA_FIELDS }),
    'an ad',
  );
  const creative = ad.creative ?? {};
  const story = creative.object_story_spec;
  const videoId = videoIdOf(creative);
  const video =
    videoId && GRAPH_ID.test(videoId) ? await readVideo(client, videoId) : { source: null, picture: null };
  return {
    imageUrl: firstPresent(
      creative.image_url,
      story?.link_data?.picture,
      story?.link_data?.child_attachments?.[0]?.picture,
      creative.asset_feed_spec?.images?.[0]?.url,
    ),
    videoUrl: video.source,
    thumbnailUrl: firstPresent(
      video.picture ?? undefined,
      story?.video_data?.image_url,
      creative.asset_feed_spec?.videos?.[0]?.thumbnail_url,
      creative.thumbnail_url,
    ),
    callToAction: callToActionLabel(
      firstPresent(
        creative.call_to_action_type,
        story?.link_data?.call_to_action?.type,
        story?.video_data?.call_to_action?.type,
        creative.asset_feed_spec?.call_to_action_types?.[0],
      ),
    ),
    previewUrl: ad.preview_shareable_link ?? null,
  };
}
