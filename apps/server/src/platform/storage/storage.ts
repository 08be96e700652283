import type { Readable } from 'node:stream';

export { createLocalStorage } from './local-storage.ts';
export { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
export { assertSafeKey } from './storage-keys.ts';

export interface StoredObject {
  body: Readable;
  /** Bytes in `body`: the range's length when a range was asked for. */
  size: number | undefined;
}

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are paths like `users/<id>/avatar-<n>.png`. Large files go in and out as
 * streams or from a file on disk, never whole in memory.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Stores the file at `filePath`; with `move`, the file is gone from there afterwards. */
  putFile(key: string, filePath: string, contentType: string, options?: { move?: boolean }): Promise<void>;
  /** The object, or the bytes of `range` in it; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  head(key: string): Promise<{ size: number } | undefined>;
  /** Deleting what isn't there is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Where the object sits on this machine's disk, for a driver that keeps files there (tools read it in place). */
  localPath(key: string): string | undefined;
}
