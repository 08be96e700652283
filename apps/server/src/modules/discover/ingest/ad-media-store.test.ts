import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../platform/storage/storage.ts';
import { createCapturedLog } from '../../../test/captured-log.ts';
import { json, startFakeHttpServer, type FakeHttpServer } from '../../../test/fakes/fake-http-server.ts';
import { fakeImage, fakeMp4 } from '../connectors/fakes/fake-media-files.ts';
import { storeAdMedia } from './ad-media-store.ts';
import { createMediaDownloader, MAX_IMAGE_BYTES, MediaDownloadError } from './media-download.ts';

const AD_ID = '0b6f2a52-5a8e-4a8c-9d1e-5f0f2f7d1a11';

describe('ad media downloads', () => {
  let cdn: FakeHttpServer;
  const downloader = createMediaDownloader(['127.0.0.1/32']);
  const urls: Record<string, string> = {};

  beforeAll(async () => {
    cdn = await startFakeHttpServer(() => json(404, { message: 'Not found' }));
    urls.image = cdn.serveMedia('/image.png', await fakeImage('png', { width: 30, height: 20 }));
    urls.video = cdn.serveMedia('/video.mp4', fakeMp4('a'));
    urls.html = cdn.serveMedia('/fake.png', {
      bytes: Buffer.from('<html><body>login</body></html>'),
      contentType: 'image/png',
    });
    urls.huge = cdn.serveMedia('/huge.jpg', {
      bytes: Buffer.concat([
        (await fakeImage('jpeg', { width: 8, height: 8 })).bytes,
        Buffer.alloc(MAX_IMAGE_BYTES),
      ]),
      contentType: 'image/jpeg',
    });
  });
  afterAll(() => cdn.close());

  const refusal = (url: string, kind: 'image' | 'video') =>
    downloader.download(url, kind).then(
      () => 'downloaded',
      (error: unknown) =>
        error instanceof MediaDownloadError ? error.reason : `unexpected ${String(error)}`,
    );

  it('takes an image or a video by what its bytes are, with an image size', async () => {
    expect(await downloader.download(urls.image!, 'image')).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 30,
      height: 20,
    });
    expect(await downloader.download(urls.video!, 'video')).toMatchObject({
      contentType: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('refuses what is not the expected media, too large, missing, or on a refused address', async () => {
    expect(await refusal(urls.html!, 'image')).toBe(
      'the bytes are not an image the library serves (unknown type)',
    );
    expect(await refusal(urls.image!, 'video')).toBe(
      'the bytes are not a video the library serves (image/png)',
    );
    expect(await refusal(urls.huge!, 'image')).toBe(`the image is larger than ${MAX_IMAGE_BYTES} bytes`);
    expect(await refusal(`${cdn.origin}/gone.jpg`, 'image')).toBe('the CDN answered HTTP 404');
    const guarded = createMediaDownloader([]);
    await expect(guarded.download(urls.image!, 'image')).rejects.toThrow(
      'Ad media not stored: the download failed (Outbound request refused (address))',
    );
  });

  it('stores what it can, leaves out what it cannot, and keeps what is stored already', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'discover-media-')));
    const captured = createCapturedLog('warn');
    const media = [
      { type: 'image' as const, url: urls.image!, coverUrl: null },
      { type: 'image' as const, url: urls.html!, coverUrl: null },
      { type: 'video' as const, url: urls.video!, coverUrl: urls.html! },
    ];

    const first = await storeAdMedia({
      storage,
      downloader,
      log: captured.log,
      adId: AD_ID,
      media,
      existing: [],
    });

    expect(first).toEqual([
      {
        type: 'image',
        key: `discover/ads/${AD_ID}/image-0.png`,
        thumbnailKey: null,
        width: 30,
        height: 20,
        durationMs: null,
      },
      {
        type: 'video',
        key: `discover/ads/${AD_ID}/video-2.mp4`,
        thumbnailKey: null,
        width: null,
        height: null,
        durationMs: null,
      },
    ]);
    expect(await storage.head(`discover/ads/${AD_ID}/image-0.png`)).toBeDefined();
    const warnings = captured.entries().map((entry) => [entry.msg, entry.host]);
    expect(warnings).toEqual([
      ['image of an ad not stored', new URL(cdn.origin).host],
      ['video cover of an ad not stored', new URL(cdn.origin).host],
    ]);
    expect(captured.text()).not.toContain('/fake.png');

    cdn.reset();
    const again = await storeAdMedia({
      storage,
      downloader,
      log: captured.log,
      adId: AD_ID,
      media,
      existing: first,
    });
    expect(again).toEqual(first);
    // Only the medium that failed is asked for again.
    expect(cdn.mediaRequests().map((request) => request.path)).toEqual(['/fake.png']);
  });
});
