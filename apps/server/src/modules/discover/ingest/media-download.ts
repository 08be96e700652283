import { fileTypeFromBuffer } from 'file-type';
import { createGuardedFetch, type OutboundFetch } from '../../../platform/net/guarded-fetch.ts';
import { readImageHeader } from '../../../platform/media/render-child/render-images.ts';

/*
 * Downloads an ad's image or video from the platform's CDN, so the library serves its own copy and nothing
 * hot-links the platforms. Every download goes through the outbound guard, with limits on size and type: the
 * bytes decide the type, not the URL nor the answer's headers.
 */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 40 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 120_000;
/** Decoding an image past this many pixels is refused before it starts. */
const MAX_IMAGE_PIXELS = 8192 * 8192;

/** The types the library's media route serves, by the type the bytes show. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const VIDEO_TYPES: Readonly<Record<string, string>> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

export interface DownloadedMedia {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/** A download that was refused or failed; `reason` is for the log and never quotes the URL. */
export class MediaDownloadError extends Error {
  constructor(readonly reason: string) {
    super(`Ad media not stored: ${reason}`);
    this.name = 'MediaDownloadError';
  }
}

export interface MediaDownloader {
  download(url: string, kind: 'image' | 'video'): Promise<DownloadedMedia>;
}

export function createMediaDownloader(allowedNetworks: readonly string[]): MediaDownloader {
  // One byte over the limit tells a file at the limit from a larger one.
  const images = createGuardedFetch({
    allowedNetworks,
    maxResponseBytes: MAX_IMAGE_BYTES + 1,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const videos = createGuardedFetch({
    allowedNetworks,
    maxResponseBytes: MAX_VIDEO_BYTES + 1,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  return {
    download: (url, kind) => downloadMedia(kind === 'image' ? images : videos, url, kind),
  };
}

async function downloadMedia(
  outbound: OutboundFetch,
  url: string,
  kind: 'image' | 'video',
): Promise<DownloadedMedia> {
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  let response;
  try {
    response = await outbound.fetch({ url, headers: { accept: kind === 'image' ? 'image/*' : 'video/*' } });
  } catch (error) {
    throw new MediaDownloadError(
      `the download failed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (response.status !== 200) throw new MediaDownloadError(`the CDN answered HTTP ${response.status}`);
  if (response.truncated || response.bytes.length > limit) {
    throw new MediaDownloadError(`the ${kind} is larger than ${limit} bytes`);
  }
  const detected = await fileTypeFromBuffer(response.bytes);
  const extension = detected ? (kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES)[detected.mime] : undefined;
  if (!detected || !extension) {
    const wanted = kind === 'image' ? 'an image' : 'a video';
    throw new MediaDownloadError(
      `the bytes are not ${wanted} the library serves (${detected?.mime ?? 'unknown type'})`,
    );
  }
  let width: number | null = null;
  let height: number | null = null;
  if (kind === 'image') {
    try {
      const header = await readImageHeader(
        { bytes: response.bytes, limitInputPixels: MAX_IMAGE_PIXELS },
        'background',
      );
      width = header.width;
      height = header.height;
    } catch {
      throw new MediaDownloadError('the image could not be read');
    }
  }
  return { bytes: response.bytes, contentType: detected.mime, extension, width, height };
}
