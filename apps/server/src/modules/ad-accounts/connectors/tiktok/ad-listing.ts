import type { AccountRef, PlatformAd } from '../connector.ts';
import { AD_FIELDS, coverVideoId, toPlatformAd } from './ads-mapping.ts';
import type { BusinessClient } from './business-client.ts';
import { adSchema, videoInfoSchema, type TikTokAd } from './response-schemas.ts';

/** `/file/video/ad/info/` reads at most this many videos per request. */
const VIDEO_INFO_BATCH = 60;

/** Cover image of each video of a page of ads, by video id. */
async function videoCovers(
  client: BusinessClient,
  advertiserId: string,
  ads: readonly TikTokAd[],
): Promise<Map<string, string>> {
  const videoIds = [...new Set(ads.map(coverVideoId).filter((id): id is string => id !== null))];
  const covers = new Map<string, string>();
  for (let start = 0; start < videoIds.length; start += VIDEO_INFO_BATCH) {
    const info = await client.get(
      '/file/video/ad/info/',
      { advertiser_id: advertiserId, video_ids: videoIds.slice(start, start + VIDEO_INFO_BATCH) },
      videoInfoSchema,
    );
    for (const video of info.list) {
      const cover = video.video_cover_url || video.poster_url;
      if (cover) covers.set(video.video_id, cover);
    }
  }
  return covers;
}

/** Every ad of an advertiser, with the covers of its videos as thumbnails. */
export async function listTikTokAds(client: BusinessClient, account: AccountRef): Promise<PlatformAd[]> {
  const ads: PlatformAd[] = [];
  const params = { advertiser_id: account.externalId, fields: AD_FIELDS };
  for await (const page of client.pages('/ad/get/', params, adSchema)) {
    const covers = await videoCovers(client, account.externalId, page);
    for (const ad of page) ads.push(toPlatformAd(ad, { timezoneName: account.timezoneName, covers }));
  }
  return ads;
}
