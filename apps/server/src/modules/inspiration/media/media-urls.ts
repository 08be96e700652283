import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * How long a media URL works. URLs expire at the end of a fixed window, so the same media keeps the same URL
 * (and the browser's cache) for a while, and a URL copied out of the app stops working within a day.
 */
const WINDOW_SECONDS = 6 * 60 * 60;

/** Where the route serves media: the stored key follows, then `?exp=&sig=`. */
export const INSPIRATION_MEDIA_PATH = '/api/v1/inspiration/media/';

/**
 * `<img>` and `<video>` can't send an Authorization header, so saved ads hand out media URLs signed with a
 * key of their own (derived from the JWT secret): whoever may read a saved ad's DTO (a member, a share
 * link's viewer) gets URLs that work for a few hours, and nobody can forge one for another stored key.
 */
export interface InspirationMediaUrls {
  /** The signed path of a stored key under `inspiration/`. */
  url(key: string): string;
  /** Whether `exp` and `sig` are a valid, unexpired signature of this key. */
  verify(key: string, exp: string, sig: string): boolean;
}

export function createInspirationMediaUrls(
  secret: string,
  now: () => number = Date.now,
): InspirationMediaUrls {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'hookline:inspiration-media-url:v1', 32));
  const signature = (storageKey: string, exp: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${exp}`).digest('base64url');
  return {
    url(storageKey) {
      const nowSeconds = Math.floor(now() / 1000);
      // The window after the current one, so that a URL handed out late in a window still lasts a while.
      const exp = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      const path = storageKey.split('/').map(encodeURIComponent).join('/');
      return `${INSPIRATION_MEDIA_PATH}${path}?exp=${exp}&sig=${signature(storageKey, exp)}`;
    },
    verify(storageKey, exp, sig) {
      if (!/^\d{1,12}$/.test(exp)) return false;
      const expSeconds = Number(exp);
      if (expSeconds * 1000 < now()) return false;
      const expected = Buffer.from(signature(storageKey, expSeconds));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
