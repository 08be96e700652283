import { createSignedLinks } from '../../../platform/crypto/signed-links.ts';

/** What a version's media route can serve: the upload itself, its thumbnail, a video's poster and preview. */
export const MEDIA_VARIANTS = ['original', 'thumbnail', 'poster', 'preview'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/**
 * The Creative Hub's media URLs, signed links (platform/crypto/signed-links.ts): whoever may read a file's DTO
 * gets URLs that work for a few hours, and nobody can forge one for another version.
 */
export interface MediaUrls {
  /** The path of one variant of one version, under the main service's base. */
  url(versionId: string, variant: MediaVariant): string;
  /** Whether a request's `exp` and `sig` are a valid, unexpired signature of this version and variant. */
  verify(versionId: string, variant: MediaVariant, exp: string, sig: string): boolean;
}

export function createMediaUrls(secret: string, now: () => number = Date.now): MediaUrls {
  const links = createSignedLinks(secret, 'hookline:drive-media-url:v1', now);
  return {
    url: (versionId, variant) =>
      `/api/v1/assets/media/${versionId}/${variant}?${links.query(`${versionId}:${variant}`)}`,
    verify: (versionId, variant, exp, sig) => links.verify(`${versionId}:${variant}`, exp, sig),
  };
}
