import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FakeMediaFile } from '../../../test/fakes/fake-http-server.ts';
import { fakeImage, fakeMp4 } from '../connectors/fakes/fake-media-files.ts';
import {
  startFakeMetaAdLibrary,
  type FakeArchivedAd,
  type FakeMetaAdLibrary,
} from '../connectors/fakes/fake-meta-ad-library.ts';
import {
  startFakeTikTokAdLibrary,
  type FakeTikTokAd,
  type FakeTikTokAdLibrary,
} from '../connectors/fakes/fake-tiktok-ad-library.ts';
import { createAdLibraryConnectors } from '../connectors/library-connectors.ts';
import { discoverAds, discoverBrands, type DiscoverAdRow } from '../tables.ts';
import { insertBrand } from '../test-support/discover-rows.ts';
import { ingestBrand, type IngestDependencies } from './ingest-brand.service.ts';
import { createMediaDownloader } from './media-download.ts';

const PAGE_ID = '111222333';
const BUSINESS_ID = '7012345678901234567';
const FIRST_RUN = new Date('2025-06-10T09:00:00Z');
const SECOND_RUN = new Date('2025-06-12T09:00:00Z');

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('discover ingest of a tracked brand', () => {
  let t: TestApp;
  let meta: FakeMetaAdLibrary;
  let tiktok: FakeTikTokAdLibrary;
  let brandId: string;
  const served: Record<string, FakeMediaFile> = {};
  const urls: Record<string, string> = {};

  const metaAd = (n: number, extra: Partial<FakeArchivedAd> = {}): FakeArchivedAd => ({
    id: `50000${n}`,
    page_id: PAGE_ID,
    page_name: 'Stride Running',
    ad_creative_bodies: [`Meta copy ${n}`],
    ad_creative_link_titles: [`Meta headline ${n}`],
    ad_creative_link_captions: ['stride.example'],
    ad_delivery_start_time: '2025-05-01',
    publisher_platforms: ['facebook', 'instagram'],
    languages: ['en'],
    ...extra,
  });
  const tiktokAd = (n: number, lastShown: number, extra: Record<string, unknown> = {}): FakeTikTokAd => ({
    ad: {
      id: `730000000000000000${n}`,
      first_shown_date: 20250515,
      last_shown_date: lastShown,
      status: 'active',
      title: `TikTok copy ${n}`,
      call_to_action: 'Learn more',
      external_url: 'https://stride.example/tiktok',
      ...extra,
    },
    advertiser: { business_id: BUSINESS_ID, business_name: 'Stride' },
  });

  const firstMetaAds = () => [
    metaAd(1, { media: [{ type: 'image', url: urls.metaImage! }] }),
    metaAd(2, { ad_delivery_start_time: '2025-05-20' }),
    metaAd(3, { media: [{ type: 'video', url: urls.metaVideo!, thumbnail_url: urls.metaCover! }] }),
    metaAd(4, { ad_delivery_start_time: '2025-04-01', ad_delivery_stop_time: '2025-04-15' }),
  ];
  const tiktokAds = (lastShown: number) => [
    tiktokAd(1, lastShown, { videos: [{ url: urls.tiktokVideo!, cover_image_url: urls.tiktokCover! }] }),
    tiktokAd(2, lastShown, { image_urls: [urls.tiktokImage1!, urls.tiktokImage2!] }),
    tiktokAd(3, 20250610, { first_shown_date: 20250601, videos: [{ url: urls.tiktokVideo! }] }),
  ];

  const dependencies = (now: Date, maxPages?: number): IngestDependencies => {
    const config = t.context.config;
    return {
      connectors: createAdLibraryConnectors(
        maxPages ? { ...config, adLibraries: { ...config.adLibraries, maxPages } } : config,
      ),
      downloader: createMediaDownloader(['127.0.0.1/32']),
      now,
    };
  };
  const ads = () => t.context.database.db.select().from(discoverAds).orderBy(asc(discoverAds.adArchiveId));
  const adOf = async (adArchiveId: string): Promise<DiscoverAdRow> => {
    const row = (await ads()).find((ad) => ad.adArchiveId === adArchiveId);
    if (!row) throw new Error(`no ad ${adArchiveId}`);
    return row;
  };
  const mediaDownloads = () => meta.mediaRequests().length + tiktok.mediaRequests().length;

  beforeAll(async () => {
    meta = await startFakeMetaAdLibrary({ token: 'meta-library-token', ads: [], pageSize: 2 });
    tiktok = await startFakeTikTokAdLibrary({
      clientKey: 'tiktok-key',
      clientSecret: 'tiktok-secret',
      ads: [],
      pageSize: 2,
    });
    served.metaImage = await fakeImage('png', { width: 64, height: 48 });
    served.metaCover = await fakeImage('jpeg', { width: 36, height: 64 }, '#111827');
    served.metaVideo = fakeMp4('meta');
    served.tiktokVideo = fakeMp4('tiktok');
    served.tiktokCover = await fakeImage('jpeg', { width: 54, height: 96 }, '#ef4444');
    served.tiktokImage1 = await fakeImage('jpeg', { width: 40, height: 40 }, '#22c55e');
    served.tiktokImage2 = await fakeImage('png', { width: 40, height: 40 }, '#eab308');
    const extension = (file: FakeMediaFile) => file.contentType.split('/')[1];
    for (const [name, file] of Object.entries(served)) {
      const host = name.startsWith('meta') ? meta : tiktok;
      urls[name] = host.serveMedia(`/cdn/${name}.${extension(file)}`, file);
    }
    meta.setAds(firstMetaAds());
    tiktok.setAds(tiktokAds(20250609));

    t = await createTestApp({
      env: {
        DISCOVER_LIBRARY: 'off',
        META_AD_LIBRARY_TOKEN: meta.token,
        META_GRAPH_BASE_URL: meta.baseUrl,
        TIKTOK_CLIENT_KEY: 'tiktok-key',
        TIKTOK_CLIENT_SECRET: 'tiktok-secret',
        TIKTOK_API_BASE_URL: tiktok.baseUrl,
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
      },
    });
    const brand = await insertBrand(t, { name: 'Stride' });
    await t.context.database.db
      .update(discoverBrands)
      .set({ tracked: true, metaPageId: PAGE_ID, tiktokAdvertiserId: BUSINESS_ID })
      .where(eq(discoverBrands.id, brand.id));
    brandId = brand.id;
  });
  afterAll(async () => {
    await t?.close();
    await meta?.close();
    await tiktok?.close();
  });
  beforeEach(() => {
    meta.reset();
    tiktok.reset();
  });

  it('adds the brand from both libraries on a first run, storing each medium in the storage driver', async () => {
    const outcome = await ingestBrand(t.context, brandId, dependencies(FIRST_RUN));

    expect(outcome?.sources).toEqual([
      { source: 'meta', status: 'complete', seen: 4, inserted: 4, updated: 0, stopped: 0, error: null },
      { source: 'tiktok', status: 'complete', seen: 3, inserted: 3, updated: 0, stopped: 0, error: null },
    ]);
    const rows = await ads();
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.brandId === brandId && row.brandName === 'Stride')).toBe(true);
    expect(rows.every((row) => row.lastSeenAt.getTime() === FIRST_RUN.getTime())).toBe(true);

    expect(await adOf('500001')).toMatchObject({
      source: 'meta',
      pageName: 'Stride Running',
      format: 'image',
      publisherPlatforms: ['facebook', 'instagram'],
      body: 'Meta copy 1',
      title: 'Meta headline 1',
      caption: 'stride.example',
      snapshotUrl: 'https://www.facebook.com/ads/library/?id=500001',
      startDate: '2025-05-01',
      endDate: null,
      isActive: true,
      runningDays: 41,
    });
    expect(await adOf('500004')).toMatchObject({ endDate: '2025-04-15', isActive: false, runningDays: 15 });
    // TikTok's text, button and link come from each new ad's details.
    expect(tiktok.detailRequests()).toHaveLength(3);
    expect(await adOf('7300000000000000001')).toMatchObject({
      source: 'tiktok',
      format: 'video',
      publisherPlatforms: ['tiktok'],
      body: 'TikTok copy 1',
      ctaType: 'learn_more',
      ctaText: 'Learn more',
      ctaUrl: 'https://stride.example/tiktok',
      startDate: '2025-05-15',
      isActive: true,
      runningDays: 27,
    });
    expect((await adOf('7300000000000000002')).format).toBe('carousel');

    // Every medium was downloaded once, and the stored bytes are the served ones.
    expect(mediaDownloads()).toBe(8);
    const expected: Record<string, { file: FakeMediaFile; width: number | null; cover?: FakeMediaFile }> = {
      '500001': { file: served.metaImage!, width: 64 },
      '500003': { file: served.metaVideo!, width: null, cover: served.metaCover! },
      '7300000000000000001': { file: served.tiktokVideo!, width: null, cover: served.tiktokCover! },
      '7300000000000000003': { file: served.tiktokVideo!, width: null },
    };
    for (const [adArchiveId, media] of Object.entries(expected)) {
      const ad = await adOf(adArchiveId);
      expect(ad.assets, adArchiveId).toHaveLength(1);
      const [asset] = ad.assets;
      expect(asset!.key.startsWith(`discover/ads/${ad.id}/`)).toBe(true);
      expect(asset!.width).toBe(media.width);
      const stored = await t.context.storage.get(asset!.key);
      expect(await bytesOf(stored!.body)).toEqual(media.file.bytes);
      if (media.cover) {
        const cover = await t.context.storage.get(asset!.thumbnailKey!);
        expect(await bytesOf(cover!.body)).toEqual(media.cover.bytes);
      } else {
        expect(asset!.thumbnailKey).toBeNull();
      }
    }
    const carousel = await adOf('7300000000000000002');
    expect(carousel.assets.map((asset) => [asset.type, asset.width, asset.height])).toEqual([
      ['image', 40, 40],
      ['image', 40, 40],
    ]);
    expect((await adOf('500002')).assets).toEqual([]);
    // Nothing points at a platform: the assets hold storage keys only.
    const allAssets = JSON.stringify(rows.map((row) => row.assets));
    expect(allAssets).not.toMatch(/https?:|127\.0\.0\.1|cdn/);

    const [brand] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    expect(brand?.lastIngestedAt?.getTime()).toBe(FIRST_RUN.getTime());
  });

  it('marks stopped both an ad with a stop date and ads gone from a complete read, with their running days', async () => {
    meta.setAds(
      firstMetaAds().flatMap((ad) => {
        if (ad.id === '500003') return [];
        return ad.id === '500002' ? [{ ...ad, ad_delivery_stop_time: '2025-06-11' }] : [ad];
      }),
    );
    tiktok.setAds(tiktokAds(20250612).filter((entry) => entry.ad.id !== '7300000000000000003'));

    const outcome = await ingestBrand(t.context, brandId, dependencies(SECOND_RUN));

    expect(outcome?.sources.map(({ source, status, stopped }) => ({ source, status, stopped }))).toEqual([
      { source: 'meta', status: 'complete', stopped: 1 },
      { source: 'tiktok', status: 'complete', stopped: 1 },
    ]);
    // Gone: it ends on the day it was last seen (the first run), counting both days.
    expect(await adOf('500003')).toMatchObject({ isActive: false, endDate: '2025-06-10', runningDays: 41 });
    expect((await adOf('500003')).lastSeenAt.getTime()).toBe(FIRST_RUN.getTime());
    expect(await adOf('7300000000000000003')).toMatchObject({
      isActive: false,
      endDate: '2025-06-10',
      runningDays: 10,
    });
    // A stop date given by the library.
    expect(await adOf('500002')).toMatchObject({ isActive: false, endDate: '2025-06-11', runningDays: 23 });
    // Still running: counted to today.
    expect(await adOf('500001')).toMatchObject({ isActive: true, endDate: null, runningDays: 43 });
    expect(await adOf('7300000000000000001')).toMatchObject({ isActive: true, runningDays: 29 });
    expect((await adOf('500001')).lastSeenAt.getTime()).toBe(SECOND_RUN.getTime());
    // The listing of a known TikTok ad has no text: the stored text stays.
    expect((await adOf('7300000000000000001')).body).toBe('TikTok copy 1');
    // Media stored once is not fetched again, nor are known ads' details.
    expect(mediaDownloads()).toBe(0);
    expect(tiktok.detailRequests()).toHaveLength(0);
  });

  it('changes nothing when the same read runs again', async () => {
    const before = await ads();
    const [brandBefore] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));

    const outcome = await ingestBrand(t.context, brandId, dependencies(SECOND_RUN));

    expect(
      outcome?.sources.map(({ inserted, updated, stopped }) => ({ inserted, updated, stopped })),
    ).toEqual([
      { inserted: 0, updated: 0, stopped: 0 },
      { inserted: 0, updated: 0, stopped: 0 },
    ]);
    expect(await ads()).toEqual(before);
    const [brandAfter] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    expect(brandAfter).toEqual(brandBefore);
    expect(mediaDownloads()).toBe(0);
  });

  it('marks nothing stopped after a read cut short by the page cap', async () => {
    const before = await ads();
    meta.setAds([]);
    tiktok.setAds(tiktokAds(20250612).slice(0, 2).concat(tiktokAd(9, 20250612)));
    const later = new Date('2025-06-13T09:00:00Z');

    const outcome = await ingestBrand(t.context, brandId, dependencies(later, 1));

    const tiktokOutcome = outcome?.sources.find((source) => source.source === 'tiktok');
    expect(tiktokOutcome).toMatchObject({ status: 'partial', seen: 2, stopped: 0 });
    // Meta listed nothing at all in a complete read: every one of its running ads stopped.
    expect(outcome?.sources.find((source) => source.source === 'meta')).toMatchObject({
      status: 'complete',
      stopped: 1,
    });
    const after = await ads();
    const activeTikTok = (rows: DiscoverAdRow[]) =>
      rows.filter((row) => row.source === 'tiktok' && row.isActive).map((row) => row.adArchiveId);
    expect(activeTikTok(after)).toEqual(activeTikTok(before));
    expect(after.find((row) => row.adArchiveId === '7300000000000000009')).toBeUndefined();
  });
});
