import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import type { Storage } from './storage.ts';
import { assertSafeKey } from './storage-keys.ts';

export interface S3StorageOptions {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's minimum is 5 MiB; 16 MiB keeps a 5 GB file under 10,000 parts. */
const PART_BYTES = 16 * 1024 * 1024;
/** Parts sent at once: at most this many parts are held in memory per upload. */
const PARTS_AT_ONCE = 2;
/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The AWS SDK's S3 client, loaded when S3 is first used: a server on local storage holds none of it. */
export const loadS3Sdk = loadOnFirstUse(() => import('@aws-sdk/client-s3'));

/** How every S3 client of Hookline reaches the store: region, endpoint, path style and credentials. */
export function s3ClientConfig(options: S3StorageOptions): S3ClientConfig {
  return {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  };
}

/**
 * Any S3-compatible store. Writes go through `@aws-sdk/lib-storage`: one PUT for a small object, a
 * multipart upload of 16 MiB parts for a large one, so a stream of any length needs only a few parts of memory.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const connection = loadOnFirstUse(async () => {
    const [sdk, { Upload }] = await Promise.all([loadS3Sdk(), import('@aws-sdk/lib-storage')]);
    return { sdk, Upload, client: new sdk.S3Client(s3ClientConfig(options)) };
  });
  const Bucket = options.bucket;

  const upload = async (key: string, body: Buffer | Readable, contentType: string) => {
    assertSafeKey(key);
    const { Upload, client } = await connection();
    await new Upload({
      client,
      params: { Bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    }).done();
  };

  return {
    put: upload,
    async putFile(key, filePath, contentType, putOptions) {
      await upload(key, createReadStream(filePath), contentType);
      if (putOptions?.move) await unlink(filePath);
    },
    async get(key, range) {
      assertSafeKey(key);
      const { sdk, client } = await connection();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!result.Body) return undefined;
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      const { sdk, client } = await connection();
      try {
        const result = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connection();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteMany(keys) {
      keys.forEach(assertSafeKey);
      const { sdk, client } = await connection();
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (result.Errors ?? []).filter((entry) => entry.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(`S3 refused to delete ${failed.length} objects: ${failed[0]?.Code ?? 'unknown'}`);
        }
      }
    },
    localPath: () => undefined,
  };
}
