import type { AccountRef, PlatformAdMedia } from '../connector.ts';
import { callToActionLabel } from '../call-to-action.ts';
import type { BusinessClient } from './business-client.ts';
import { adMediaSchema, imageInfoSchema, pagedSchema, videoInfoSchema } from './response-schemas.ts';

/** The `/ad/get/` fields the preview reads. */
export const AD_MEDIA_FIELDS: readonly string[] = ['ad_id', 'video_id', 'image_ids', 'call_to_action'];

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * One ad's media: the ad (`/ad/get/` filtered on its id), then its video (`/file/video/ad/info/`:
 * `preview_url` plays it, `video_cover_url` is its cover) and its first image (`/file/image/ad/info/`).
 * The Business API offers no shareable preview page without creating one, so `previewUrl` is null.
 */
export async function readTikTokAdMedia(
  client: BusinessClient,
  account: AccountRef,
  adId: string,
): Promise<PlatformAdMedia | undefined> {
  const advertiserId = account.externalId;
  const found = await client.get(
    '/ad/get/',
    {
      advertiser_id: advertiserId,
      fields: AD_MEDIA_FIELDS,
      filtering: { ad_ids: [adId] },
      page: 1,
      page_size: 1,
    },
    pagedSchema(adMediaSchema),
  );
  const ad = found.list.find((item) => item.ad_id === adId);
  if (!ad) return undefined;

  let videoUrl: string | null = null;
  let thumbnailUrl: string | null = null;
  if (present(ad.video_id)) {
    const info = await client.get(
      '/file/video/ad/info/',
      { advertiser_id: advertiserId, video_ids: [ad.video_id] },
      videoInfoSchema,
    );
    const video = info.list.find((item) => item.video_id === ad.video_id);
    videoUrl = present(video?.preview_url) ? video.preview_url : null;
    thumbnailUrl = [video?.video_cover_url, video?.poster_url].find(present) ?? null;
  }

  let imageUrl: string | null = null;
  const imageId = ad.image_ids?.find(present);
  if (imageId) {
    const info = await client.get(
      '/file/image/ad/info/',
      { advertiser_id: advertiserId, image_ids: [imageId] },
      imageInfoSchema,
    );
    const image = info.list.find((item) => item.image_id === imageId);
    imageUrl = present(image?.image_url) ? image.image_url : null;
  }

  return {
    imageUrl,
    videoUrl,
    thumbnailUrl: thumbnailUrl ?? imageUrl,
    callToAction: callToActionLabel(ad.call_to_action),
    previewUrl: null,
  };
}
