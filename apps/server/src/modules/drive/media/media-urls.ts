import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a version's media route can serve: the upload itself, its thumbnail, a video's poster and preview. */
export const MEDIA_VARIANTS = ['original', 'thumbnail', 'poster', 'preview'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/**
 * How long a media URL works. URLs expire at the end of a fixed window, so the same media keeps the same URL
 * (and the browser's cache) for a while, and a URL copied out of the app stops working within a day.
 */
const WINDOW_SECONDS = 6 * 60 * 60;

/**
 * `<img>` and `<video>` can't send an Authorization header, so the Creative Hub hands out media URLs signed
 * with a key of their own (derived from the JWT secret): whoever may read a file's DTO gets URLs that
 * work for a few hours, and nobody can forge one for another version.
 */
export interface MediaUrls {
  /** The path of one variant of one version, under the main service's base. */
  url(versionId: string, variant: MediaVariant): string;
  /** Whether a request's `exp` and `sig` are a valid, unexpired signature of this version and variant. */
  verify(versionId: string, variant: MediaVariant, exp: string, sig: string): boolean;
}

export function createMediaUrls(secret: string, now: () => number = Date.now): MediaUrls {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'hookline:drive-media-url:v1', 32));
  const signature = (versionId: string, variant: MediaVariant, exp: number) =>
    createHmac('sha256', key).update(`${versionId}:${variant}:${exp}`).digest('base64url');
  return {
    url(versionId, variant) {
      const nowSeconds = Math.floor(now() / 1000);
      // The window after the current one, so that a URL handed out late in a window still lasts a while.
      const exp = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `/api/v1/assets/media/${versionId}/${variant}?exp=${exp}&sig=${signature(versionId, variant, exp)}`;
    },
    verify(versionId, variant, exp, sig) {
      const expSeconds = Number(exp);
      if (!Number.isInteger(expSeconds) || expSeconds * 1000 < now()) return false;
      const expected = Buffer.from(signature(versionId, variant, expSeconds));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
