import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { assetKeys } from '../media/media-keys.ts';
import { inspirationFiles, type StoredInspirationAsset } from '../tables.ts';
import { dropInspirationMarks } from './inspiration-marks.service.ts';

/** Every stored object of a saved ad's assets: the bytes, a thumbnail or poster, a video's preview. */
export function storageKeysOfAssets(assets: readonly StoredInspirationAsset[]): string[] {
  return assets.flatMap((asset) =>
    [asset.key, asset.thumbnailKey, asset.previewKey].filter(
      (key): key is string => key !== null && key !== '',
    ),
  );
}

/** Copies one stored object to a new key; false when the source is gone. */
async function copyObject(storage: Storage, from: string, to: string, contentType: string): Promise<boolean> {
  const stored = await storage.get(from);
  if (!stored) return false;
  await storage.put(to, stored.body, contentType);
  return true;
}

/**
 * A copy of a saved ad's assets for the saved ad `fileId`: every stored object copied to keys of its own,
 * so deleting either ad never takes bytes the other still shows. `written` lists the new keys, for the
 * caller to delete should what follows fail.
 */
export async function copyStoredAssets(
  storage: Storage,
  input: { assets: readonly StoredInspirationAsset[]; workspaceId: string; fileId: string },
): Promise<{ assets: StoredInspirationAsset[]; written: string[] }> {
  const written: string[] = [];
  const assets: StoredInspirationAsset[] = [];
  try {
    for (const [index, asset] of input.assets.entries()) {
      const keys = assetKeys({ workspaceId: input.workspaceId, fileId: input.fileId, index });
      const copy = async (from: string | null, to: string, contentType: string) => {
        if (from === null || !(await copyObject(storage, from, to, contentType))) return null;
        written.push(to);
        return to;
      };
      const mime = asset.mime ?? 'application/octet-stream';
      assets.push({
        ...asset,
        key: await copy(asset.key, keys.original(mime), mime),
        thumbnailKey: await copy(asset.thumbnailKey, keys.thumbnail, 'image/jpeg'),
        previewKey: await copy(asset.previewKey, keys.preview, 'video/mp4'),
      });
    }
  } catch (error) {
    await storage.deleteMany(written);
    throw error;
  }
  return { assets, written };
}

/**
 * Deletes saved ads of one workspace with their links, tags, comments and marks; answers the stored keys of
 * their media, for `deleteStoredMediaLater` once the transaction has committed.
 */
export async function removeSavedAds(
  tx: Executor,
  input: { workspaceId: string; fileIds: readonly string[] },
): Promise<string[]> {
  if (input.fileIds.length === 0) return [];
  const removed = await tx
    .delete(inspirationFiles)
    .where(
      and(
        eq(inspirationFiles.workspaceId, input.workspaceId),
        inArray(inspirationFiles.id, [...input.fileIds]),
      ),
    )
    .returning({ id: inspirationFiles.id, assets: inspirationFiles.assets });
  await dropInspirationMarks(tx, { workspaceId: input.workspaceId, targetIds: removed.map((row) => row.id) });
  return removed.flatMap((row) => storageKeysOfAssets(row.assets));
}
