import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../../platform/jobs/job-handlers.ts';
import { createCapturedLog, type CapturedLog } from '../../../test/captured-log.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeMetaAdLibrary, type FakeMetaAdLibrary } from '../connectors/fakes/fake-meta-ad-library.ts';
import {
  startFakeTikTokAdLibrary,
  type FakeTikTokAdLibrary,
} from '../connectors/fakes/fake-tiktok-ad-library.ts';
import type { AdLibraryConnector } from '../connectors/library-ad.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { insertAd, insertBrand } from '../test-support/discover-rows.ts';
import { dueBrandIds } from './due-brands.service.ts';
import {
  discoverIngestBrandJob,
  discoverIngestJobHandlers,
  discoverIngestTrackedJob,
} from './ingest.jobs.ts';

const HOUR_MS = 60 * 60 * 1000;

async function trackedBrand(
  t: TestApp,
  input: {
    name: string;
    tracked?: boolean;
    metaPageId?: string;
    tiktokAdvertiserId?: string;
    lastIngestedAt?: Date;
  },
): Promise<string> {
  const brand = await insertBrand(t, { name: input.name });
  await t.context.database.db
    .update(discoverBrands)
    .set({
      tracked: input.tracked ?? true,
      metaPageId: input.metaPageId ?? null,
      tiktokAdvertiserId: input.tiktokAdvertiserId ?? null,
      lastIngestedAt: input.lastIngestedAt ?? null,
    })
    .where(eq(discoverBrands.id, brand.id));
  return brand.id;
}

const handlerOf = (name: string) => {
  const handler = discoverIngestJobHandlers.find((candidate) => candidate.job.name === name);
  if (!handler) throw new Error(`no handler for ${name}`);
  return handler;
};

/** The ingest handlers beside the areas' own, so that a dispatched ingest finds its handler. */
function withIngestHandlers(t: TestApp): void {
  const registered = t.context.jobHandlers.all();
  const missing = discoverIngestJobHandlers.filter(
    (handler) => !t.context.jobHandlers.find(handler.job.name),
  );
  t.context.jobHandlers = createJobHandlers([...registered, ...missing]);
}

describe('discover ingest jobs without an ad library configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DISCOVER_LIBRARY: 'off' } });
    withIngestHandlers(t);
  });
  afterAll(() => t?.close());

  it('do nothing at all', async () => {
    const brandId = await trackedBrand(t, { name: 'Quiet', metaPageId: '123', tiktokAdvertiserId: '456' });

    await handlerOf(discoverIngestTrackedJob.name).handle(t.context, {});
    await handlerOf(discoverIngestBrandJob.name).handle(t.context, { brandId });

    expect(await t.context.database.db.select().from(discoverAds)).toEqual([]);
    const [brand] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    expect(brand?.lastIngestedAt).toBeNull();
    expect(await dueBrandIds(t.context, { connectors: [], intervalHours: 6, now: new Date() })).toEqual([]);
  });
});

describe('discover ingest jobs with the ad libraries configured', () => {
  let t: TestApp;
  let meta: FakeMetaAdLibrary;
  let tiktok: FakeTikTokAdLibrary;
  let captured: CapturedLog;

  beforeAll(async () => {
    meta = await startFakeMetaAdLibrary({
      token: 'current-meta-token',
      ads: [{ id: '600001', page_id: '900', page_name: 'Brew Co', ad_delivery_start_time: '2025-01-01' }],
      pageSize: 10,
    });
    tiktok = await startFakeTikTokAdLibrary({
      clientKey: 'key',
      clientSecret: 'secret',
      ads: [
        {
          ad: {
            id: '7400000000000000001',
            first_shown_date: 20250101,
            last_shown_date: 20991231,
            title: 'Cold brew',
          },
          advertiser: { business_id: '7100000000000000001', business_name: 'Brew Co' },
        },
      ],
      pageSize: 10,
    });
    captured = createCapturedLog('info');
    t = await createTestApp({
      log: captured.log,
      env: {
        DISCOVER_LIBRARY: 'off',
        // Not the token the fake accepts: Meta answers code 190.
        META_AD_LIBRARY_TOKEN: 'expired-meta-token',
        META_GRAPH_BASE_URL: meta.baseUrl,
        TIKTOK_CLIENT_KEY: 'key',
        TIKTOK_CLIENT_SECRET: 'secret',
        TIKTOK_API_BASE_URL: tiktok.baseUrl,
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
        DISCOVER_INGEST_INTERVAL_HOURS: '6',
      },
    });
    withIngestHandlers(t);
  });
  afterAll(async () => {
    await t?.close();
    await meta?.close();
    await tiktok?.close();
  });

  it('find the tracked brands due on a configured library, never read first', async () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const neverRead = await trackedBrand(t, { name: 'Due A', metaPageId: '1' });
    const longAgo = await trackedBrand(t, { name: 'Due B', metaPageId: '2', lastIngestedAt: hoursAgo(7) });
    await trackedBrand(t, { name: 'Fresh', metaPageId: '3', lastIngestedAt: hoursAgo(1) });
    await trackedBrand(t, { name: 'Untracked', metaPageId: '4', tracked: false });
    const tiktokOnly = await trackedBrand(t, { name: 'TikTok only', tiktokAdvertiserId: '5' });
    const metaOnly = [{ source: 'meta' }] as AdLibraryConnector[];

    expect(await dueBrandIds(t.context, { connectors: metaOnly, intervalHours: 6, now })).toEqual([
      neverRead,
      longAgo,
    ]);
    const both = [{ source: 'meta' }, { source: 'tiktok' }] as AdLibraryConnector[];
    const due = await dueBrandIds(t.context, { connectors: both, intervalHours: 6, now });
    expect(due).toHaveLength(3);
    expect(due.slice(0, 2)).toEqual(expect.arrayContaining([neverRead, tiktokOnly]));
    expect(due[2]).toBe(longAgo);
    const lessOften = await dueBrandIds(t.context, { connectors: both, intervalHours: 8, now });
    expect(lessOften.toSorted()).toEqual([neverRead, tiktokOnly].toSorted());
  });

  it('read each due brand; a refused Meta token stops Meta only, is logged clearly and stops no ad', async () => {
    await t.context.database.db.delete(discoverBrands);
    const brandId = await trackedBrand(t, {
      name: 'Brew Co',
      metaPageId: '900',
      tiktokAdvertiserId: '7100000000000000001',
    });
    const fresh = await trackedBrand(t, {
      name: 'Read lately',
      tiktokAdvertiserId: '7100000000000000001',
      lastIngestedAt: new Date(Date.now() - HOUR_MS),
    });
    const brand = { id: brandId, name: 'Brew Co' };
    const knownMetaAd = await insertAd(t, { brand, source: 'meta', startDate: '2025-01-01' });

    await handlerOf(discoverIngestTrackedJob.name).handle(t.context, {});

    const rows = await t.context.database.db
      .select()
      .from(discoverAds)
      .where(eq(discoverAds.brandId, brandId));
    expect(rows.find((row) => row.adArchiveId === '7400000000000000001')).toMatchObject({
      source: 'tiktok',
      body: 'Cold brew',
      isActive: true,
    });
    // Meta was not read completely, so its ad is not marked stopped.
    expect(rows.find((row) => row.id === knownMetaAd.id)).toMatchObject({ isActive: true, endDate: null });
    expect(meta.archiveRequests()).toHaveLength(1);

    const [read] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    expect(read?.lastIngestedAt).not.toBeNull();
    const [notDue] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, fresh));
    expect(notDue?.lastIngestedAt?.getTime()).toBeLessThan(Date.now() - HOUR_MS / 2);

    const refusal = captured.entries().find((entry) => entry.source === 'meta' && entry.level === 50);
    expect(refusal?.msg).toBe(
      "discover ingest stopped: Meta's Ad Library refused its credentials; no ads are read from it until they are renewed",
    );
    expect(refusal?.brandId).toBe(brandId);
    expect(String(refusal?.reason)).toMatch(/Set a new META_AD_LIBRARY_TOKEN.*Meta error 190/);
    expect(captured.text()).not.toContain('expired-meta-token');
  });
});
