import { randomBytes } from 'node:crypto';

/*
 * Where a saved ad's media lives in the storage driver: `inspiration/<workspaceId>/<fileId>/<index>-<tag>-<part>`,
 * where `index` is the asset's place in the ad and `tag` a random word, so that bytes replaced under the same
 * index never share a key (a browser keeps what a signed URL served).
 */

export const INSPIRATION_KEY_PREFIX = 'inspiration/';

/** The extension an original is stored with, by the type its bytes show. */
export const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The content type of each extension the media route serves. */
export const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export interface AssetKeys {
  original(mime: string): string;
  /** An image's thumbnail or a video's poster, as a JPEG. */
  thumbnail: string;
  /** A video's H.264 MP4 preview. */
  preview: string;
}

/** The keys of one asset of one saved ad. */
export function assetKeys(input: { workspaceId: string; fileId: string; index: number }): AssetKeys {
  const base = `${INSPIRATION_KEY_PREFIX}${input.workspaceId}/${input.fileId}/${input.index}-${randomBytes(6).toString('hex')}`;
  return {
    original: (mime) => `${base}-original.${EXTENSION_OF_MIME[mime] ?? 'bin'}`,
    thumbnail: `${base}-thumbnail.jpg`,
    preview: `${base}-preview.mp4`,
  };
}

const KEY_PATTERN = /^inspiration\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\.([a-z0-9]+)$/;

/** The content type of a key the media route may serve, or undefined for a key it refuses. */
export function inspirationMediaType(key: string): string | undefined {
  const extension = KEY_PATTERN.exec(key)?.[1];
  return extension === undefined ? undefined : MIME_OF_EXTENSION[extension];
}
