import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MediaUrls, MediaVariant } from '../drive/index.ts';
import type { InspirationMediaUrls } from '../inspiration/index.ts';

/**
 * How long a viewer's media URL is signed for. URLs expire at the end of a fixed window, so the same media
 * keeps the same URL (and the browser's cache) for a while; the link and the viewer's access are checked
 * again on every request, so a URL stops at once when the link is turned off, deleted or expires.
 */
const WINDOW_SECONDS = 60 * 60;

/** Whose media URL: one viewer's access to one link. */
export interface ShareMediaHolder {
  linkId: string;
  visitorId: string;
}

/** The signed query of a viewer's media URL. */
export interface ShareMediaQuery {
  visitor: string;
  exp: string;
  sig: string;
}

/**
 * Media URLs for a share link's viewers: `<img>` and `<video>` can't send the `X-Share-Token`, so the page
 * gets URLs signed with a key of their own for the link and the viewer's access (`visitor`), served under
 * the link's path. They are no member's URLs: they work only while the link opens and the viewer's access
 * lasts, and the route that serves them reads both again.
 */
export interface ShareMediaUrls {
  /** A Creative Hub version's media, as `MediaUrls` for the drive area's DTOs. */
  drive(holder: ShareMediaHolder): MediaUrls;
  /** A saved ad's stored key, as `InspirationMediaUrls` for Inspiration's DTOs. */
  inspiration(holder: ShareMediaHolder): InspirationMediaUrls;
  /** Whether `query` is a valid, unexpired signature of `target` (see `driveTarget`) for the link. */
  verify(input: { linkId: string; target: string; query: ShareMediaQuery }): boolean;
}

export const driveTarget = (versionId: string, variant: MediaVariant) => `drive:${versionId}:${variant}`;
export const inspirationTarget = (key: string) => `inspiration:${key}`;

export function createShareMediaUrls(secret: string, now: () => number = Date.now): ShareMediaUrls {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'hookline:share-media-url:v1', 32));
  const signature = (holder: ShareMediaHolder, target: string, exp: number) =>
    createHmac('sha256', key)
      .update(`${holder.linkId}\n${holder.visitorId}\n${target}\n${exp}`)
      .digest('base64url');
  const query = (holder: ShareMediaHolder, target: string) => {
    const nowSeconds = Math.floor(now() / 1000);
    // The window after the current one, so that a URL handed out late in a window still lasts a while.
    const exp = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
    return `visitor=${holder.visitorId}&exp=${exp}&sig=${signature(holder, target, exp)}`;
  };
  const verify = (holder: ShareMediaHolder, target: string, exp: string, sig: string) => {
    if (!/^\d{1,12}$/.test(exp)) return false;
    const expSeconds = Number(exp);
    if (expSeconds * 1000 < now()) return false;
    const expected = Buffer.from(signature(holder, target, expSeconds));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const base = (linkId: string) => `/api/v1/public/share/${linkId}`;
  return {
    drive: (holder) => ({
      url: (versionId, variant) =>
        `${base(holder.linkId)}/media/${versionId}/${variant}?${query(holder, driveTarget(versionId, variant))}`,
      verify: (versionId, variant, exp, sig) => verify(holder, driveTarget(versionId, variant), exp, sig),
    }),
    inspiration: (holder) => ({
      url: (storageKey) => {
        const path = storageKey.split('/').map(encodeURIComponent).join('/');
        return `${base(holder.linkId)}/inspiration-media/${path}?${query(holder, inspirationTarget(storageKey))}`;
      },
      verify: (storageKey, exp, sig) => verify(holder, inspirationTarget(storageKey), exp, sig),
    }),
    verify: ({ linkId, target, query: { visitor, exp, sig } }) =>
      verify({ linkId, visitorId: visitor }, target, exp, sig),
  };
}
