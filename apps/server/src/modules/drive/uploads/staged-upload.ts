import { stat } from 'node:fs/promises';
import type { Storage } from '../../../platform/storage/storage.ts';

/** The complete bytes of an upload, wherever they were written while their parts arrived. */
export interface StagedUpload {
  /**
   * What the checks by content read: the file on this machine, or the first bytes of the object in S3
   * (enough for the type's magic bytes and an image's header).
   */
  source(): Promise<Buffer | string>;
  size(): Promise<number>;
  /** Stores the bytes under `key` in the storage driver; the staged copy may go afterwards. */
  storeAs(key: string, contentType: string): Promise<void>;
}

/** How much of an upload the checks by content read when the upload is not on this machine. */
export const CHECKED_HEAD_BYTES = 4 * 1024 * 1024;

/** Bytes in a file on this machine, moved into storage. */
export function localStagedUpload(storage: Storage, filePath: string): StagedUpload {
  return {
    source: () => Promise.resolve(filePath),
    size: async () => (await stat(filePath)).size,
    storeAs: (key, contentType) => storage.putFile(key, filePath, contentType, { move: true }),
  };
}
