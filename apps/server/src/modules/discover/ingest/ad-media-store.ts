import type { Logger } from 'pino';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { LibraryMedia } from '../connectors/library-ad.ts';
import type { StoredDiscoverAsset } from '../tables.ts';
import { MediaDownloadError, type MediaDownloader } from './media-download.ts';

/*
 * An ad's media in the storage driver, under `discover/ads/<adId>/`: `image-<n>.<ext>`, `video-<n>.<ext>` and
 * a video's cover `video-<n>-cover.<ext>`, where n is the media's place in the platform's answer. The names
 * differ from the generated library's (`<n>.jpg`), which the media route may render on demand.
 */

const mediaKey = (adId: string, kind: 'image' | 'video', index: number, extension: string) =>
  `discover/ads/${adId}/${kind}-${index}.${extension}`;
const coverKey = (adId: string, index: number, extension: string) =>
  `discover/ads/${adId}/video-${index}-cover.${extension}`;

/** The stored asset of the media at `index`, when its object is still in storage. */
async function storedAsset(
  storage: Storage,
  existing: readonly StoredDiscoverAsset[],
  adId: string,
  kind: 'image' | 'video',
  index: number,
): Promise<StoredDiscoverAsset | undefined> {
  const prefix = `discover/ads/${adId}/${kind}-${index}.`;
  const asset = existing.find((candidate) => candidate.key.startsWith(prefix));
  if (!asset) return undefined;
  return (await storage.head(asset.key)) ? asset : undefined;
}

/** The host a URL names, for logs: the rest of a CDN URL may carry a signature. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unreadable URL';
  }
}

export interface AdMediaInput {
  storage: Storage;
  downloader: MediaDownloader;
  log: Logger;
  adId: string;
  media: readonly LibraryMedia[];
  /** The ad's assets as stored so far. */
  existing: readonly StoredDiscoverAsset[];
}

/**
 * Stores what the ad's media lacks in storage and answers its assets. Media stored once is never downloaded
 * again; one that can't be downloaded is left out (and tried again by the next run), the others are kept.
 */
export async function storeAdMedia(input: AdMediaInput): Promise<StoredDiscoverAsset[]> {
  const { storage, downloader, log, adId } = input;
  const assets: StoredDiscoverAsset[] = [];
  for (const [index, item] of input.media.entries()) {
    const kept = await storedAsset(storage, input.existing, adId, item.type, index);
    if (kept) {
      assets.push(kept);
      continue;
    }
    try {
      const file = await downloader.download(item.url, item.type);
      const key = mediaKey(adId, item.type, index, file.extension);
      await storage.put(key, file.bytes, file.contentType);
      let thumbnailKey: string | null = null;
      if (item.type === 'video' && item.coverUrl) {
        try {
          const cover = await downloader.download(item.coverUrl, 'image');
          thumbnailKey = coverKey(adId, index, cover.extension);
          await storage.put(thumbnailKey, cover.bytes, cover.contentType);
        } catch (error) {
          if (!(error instanceof MediaDownloadError)) throw error;
          log.warn(
            { adId, host: hostOf(item.coverUrl), reason: error.reason },
            'video cover of an ad not stored',
          );
        }
      }
      assets.push({
        type: item.type,
        key,
        thumbnailKey,
        width: file.width,
        height: file.height,
        durationMs: null,
      });
    } catch (error) {
      if (!(error instanceof MediaDownloadError)) throw error;
      log.warn({ adId, host: hostOf(item.url), reason: error.reason }, `${item.type} of an ad not stored`);
    }
  }
  return assets;
}
