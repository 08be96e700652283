import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes in 1 MiB chunks, with the hash of what it sends. */
function streamOf(size: number): { stream: Readable; bytes: Buffer } {
  const bytes = randomBytes(size);
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += 1024 * 1024) chunks.push(bytes.subarray(at, at + 1024 * 1024));
  return { stream: Readable.from(chunks), bytes };
}

function behavesAsStorage(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let opened: { storage: Storage; close(): Promise<void> };
    const scratch = mkdtempSync(path.join(tmpdir(), 'hookline-storage-'));

    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    });
    afterAll(() => opened.close());

    it('keeps a buffer and gives it back with its size', async () => {
      await storage.put('users/u1/avatar-1.png', Buffer.from('picture'), 'image/png');
      const stored = await storage.get('users/u1/avatar-1.png');
      expect(stored?.size).toBe(7);
      expect(await text(stored!.body)).toBe('picture');
      expect(await storage.head('users/u1/avatar-1.png')).toEqual({ size: 7 });
    });

    it('takes a large stream without holding it whole (multipart on S3), and gives back any byte range', async () => {
      const { stream, bytes } = streamOf(20 * 1024 * 1024 + 123);
      await storage.put('drive/o/w/v/original.mp4', stream, 'video/mp4');
      expect(await storage.head('drive/o/w/v/original.mp4')).toEqual({ size: bytes.length });
      const whole = await storage.get('drive/o/w/v/original.mp4');
      expect(sha256(await bytesOf(whole!.body))).toBe(sha256(bytes));

      const middle = await storage.get('drive/o/w/v/original.mp4', { start: 1000, end: 1999 });
      expect(middle?.size).toBe(1000);
      expect((await bytesOf(middle!.body)).equals(bytes.subarray(1000, 2000))).toBe(true);
      const tail = await storage.get('drive/o/w/v/original.mp4', {
        start: bytes.length - 10,
        end: bytes.length + 500,
      });
      expect((await bytesOf(tail!.body)).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    });

    it('stores a file from disk, and with `move` takes it away from there', async () => {
      const source = path.join(scratch, 'upload.bin');
      writeFileSync(source, 'staged bytes');
      await storage.putFile('drive/o/w/v2/original.png', source, 'image/png');
      expect(existsSync(source)).toBe(true);
      await storage.putFile('drive/o/w/v3/original.png', source, 'image/png', { move: true });
      expect(existsSync(source)).toBe(false);
      expect(await text((await storage.get('drive/o/w/v3/original.png'))!.body)).toBe('staged bytes');
    });

    it('deletes one or many objects; deleting what is not there is fine', async () => {
      await storage.put('zips/a.zip', Buffer.from('a'), 'application/zip');
      await storage.put('zips/b.zip', Buffer.from('b'), 'application/zip');
      await storage.delete('zips/a.zip');
      await storage.delete('zips/never-there.zip');
      expect(await storage.get('zips/a.zip')).toBeUndefined();
      expect(await storage.head('zips/a.zip')).toBeUndefined();
      await storage.deleteMany(['zips/b.zip', 'zips/missing.zip', 'drive/o/w/v2/original.png']);
      expect(await storage.head('zips/b.zip')).toBeUndefined();
      expect(await storage.head('drive/o/w/v2/original.png')).toBeUndefined();
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of ['../outside', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '', 'a/./b', 'nul\0']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          'Unsafe storage key',
        );
        await expect(storage.get(key), key).rejects.toThrow('Unsafe storage key');
      }
    });
  });
}

behavesAsStorage('local', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hookline-files-'));
  return { storage: createLocalStorage(root), close: async () => {} };
});

let fakeS3: FakeS3;
behavesAsStorage('S3', async () => {
  fakeS3 = await startFakeS3();
  const storage = createS3Storage({
    endpoint: fakeS3.endpoint,
    region: 'us-east-1',
    bucket: fakeS3.bucket,
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
  return { storage, close: () => fakeS3.close() };
});

describe('S3 storage, multipart', () => {
  it('sent the large stream as a multipart upload', () => {
    expect(fakeS3.completedMultipartUploads).toBeGreaterThanOrEqual(1);
  });
});
