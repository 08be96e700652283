import type { PlatformAdMedia } from '../connector.ts';
import { thumbnailUrl, type SandboxAd } from './ads.ts';
import { pick } from './random.ts';

const CALLS_TO_ACTION = ['Shop now', 'Learn more', 'Shop now', 'Get offer', 'Sign up'] as const;

/** Where the sandbox serves a video creative's generated clip. */
export const sandboxVideoUrl = (hash: string): string => `/reports/api/v1/sandbox/videos/${hash}.mp4`;

/**
 * A sandbox ad's media: its generated picture as image and thumbnail, a clip made from that picture for
 * videos, and a button drawn from the creative's seed. The sandbox has no preview page.
 */
export function sandboxAdMedia(ad: SandboxAd): PlatformAdMedia {
  const { creative } = ad;
  const picture = creative.pictureUrl ?? thumbnailUrl(creative.hash);
  const isVideo = creative.type === 'video';
  return {
    imageUrl: isVideo ? null : picture,
    videoUrl: isVideo ? sandboxVideoUrl(creative.hash) : null,
    thumbnailUrl: picture,
    callToAction: pick(creative.seed, 80, CALLS_TO_ACTION),
    previewUrl: null,
  };
}
