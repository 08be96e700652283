import { loadS3Sdk, s3ClientConfig } from '../../../platform/storage/s3-storage.ts';
import type { S3StorageOptions } from '../../../platform/storage/storage.ts';
import type { UploadBytes } from './upload-bytes.ts';
import { CHECKED_HEAD_BYTES } from './staged-upload.ts';

/** Parts of an upload's S3 multipart upload; S3's minimum is 5 MiB. */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts of one request sent to S3 at once (each waits in a temporary file of at most PART_BYTES). */
const PARTS_AT_ONCE = 2;

async function bodyBytes(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Uploads written straight to S3 as they arrive (`@tus/s3-store`): each upload is an S3 multipart upload of
 * the object `<id>`, tus's state the object `<id>.info`, and what a request sends beyond its last whole part
 * the object `<id>.part`, so any server can take the next part. Nothing stays on this machine's disk but the
 * part being sent. A complete upload is checked from its first bytes and copied to its key in storage.
 */
export async function s3UploadBytes(options: S3StorageOptions): Promise<UploadBytes> {
  // Loaded here, when S3 is the storage: a server on local storage holds neither.
  const [sdk, { S3Store }] = await Promise.all([loadS3Sdk(), import('@tus/s3-store')]);
  const clientConfig = s3ClientConfig(options);
  const Bucket = options.bucket;
  const client = new sdk.S3Client(clientConfig);
  const store = new S3Store({
    partSize: PART_BYTES,
    maxConcurrentPartUploads: PARTS_AT_ONCE,
    s3ClientConfig: { ...clientConfig, bucket: Bucket },
  });
  return {
    store,
    async remove(id) {
      // Aborts the multipart upload when it is unfinished; a finished one has none left.
      await store.remove(id).catch(() => undefined);
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
    staged(id) {
      return {
        async source() {
          const object = await client.send(
            new sdk.GetObjectCommand({ Bucket, Key: id, Range: `bytes=0-${CHECKED_HEAD_BYTES - 1}` }),
          );
          if (!object.Body) return Buffer.alloc(0);
          return bodyBytes(object.Body as AsyncIterable<Uint8Array>);
        },
        async size() {
          return (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: id }))).ContentLength ?? 0;
        },
        async storeAs(key, contentType) {
          // One copy inside S3 (up to 5 GB, the largest upload): the bytes never come back to this machine.
          await client.send(
            new sdk.CopyObjectCommand({
              Bucket,
              Key: key,
              CopySource: `${Bucket}/${encodeURIComponent(id)}`,
              ContentType: contentType,
              MetadataDirective: 'REPLACE',
            }),
          );
        },
      };
    },
  };
}
