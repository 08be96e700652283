import type { DiscoverSource } from '@hookline/domain';

/*
 * Where the generated library's media live in the storage driver. A key names everything needed to make its
 * file again, so a file asked for before it was rendered can be made on the spot.
 */

const PREFIX = 'discover';

export const logoKey = (slug: string): string => `${PREFIX}/brands/${slug}/logo.png`;
export const adImageKey = (adId: string, index: number): string => `${PREFIX}/ads/${adId}/${index}.jpg`;
export const adThumbnailKey = (adId: string, index: number): string =>
  `${PREFIX}/ads/${adId}/${index}-thumb.jpg`;
/** A brand's video creative: several of its ads run the same one, each with its own copy. */
export const videoKey = (slug: string, source: DiscoverSource, creative: number): string =>
  `${PREFIX}/videos/${slug}/${source}-${creative}.mp4`;
export const videoPosterKey = (slug: string, source: DiscoverSource, creative: number): string =>
  `${PREFIX}/videos/${slug}/${source}-${creative}-poster.jpg`;

export type GeneratedMediaKey =
  | { kind: 'logo'; slug: string }
  | { kind: 'ad-image'; adId: string; index: number; thumbnail: boolean }
  | { kind: 'video'; slug: string; source: DiscoverSource; creative: number; poster: boolean };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LOGO = new RegExp(`^${PREFIX}/brands/(${SLUG})/logo\\.png$`);
const AD_IMAGE = new RegExp(`^${PREFIX}/ads/(${UUID})/(\\d{1,2})(-thumb)?\\.jpg$`);
const VIDEO = new RegExp(`^${PREFIX}/videos/(${SLUG})/(meta|tiktok)-(\\d{1,3})(?:(-poster)\\.jpg|\\.mp4)$`);

/** What a key of the generated library names, or undefined for any other key. */
export function parseGeneratedMediaKey(key: string): GeneratedMediaKey | undefined {
  const logo = LOGO.exec(key);
  if (logo) return { kind: 'logo', slug: logo[1]! };
  const image = AD_IMAGE.exec(key);
  if (image) {
    return { kind: 'ad-image', adId: image[1]!, index: Number(image[2]), thumbnail: Boolean(image[3]) };
  }
  const video = VIDEO.exec(key);
  if (video) {
    return {
      kind: 'video',
      slug: video[1]!,
      source: video[2] as DiscoverSource,
      creative: Number(video[3]),
      poster: Boolean(video[4]),
    };
  }
  return undefined;
}
