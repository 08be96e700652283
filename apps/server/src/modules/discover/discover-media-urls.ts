/*
 * Where the Discover library's stored media (ad images and videos, their thumbnails, brand logos) is
 * served: `GET /api/v1/discover/media/<key>`, public, since `<img>` and `<video>` send no token and the
 * ads are public. Browsers keep what it serves for a year, so a key must always name the same bytes:
 * media that changes gets a new key.
 */

/** Every key the route serves starts here. */
export const DISCOVER_MEDIA_KEY_PREFIX = 'discover/';

/** The served path of a stored key, under the main service's base. */
export function discoverMediaUrl(key: string): string {
  return `/api/v1/discover/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The served path of a key that may be missing (a brand without a logo, an asset without a thumbnail). */
export function discoverMediaUrlOrNull(key: string | null | undefined): string | null {
  return key ? discoverMediaUrl(key) : null;
}

/** The content type of each extension the route serves; a key with another extension is not served. */
export const DISCOVER_MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const MAX_KEY_LENGTH = 512;
/** Plain segments under `discover/`: none starts with a dot, so `.` and `..` can't appear. */
const KEY_PATTERN = /^discover(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** The content type of a key the route may serve, or undefined for a key it refuses. */
export function discoverMediaType(key: string): string | undefined {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : DISCOVER_MEDIA_TYPES[extension];
}
