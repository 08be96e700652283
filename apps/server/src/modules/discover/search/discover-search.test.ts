import type { DiscoverAd, DiscoverSearchResponse } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverCaller, messageOf, NASTY_TEXT } from '../test-support/discover-calls.ts';
import { insertAd, insertBrand, insertCategory } from '../test-support/discover-rows.ts';
import { adMatchesSearch } from './ad-search-conditions.ts';

describe('POST discover/search and GET discover/ads/{adId}', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;
  let ids: Record<'sneakers' | 'video' | 'serum' | 'brew', string>;
  let brands: Record<'stride' | 'glow' | 'brew', string>;
  let footwear: string;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = discoverCaller(t);
    footwear = (await insertCategory(t, { name: 'Footwear' })).id;
    const beauty = await insertCategory(t, { name: 'Beauty' });
    const stride = await insertBrand(t, {
      name: 'Stride',
      categoryId: footwear,
      industry: 'Apparel',
      logoKey: 'discover/brands/stride/logo.png',
    });
    const glow = await insertBrand(t, { name: 'Glow Theory', categoryId: beauty.id, industry: 'Cosmetics' });
    const brew = await insertBrand(t, { name: 'Brew Co', industry: 'Food & Drink' });
    brands = { stride: stride.id, glow: glow.id, brew: brew.id };
    const sneakers = await insertAd(t, {
      brand: stride,
      body: 'Our new sneakers are here',
      format: 'image',
      publisherPlatforms: ['facebook', 'instagram'],
      ctaType: 'shop_now',
      startDate: '2025-03-01',
      runningDays: 10,
      assets: [
        {
          type: 'image',
          key: 'discover/ads/sneakers/0.jpg',
          thumbnailKey: null,
          width: 1080,
          height: 1080,
          durationMs: null,
        },
      ],
    });
    const video = await insertAd(t, {
      brand: stride,
      source: 'tiktok',
      body: 'Run further',
      transcript: 'Lace up and feel the cushioning on every mile',
      format: 'video',
      publisherPlatforms: ['tiktok'],
      ctaType: 'learn_more',
      startDate: '2025-02-01',
      endDate: '2025-03-15',
      runningDays: 43,
      assets: [
        {
          type: 'video',
          key: 'discover/ads/run/0.mp4',
          thumbnailKey: 'discover/ads/run/0-poster.jpg',
          width: 720,
          height: 1280,
          durationMs: 9000,
        },
      ],
    });
    const serum = await insertAd(t, {
      brand: glow,
      body: 'Vitamin serum for radiant skin',
      title: 'Glow all day',
      format: 'carousel',
      publisherPlatforms: ['instagram'],
      languages: ['de'],
      ctaType: 'sign_up',
      startDate: '2025-04-10',
      runningDays: 5,
    });
    const brewAd = await insertAd(t, {
      brand: brew,
      body: 'Morning ritual',
      caption: 'Cold brew delivered',
      format: 'image',
      publisherPlatforms: ['messenger', 'audience_network'],
      languages: ['fr', 'en'],
      ctaType: null,
      startDate: '2024-12-01',
      endDate: '2025-01-30',
      runningDays: 61,
    });
    ids = { sneakers: sneakers.id, video: video.id, serum: serum.id, brew: brewAd.id };
  });
  afterAll(() => t.close());

  const search = async (body: object, token = team.collaborator.token) => {
    const response = await call('POST', '/discover/search', token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DiscoverSearchResponse>();
  };
  const found = async (body: object, token?: string) => {
    const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await search(body, token)).data.map((ad) => nameOf.get(ad._id));
  };

  it('lists the whole library newest first, pages it and counts every match', async () => {
    const all = await search({});
    expect(all.total).toBe(4);
    expect(await found({})).toEqual(['serum', 'sneakers', 'video', 'brew']);
    const second = await search({ limit: 2, page: 2 });
    expect(second.total).toBe(4);
    expect(second.data.map((ad) => ad._id)).toEqual([ids.video, ids.brew]);
    expect(await search({ limit: 2, page: 9 })).toEqual({ data: [], total: 4 });
  });

  it('sorts oldest first and longest running first', async () => {
    expect(await found({ sort: 'oldest' })).toEqual(['brew', 'video', 'sneakers', 'serum']);
    expect(await found({ sort: 'newest' })).toEqual(['serum', 'sneakers', 'video', 'brew']);
    expect(await found({ sort: 'longest_running' })).toEqual(['brew', 'video', 'sneakers', 'serum']);
    expect(await found({ sort: 'longest_running', filters: { brandIds: [brands.stride] } })).toEqual([
      'video',
      'sneakers',
    ]);
  });

  it('finds words in the copy, headline, caption, transcript and brand name', async () => {
    expect(await found({ query: 'cushioning' })).toEqual(['video']);
    expect(await found({ query: 'glow all day' })).toEqual(['serum']);
    expect(await found({ query: 'COLD brew' })).toEqual(['brew']);
    expect(await found({ query: 'radiant serum' })).toEqual(['serum']);
    expect(await found({ query: 'stride' })).toEqual(['sneakers', 'video']);
    expect(await found({ query: 'glow theory' })).toEqual(['serum']);
    // Every word must be there.
    expect(await found({ query: 'sneakers cushioning' })).toEqual([]);
  });

  it('matches the last word as the start of a word, and the words before it whole', async () => {
    expect(await found({ query: 'sneak' })).toEqual(['sneakers']);
    expect(await found({ query: 'here sneak' })).toEqual(['sneakers']);
    expect(await found({ query: 'sneak here' })).toEqual([]);
    expect(await found({ query: 'cushion' })).toEqual(['video']);
    // Operators typed into the box are words like any other; punctuation alone searches for nothing.
    expect(await found({ query: "x' | y:* & !z" })).toEqual([]);
    expect((await search({ query: ' & | ' })).total).toBe(4);
  });

  it('answers the words from the GIN index of the same expression', async () => {
    const condition = adMatchesSearch('sneak');
    // On an almost empty table the planner prefers a scan; forbidding it shows whether the index can answer.
    await t.context.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await rawRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from discover_ads where ${condition}`,
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('discover_ads_search_idx');
    });
  });

  it('filters by platform, format, brand, category, industry and language', async () => {
    expect(await found({ filters: { platforms: ['instagram'] } })).toEqual(['serum', 'sneakers']);
    expect(await found({ filters: { platforms: ['tiktok', 'messenger'] } })).toEqual(['video', 'brew']);
    expect(await found({ filters: { platforms: ['audience_network'] } })).toEqual(['brew']);
    expect(await found({ filters: { formats: ['video'] } })).toEqual(['video']);
    expect(await found({ filters: { formats: ['image', 'carousel'] } })).toEqual([
      'serum',
      'sneakers',
      'brew',
    ]);
    expect(await found({ filters: { brandIds: [brands.glow, brands.brew] } })).toEqual(['serum', 'brew']);
    expect(await found({ filters: { categoryIds: [footwear] } })).toEqual(['sneakers', 'video']);
    expect(await found({ filters: { industries: ['Food & Drink', 'Cosmetics'] } })).toEqual([
      'serum',
      'brew',
    ]);
    expect(await found({ filters: { languages: ['de'] } })).toEqual(['serum']);
    expect(await found({ filters: { languages: ['fr', 'de'] } })).toEqual(['serum', 'brew']);
    // Empty lists filter nothing; ids that name no row match nothing.
    expect(await found({ filters: { platforms: [], brandIds: [] } })).toHaveLength(4);
    expect(await search({ filters: { brandIds: ['not-an-id'] } })).toEqual({ data: [], total: 0 });
    expect(await search({ filters: { categoryIds: [crypto.randomUUID()] } })).toEqual({ data: [], total: 0 });
  });

  it('filters by activity, start date and call to action, and combines filters with words', async () => {
    expect(await found({ filters: { activeOnly: true } })).toEqual(['serum', 'sneakers']);
    expect(await found({ filters: { activeOnly: false } })).toHaveLength(4);
    expect(await found({ filters: { startedAfter: '2025-02-01' } })).toEqual(['serum', 'sneakers', 'video']);
    expect(await found({ filters: { startedBefore: '2025-02-01' } })).toEqual(['video', 'brew']);
    expect(await found({ filters: { startedAfter: '2025-02-01', startedBefore: '2025-02-01' } })).toEqual([
      'video',
    ]);
    expect(await found({ filters: { ctaTypes: ['learn_more', 'sign_up'] } })).toEqual(['serum', 'video']);
    expect(await found({ query: 'stride', filters: { formats: ['video'], activeOnly: false } })).toEqual([
      'video',
    ]);
    expect(await found({ query: 'stride', filters: { activeOnly: true, platforms: ['tiktok'] } })).toEqual(
      [],
    );
  });

  it("sends each ad with its brand and media URLs on the library's media route", async () => {
    const [video] = (await search({ query: 'cushioning' })).data;
    expect(video).toEqual<DiscoverAd>({
      _id: ids.video,
      source: 'tiktok',
      adArchiveId: expect.any(String) as string,
      brand: {
        _id: brands.stride,
        name: 'Stride',
        logoURL: '/api/v1/discover/media/discover/brands/stride/logo.png',
      },
      pageName: 'Stride',
      format: 'video',
      publisherPlatforms: ['tiktok'],
      languages: ['en'],
      body: 'Run further',
      title: null,
      caption: null,
      ctaType: 'learn_more',
      ctaText: 'Shop Now',
      ctaURL: 'https://example.com/shop',
      snapshotURL: null,
      startDate: '2025-02-01',
      endDate: '2025-03-15',
      isActive: false,
      runningDays: 43,
      assets: [
        {
          type: 'video',
          url: '/api/v1/discover/media/discover/ads/run/0.mp4',
          thumbnailURL: '/api/v1/discover/media/discover/ads/run/0-poster.jpg',
          width: 720,
          height: 1280,
          durationMs: 9000,
        },
      ],
      transcript: 'Lace up and feel the cushioning on every mile',
    });
    const one = await call('GET', `/discover/ads/${ids.video}`, team.collaborator.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(video);
  });

  it('answers any signed-in user the same library: a guest and another organisation too', async () => {
    const forCollaborator = await search({ query: 'stride' });
    expect(await search({ query: 'stride' }, team.guest.token)).toEqual(forCollaborator);
    expect(await search({ query: 'stride' }, team.outsider.token)).toEqual(forCollaborator);
    const forGuest = await call('GET', `/discover/ads/${ids.serum}`, team.guest.token);
    expect(forGuest.statusCode).toBe(200);
    expect(forGuest.json<DiscoverAd>().title).toBe('Glow all day');
  });

  it('answers 404 for an unknown or malformed ad id, and 401 without a session', async () => {
    for (const adId of [crypto.randomUUID(), 'not-an-id']) {
      const response = await call('GET', `/discover/ads/${adId}`, team.collaborator.token);
      expect(response.statusCode, adId).toBe(404);
      expect(messageOf(response)).toBe('Ad not found');
    }
    // A NUL is removed from the id, which leaves none; a lone surrogate is no URL at all.
    const nul = await call('GET', '/discover/ads/%00', team.collaborator.token);
    expect(nul.statusCode).toBe(400);
    expect(messageOf(nul)).toBe('adId is required');
    const surrogate = await call('GET', '/discover/ads/x%ED%A0%80', team.collaborator.token);
    expect(surrogate.statusCode).toBe(400);
    expect((await call('GET', `/discover/ads/${ids.serum}`, undefined)).statusCode).toBe(401);
    expect((await call('POST', '/discover/search', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/discover/search', 'not-a-token', {})).statusCode).toBe(401);
  });

  it("refuses bad input with the schema's message", async () => {
    const cases: [object, string][] = [
      [{ query: NASTY_TEXT.long }, 'Search must be at most 200 characters long'],
      [{ filters: { startedAfter: 'yesterday' } }, 'Please choose a valid date'],
      [{ filters: { startedBefore: '2025-02-30' } }, 'Please choose a valid date'],
      [
        { filters: { startedAfter: '2025-03-02', startedBefore: '2025-03-01' } },
        'The start of the range must be before its end',
      ],
      [
        { filters: { platforms: ['myspace'] } },
        'Invalid option: expected one of "facebook"|"instagram"|"messenger"|"audience_network"|"tiktok"',
      ],
      [{ filters: { formats: ['gif'] } }, 'Invalid option: expected one of "image"|"video"|"carousel"'],
      [{ filters: { languages: ['english'] } }, 'Invalid string: must match pattern /^[a-z]{2}$/'],
      [{ sort: 'popular' }, 'Invalid option: expected one of "newest"|"oldest"|"longest_running"'],
      [{ limit: 500 }, 'Too big: expected number to be <=100'],
      [{ page: 0 }, 'Too small: expected number to be >=1'],
      [{ query: NASTY_TEXT.loneSurrogate }, 'Bad request'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/discover/search', team.collaborator.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
  });

  it('drops a NUL from the words instead of sending it to the database', async () => {
    expect(await found({ query: NASTY_TEXT.nul })).toEqual(['sneakers']);
    expect(await found({ query: 'sneak\u0000', filters: { industries: ['Appa\u0000rel'] } })).toEqual([
      'sneakers',
    ]);
  });
});
