import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { AppContext } from '../../../platform/context.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { s3UploadBytes } from './s3-upload-bytes.ts';
import { localStagedUpload, type StagedUpload } from './staged-upload.ts';

/** Where the bytes of unfinished uploads are written as their parts arrive. */
export interface UploadBytes {
  store: DataStore;
  /** Removes an upload's bytes and tus's state of it; nothing there is fine. */
  remove(id: string): Promise<void>;
  /** The complete bytes, to check and store. */
  staged(id: string): StagedUpload;
}

const ID_PATTERN = /^[0-9a-f]{32}$/;
const stores = new Map<string, UploadBytes>();
/** S3's, by place: made once, though two callers may ask while its packages load. */
const s3Stores = new Map<string, Promise<UploadBytes>>();

/**
 * Uploads written to this machine's disk (`$DATA_DIR/uploads`, `@tus/file-store`: `<id>` holds the bytes,
 * `<id>.json` tus's state). One per folder, shared by the routes and the prune job of a process.
 */
function localUploadBytes(dataDir: string, storage: Storage): UploadBytes {
  const dir = path.join(dataDir, 'uploads');
  const existing = stores.get(dir);
  if (existing) return existing;
  const file = (id: string, suffix = '') => {
    if (!ID_PATTERN.test(id)) throw new Error(`Not an upload id: ${id}`);
    return path.join(dir, `${id}${suffix}`);
  };
  const bytes: UploadBytes = {
    store: new FileStore({ directory: dir }),
    async remove(id) {
      await Promise.all([rm(file(id), { force: true }), rm(file(id, '.json'), { force: true })]);
    },
    staged: (id) => localStagedUpload(storage, file(id)),
  };
  stores.set(dir, bytes);
  return bytes;
}

/**
 * Where this deployment writes unfinished uploads: straight to S3 when S3 is the storage, else this
 * machine's disk. One per process and place.
 */
export async function uploadBytesOf(context: Pick<AppContext, 'config' | 'storage'>): Promise<UploadBytes> {
  const { storage, dataDir } = context.config;
  if (storage.driver === 'local') return localUploadBytes(dataDir, context.storage);
  const place = `s3:${storage.endpoint ?? ''}/${storage.bucket}@${dataDir}`;
  const existing = s3Stores.get(place);
  if (existing) return existing;
  const bytes = s3UploadBytes(storage);
  s3Stores.set(place, bytes);
  // One that failed to load is made again at the next ask.
  bytes.catch(() => s3Stores.delete(place));
  return bytes;
}
