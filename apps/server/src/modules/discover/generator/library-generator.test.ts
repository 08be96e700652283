import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config/config.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { runFfmpeg } from '../../../platform/media/ffmpeg-run.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverMediaUrl } from '../discover-media-urls.ts';
import { registerMissingMediaRenderer, renderMissingMedia } from '../media/missing-media.ts';
import { discoverAds, discoverBrands, discoverCategories, discoverLibraryRuns } from '../tables.ts';
import { insertAd, insertBrand } from '../test-support/discover-rows.ts';
import { findBrandProfile } from './brand-profile.ts';
import { generateLibraryRows, renderLibraryMediaBatch } from './library-generation.service.ts';
import { renderDiscoverLibraryMediaJob, libraryJobHandlers } from './library.jobs.ts';
import { planLibrary } from './library-plan.ts';
import { writeLibraryRows } from './library-rows.service.ts';
import { MEDIA_RUN_ID, readLibraryRun, restartMediaRun, ROWS_RUN_ID } from './library-runs.ts';
import { startGeneratedLibrary } from './library-start.ts';
import { parseGeneratedMediaKey } from './media-keys.ts';
import { renderGeneratedMedia, videoScenes } from './media-render.service.ts';
import { renderVideo } from './render/render-media.ts';
import { libraryRenderQueue } from './render-queue.ts';
import { resolveEspeakPath } from './render/speech.ts';
import { videoCreative } from './video-creative.ts';

const TODAY = '2026-06-15';
const SMALL = { brandCount: 3, adCount: 30, today: TODAY };

const countRows = async (context: AppContext) => {
  const { db } = context.database;
  const [counts] = await db
    .select({
      categories: sql<number>`(select count(*)::int from ${discoverCategories})`,
      brands: sql<number>`(select count(*)::int from ${discoverBrands})`,
      ads: sql<number>`(select count(*)::int from ${discoverAds})`,
    })
    .from(sql`(select 1) as one`);
  return counts!;
};

async function stored(context: AppContext, key: string): Promise<Buffer> {
  const object = await context.storage.get(key);
  if (!object) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What `ffmpeg -i` reads from a file: its duration and its streams. */
async function probe(
  file: string,
): Promise<{ seconds: number; video: string | undefined; audio: string | undefined }> {
  const { stderr } = await runFfmpeg(resolveFfmpegPath()!, ['-i', file], { timeoutMs: 20_000 });
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr) ?? [];
  return {
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    video: /Stream #.*Video: (.*)/.exec(stderr)?.[1],
    audio: /Stream #.*Audio: (.*)/.exec(stderr)?.[1],
  };
}

describe('the offline library generator', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DISCOVER_PRERENDER: '0' } });
  });
  afterEach(() => registerMissingMediaRenderer(undefined));
  afterAll(() => t.close());

  it('is not run by the test app, and is on by default with its media rendered ahead', async () => {
    expect(await countRows(t.context)).toEqual({ categories: 0, brands: 0, ads: 0 });
    expect(loadConfig({ NODE_ENV: 'test' }).discover).toEqual({ library: 'generated', prerender: true });
    expect(
      loadConfig({ NODE_ENV: 'test', DISCOVER_LIBRARY: 'off', DISCOVER_PRERENDER: '0' }).discover,
    ).toEqual({
      library: 'off',
      prerender: false,
    });
  });

  it('writes the brands and ads once, with their planned ids, and records the run', async () => {
    const made = await generateLibraryRows(t.context, SMALL);
    expect(made).toEqual({ created: true, brands: 3, ads: 30 });
    const plan = planLibrary(SMALL);
    const { db } = t.context.database;
    const brands = await db.select().from(discoverBrands).orderBy(discoverBrands.slug);
    expect(brands.map((brand) => brand.id).sort()).toEqual(plan.brands.map((brand) => brand.id).sort());
    for (const brand of brands) {
      expect(brand).toMatchObject({ tracked: false });
      expect(brand.website).toMatch(/^https:\/\//);
      expect(brand.description).toBeTruthy();
      expect(brand.industry).toBeTruthy();
      expect(brand.categoryId).toBeTruthy();
      expect(brand.logoKey).toBe(`discover/brands/${brand.slug}/logo.png`);
    }
    const ads = await db.select().from(discoverAds);
    expect(ads.map((ad) => ad.id).sort()).toEqual(plan.ads.map((ad) => ad.id).sort());
    for (const ad of ads) {
      for (const field of [
        'body',
        'title',
        'caption',
        'ctaType',
        'ctaText',
        'ctaUrl',
        'startDate',
      ] as const) {
        expect(ad[field], field).toBeTruthy();
      }
      expect(ad.isActive).toBe(ad.endDate === null);
      expect(ad.assets.length).toBeGreaterThan(0);
      expect(ad.publisherPlatforms.length).toBeGreaterThan(0);
      expect(ad.transcript).toBeNull();
    }
    const run = await readLibraryRun(db, ROWS_RUN_ID);
    expect(run).toMatchObject({ brands: 3, ads: 30 });
    expect(run?.finishedAt).toBeInstanceOf(Date);

    expect(await generateLibraryRows(t.context, SMALL)).toEqual({ created: false, brands: 3, ads: 30 });
    expect(await countRows(t.context)).toEqual({ categories: plan.categories.length, brands: 3, ads: 30 });
  });

  it('continues a half-written library without duplicating a row', async () => {
    const plan = planLibrary(SMALL);
    const { db } = t.context.database;
    await db.delete(discoverAds).where(eq(discoverAds.brandId, plan.brands[2]!.id));
    expect((await countRows(t.context)).ads).toBeLessThan(30);
    expect(await writeLibraryRows(db, plan)).toEqual({ brands: 3, ads: 30 });
    expect(await writeLibraryRows(db, plan)).toEqual({ brands: 3, ads: 30 });
    expect(await countRows(t.context)).toEqual({ categories: plan.categories.length, brands: 3, ads: 30 });
  });

  it('renders an ad image and its thumbnail from the ad row, at the sizes the row gives', async () => {
    const [ad] = await t.context.database.db
      .select()
      .from(discoverAds)
      .where(eq(discoverAds.format, 'carousel'))
      .limit(1);
    const asset = ad!.assets[1]!;
    expect(await t.context.storage.head(asset.key)).toBeUndefined();
    expect(await renderGeneratedMedia(t.context, asset.thumbnailKey!)).toBe(true);
    const image = await sharp(await stored(t.context, asset.key)).metadata();
    expect([image.format, image.width, image.height]).toEqual(['jpeg', asset.width, asset.height]);
    const thumbnail = await sharp(await stored(t.context, asset.thumbnailKey!)).metadata();
    expect([thumbnail.format, thumbnail.width]).toEqual(['jpeg', 480]);
    // A real picture, not a flat placeholder: the brand's colours and its text give it detail.
    const { channels } = await sharp(await stored(t.context, asset.key)).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(25);
  });

  it('renders a brand logo as a 256 px PNG', async () => {
    const key = 'discover/brands/glow-theory/logo.png';
    expect(await renderGeneratedMedia(t.context, key)).toBe(true);
    expect(await sharp(await stored(t.context, key)).metadata()).toMatchObject({
      format: 'png',
      width: 256,
      height: 256,
    });
  });

  it('renders a video ad as H.264 and AAC of its length, with its voice-over where espeak-ng is installed', async () => {
    expect(resolveFfmpegPath(), 'ffmpeg is needed to make the library videos').toBeDefined();
    const [ad] = await t.context.database.db
      .select()
      .from(discoverAds)
      .where(eq(discoverAds.format, 'video'))
      .limit(1);
    const asset = ad!.assets[0]!;
    expect(await renderGeneratedMedia(t.context, asset.key)).toBe(true);
    const dir = await mkdtemp(path.join(tmpdir(), 'hookline-generator-test-'));
    try {
      const file = path.join(dir, 'video.mp4');
      await writeFile(file, await stored(t.context, asset.key));
      const { seconds, video, audio } = await probe(file);
      expect(seconds).toBeCloseTo(asset.durationMs! / 1000, 0);
      expect(video).toMatch(/^h264/);
      expect(video).toContain(`${asset.width}x${asset.height}`);
      expect(audio).toMatch(/^aac/);
      // The moov atom comes first, so a browser plays the video while it loads.
      const head = (await readFile(file)).subarray(0, 4096).toString('latin1');
      expect(head.indexOf('moov')).toBeGreaterThan(-1);
      expect(head.indexOf('moov')).toBeLessThan(Math.max(head.indexOf('mdat'), 4096));
      if (resolveEspeakPath()) {
        const speech = await runFfmpeg(
          resolveFfmpegPath()!,
          ['-i', file, '-map', '0:a', '-af', 'volumedetect', '-f', 'null', '-'],
          { timeoutMs: 20_000 },
        );
        const loudest = Number(/max_volume: (-?[\d.]+) dB/.exec(speech.stderr)?.[1]);
        expect(loudest).toBeGreaterThan(-30);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const poster = await sharp(await stored(t.context, asset.thumbnailKey!)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', asset.width, asset.height]);
    const key = parseGeneratedMediaKey(asset.key);
    if (key?.kind !== 'video') throw new Error('not a video key');
    const creative = videoCreative(findBrandProfile(key.slug)!, key.source, key.creative);
    expect(creative.script.spokenLine).toContain(creative.script.benefit);
    expect(ad!.body.startsWith(creative.script.hook)).toBe(true);
  });

  it('makes a silent video where espeak-ng is missing', async () => {
    const creative = videoCreative(findBrandProfile('quillsound')!, 'meta', 0);
    const dir = await mkdtemp(path.join(tmpdir(), 'hookline-generator-test-'));
    try {
      const file = path.join(dir, 'silent.mp4');
      const { spoken } = await renderVideo({
        ffmpegPath: resolveFfmpegPath()!,
        scenes: videoScenes(findBrandProfile('quillsound')!, creative),
        durationMs: creative.durationMs,
        voiceOver: undefined,
        workDir: dir,
        file,
      });
      expect(spoken).toBe(false);
      const { seconds, video, audio } = await probe(file);
      expect(seconds).toBeCloseTo(creative.durationMs / 1000, 0);
      expect(video).toContain(`${creative.width}x${creative.height}`);
      expect(audio).toMatch(/^aac/);
      const volume = await runFfmpeg(
        resolveFfmpegPath()!,
        ['-i', file, '-map', '0:a', '-af', 'volumedetect', '-f', 'null', '-'],
        { timeoutMs: 20_000 },
      );
      expect(Number(/max_volume: (-?[\d.]+) dB/.exec(volume.stderr)?.[1])).toBeLessThan(-80);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves a file asked for before its turn, rendered on demand once for requests arriving together', async () => {
    await startGeneratedLibrary(t.context);
    const [ad] = await t.context.database.db
      .select()
      .from(discoverAds)
      .where(eq(discoverAds.format, 'image'))
      .limit(1);
    const asset = ad!.assets[0]!;
    expect(await t.context.storage.head(asset.key)).toBeUndefined();
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: discoverMediaUrl(asset.key) }),
      t.app.inject({ method: 'GET', url: discoverMediaUrl(asset.key) }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(asset.width);
    // The same file as a render ahead of use would have made.
    await t.context.storage.delete(asset.key);
    expect(await renderGeneratedMedia(t.context, asset.key)).toBe(true);
    expect((await stored(t.context, asset.key)).equals(first.rawPayload)).toBe(true);
  });

  it('makes nothing for keys it did not give out', async () => {
    await startGeneratedLibrary(t.context);
    const brand = await insertBrand(t, { name: 'Ingested Co' });
    const ingested = await insertAd(t, { brand });
    expect(await renderMissingMedia(`discover/ads/${ingested.id}/0.jpg`)).toBe(false);
    expect(await renderMissingMedia('discover/brands/not-a-generated-brand/logo.png')).toBe(false);
    expect(await renderMissingMedia('discover/ads/not-an-id/0.jpg')).toBe(false);
    expect(await renderMissingMedia('discover/videos/glow-theory/meta-0.webm')).toBe(false);
    // Numbers no ad runs, and brands the library doesn't hold, are not rendered for whoever asks.
    expect(await renderMissingMedia('discover/videos/glow-theory/meta-999.mp4')).toBe(false);
    expect(await renderMissingMedia('discover/videos/glow-theory/tiktok-999-poster.jpg')).toBe(false);
    expect(await renderMissingMedia('discover/brands/studyforge/logo.png')).toBe(false);
    registerMissingMediaRenderer(undefined);
    await startGeneratedLibrary({
      ...t.context,
      config: { ...t.context.config, discover: { library: 'off', prerender: false } },
    });
    expect(await renderMissingMedia('discover/brands/glow-theory/logo.png')).toBe(false);
  });

  it('orders its renders: logos, then stills newest ad first, then videos', async () => {
    const queue = await libraryRenderQueue(t.context.database.db);
    const kinds = queue.map((key) => {
      const parsed = parseGeneratedMediaKey(key)!;
      return parsed.kind === 'video' && !parsed.poster ? 'video' : parsed.kind === 'logo' ? 'logo' : 'still';
    });
    expect(kinds.slice(0, 3)).toEqual(['logo', 'logo', 'logo']);
    expect(kinds.lastIndexOf('logo')).toBeLessThan(kinds.indexOf('still'));
    expect(kinds.lastIndexOf('still')).toBeLessThan(kinds.indexOf('video'));
    const [newest] = await t.context.database.db
      .select({ assets: discoverAds.assets })
      .from(discoverAds)
      .orderBy(sql`${discoverAds.startDate} desc, ${discoverAds.id} desc`)
      .limit(1);
    const first = newest!.assets[0]!;
    expect(queue[3]).toBe(first.type === 'image' ? first.key : first.thumbnailKey);
    expect(new Set(queue).size).toBe(queue.length);
  });

  it('renders ahead of use in batches that hand over, and stops a chain a newer start replaced', async () => {
    const { db } = t.context.database;
    const lease = (await restartMediaRun(db)).toISOString();
    const first = await renderLibraryMediaBatch(t.context, { lease, position: 0, budgetMs: 1 });
    expect(first.next).toBeGreaterThan(0);
    const newer = (await restartMediaRun(db)).toISOString();
    expect(newer).not.toBe(lease);
    expect(await renderLibraryMediaBatch(t.context, { lease, position: first.next! })).toEqual({
      next: null,
      rendered: 0,
    });
    expect((await readLibraryRun(db, MEDIA_RUN_ID))?.finishedAt).toBeNull();
  });

  it('renders nothing for a render job queued before rendering ahead was turned off', async () => {
    const { db } = t.context.database;
    expect(t.context.config.discover.prerender).toBe(false);
    const queue = await libraryRenderQueue(db);
    expect(queue.length).toBeGreaterThan(0);
    const storedBefore = await Promise.all(
      queue.map(async (key) => (await t.context.storage.head(key)) !== undefined),
    );
    const lease = (await restartMediaRun(db)).toISOString();
    const handler = libraryJobHandlers.find(
      (entry) => entry.job.name === renderDiscoverLibraryMediaJob.name,
    )!;
    // A job an earlier start queued, with rendering ahead on; this start has it off.
    await handler.handle(t.context, { lease, position: 0 });
    const storedAfter = await Promise.all(
      queue.map(async (key) => (await t.context.storage.head(key)) !== undefined),
    );
    expect(storedAfter).toEqual(storedBefore);
    expect((await readLibraryRun(db, MEDIA_RUN_ID))?.finishedAt).toBeNull();
  });

  it('enqueues the generation at start until the library and its media are finished', async () => {
    const enqueued: string[] = [];
    const jobs: JobQueue = {
      enqueue: async (job) => {
        enqueued.push(job.name);
        return 'job';
      },
      work: async () => undefined,
      stats: async () => [],
      ping: async () => undefined,
      stop: async () => undefined,
    };
    const prerendering = {
      ...t.context,
      jobs,
      config: { ...t.context.config, discover: { library: 'generated' as const, prerender: true } },
    };
    await startGeneratedLibrary(prerendering);
    expect(enqueued).toEqual(['discover.generate-library']);
    await startGeneratedLibrary({ ...prerendering, config: t.context.config });
    expect(enqueued).toHaveLength(1);
    await t.context.database.db
      .update(discoverLibraryRuns)
      .set({ finishedAt: new Date() })
      .where(eq(discoverLibraryRuns.id, MEDIA_RUN_ID));
    await startGeneratedLibrary(prerendering);
    expect(enqueued).toHaveLength(1);
  });
});

describe('the render job chain', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every file of the library, rendered at background priority: beside other test files on two cores it waits for them.
  it('renders every file of a small library and records the media run as finished', async () => {
    await generateLibraryRows(t.context, { brandCount: 1, adCount: 4, today: TODAY });
    const lease = (await restartMediaRun(t.context.database.db)).toISOString();
    const handler = libraryJobHandlers.find(
      (entry) => entry.job.name === renderDiscoverLibraryMediaJob.name,
    )!;
    // Without a queue each batch hands over to the next at once.
    await handler.handle(t.context, { lease, position: 0 });
    const run = await readLibraryRun(t.context.database.db, MEDIA_RUN_ID);
    expect(run?.finishedAt).toBeInstanceOf(Date);
    const queue = await libraryRenderQueue(t.context.database.db);
    expect(queue.length).toBeGreaterThan(4);
    for (const key of queue) expect(await t.context.storage.head(key), key).toBeDefined();
    const thumbnails = (
      await t.context.database.db.select({ assets: discoverAds.assets }).from(discoverAds)
    ).flatMap((row) => row.assets.map((asset) => asset.thumbnailKey!));
    for (const key of thumbnails) expect(await t.context.storage.head(key), key).toBeDefined();
  }, 120_000);
});
