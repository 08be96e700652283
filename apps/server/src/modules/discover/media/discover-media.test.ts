import type { DiscoverSearchResponse } from '@hookline/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverMediaUrl } from '../discover-media-urls.ts';
import { discoverCaller } from '../test-support/discover-calls.ts';
import { insertAd, insertBrand } from '../test-support/discover-rows.ts';
import { registerMissingMediaRenderer } from './missing-media.ts';

const IMAGE = Buffer.from('fake jpeg bytes for the library');
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

describe('GET discover/media/*', () => {
  let t: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await t.context.storage.put('discover/ads/a1/0.jpg', IMAGE, 'image/jpeg');
    await t.context.storage.put('discover/ads/a1/1.mp4', VIDEO, 'video/mp4');
    await t.context.storage.put('discover/brands/b1/logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await t.context.storage.put('users/u1/avatar-1.png', IMAGE, 'image/png');
  });
  afterEach(() => registerMissingMediaRenderer(undefined));
  afterAll(() => t.close());

  it('serves a stored image to anyone, with its type and a long cache', async () => {
    const response = await get(discoverMediaUrl('discover/ads/a1/0.jpg'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(IMAGE)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(IMAGE.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers byte ranges of a video so that it seeks', async () => {
    const url = discoverMediaUrl('discover/ads/a1/1.mp4');
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(990))).toBe(true);
    expect((await get(url, { range: 'bytes=5000-' })).statusCode).toBe(416);
  });

  it('keeps a stored SVG from running anything', async () => {
    const response = await get(discoverMediaUrl('discover/brands/b1/logo.svg'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves the URLs of the DTOs', async () => {
    const brand = await insertBrand(t, { name: 'Pixel', logoKey: 'discover/brands/b1/logo.svg' });
    await insertAd(t, {
      brand,
      body: 'pixel perfect',
      assets: [
        {
          type: 'video',
          key: 'discover/ads/a1/1.mp4',
          thumbnailKey: 'discover/ads/a1/0.jpg',
          width: 10,
          height: 10,
          durationMs: 1000,
        },
      ],
    });
    const { tokens } = await createSignedInUser(t);
    const found = await discoverCaller(t)('POST', '/discover/search', tokens.token, { query: 'pixel' });
    const [ad] = found.json<DiscoverSearchResponse>().data;
    for (const url of [ad!.assets[0]!.url, ad!.assets[0]!.thumbnailURL!, ad!.brand.logoURL!]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a missing object and for any key outside the library', async () => {
    const refused = [
      '/api/v1/discover/media/discover/ads/a1/9.jpg',
      '/api/v1/discover/media/users/u1/avatar-1.png',
      '/api/v1/discover/media/discover/..%2Fusers/u1/avatar-1.png',
      '/api/v1/discover/media/discover/%2E%2E/users/u1/avatar-1.png',
      '/api/v1/discover/media/discover/ads/a1/.hidden.jpg',
      '/api/v1/discover/media/discover//ads/a1/0.jpg',
      '/api/v1/discover/media/discover/ads/a1/0.jpg%00.png',
      '/api/v1/discover/media/discover/ads/a1/0.exe',
      '/api/v1/discover/media/discover/ads/a1/0',
      '/api/v1/discover/media/discover',
      '/api/v1/discover/media/',
      `/api/v1/discover/media/discover/${'a'.repeat(600)}.jpg`,
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ code: string }>().code, url).toBe('NOT_FOUND');
    }
  });

  it('asks the registered renderer once for a missing object, then serves what it stored', async () => {
    const asked: string[] = [];
    registerMissingMediaRenderer(async (key) => {
      asked.push(key);
      if (key !== 'discover/ads/late/0.jpg') return false;
      await t.context.storage.put(key, IMAGE, 'image/jpeg');
      return true;
    });
    const made = await get(discoverMediaUrl('discover/ads/late/0.jpg'));
    expect(made.statusCode).toBe(200);
    expect(made.rawPayload.equals(IMAGE)).toBe(true);
    // Stored now: served without asking again.
    expect((await get(discoverMediaUrl('discover/ads/late/0.jpg'))).statusCode).toBe(200);
    expect((await get(discoverMediaUrl('discover/ads/none/0.jpg'))).statusCode).toBe(404);
    // A key the route refuses never reaches the renderer.
    expect((await get('/api/v1/discover/media/users/u1/x.jpg')).statusCode).toBe(404);
    expect(asked).toEqual(['discover/ads/late/0.jpg', 'discover/ads/none/0.jpg']);
  });

  it('answers 404 when the renderer fails', async () => {
    registerMissingMediaRenderer(() => Promise.reject(new Error('ffmpeg is not installed')));
    expect((await get(discoverMediaUrl('discover/ads/broken/0.mp4'))).statusCode).toBe(404);
  });
});
