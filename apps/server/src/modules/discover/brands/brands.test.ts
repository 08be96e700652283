import type { Brand, BrandDetail, BrandListResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverCaller, messageOf, NASTY_TEXT } from '../test-support/discover-calls.ts';
import { insertAd, insertBrand, insertCategory } from '../test-support/discover-rows.ts';

describe('GET brands, brands/{brandId}, brands/autocomplete, brands/categories, brands/industries', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;
  let beauty: string;
  let footwear: string;
  let ids: Record<'stride' | 'glow' | 'glowUp' | 'brew' | 'afterglow' | 'empty', string>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = discoverCaller(t);
    footwear = (await insertCategory(t, { name: 'Footwear', position: 2 })).id;
    beauty = (await insertCategory(t, { name: 'Beauty', position: 1 })).id;
    await insertCategory(t, { name: 'Pets', position: 3 });
    const stride = await insertBrand(t, {
      name: 'Stride',
      description: 'Running shoes for city streets',
      website: 'https://stride.example',
      categoryId: footwear,
      industry: 'Apparel',
      logoKey: 'discover/brands/stride/logo.png',
    });
    const glow = await insertBrand(t, {
      name: 'Glow Theory',
      description: 'Clean skincare',
      categoryId: beauty,
      industry: 'Cosmetics',
    });
    const glowUp = await insertBrand(t, { name: 'glowup labs', categoryId: beauty, industry: 'Cosmetics' });
    const afterglow = await insertBrand(t, { name: 'Afterglow', description: 'Candles', industry: 'Home' });
    const brew = await insertBrand(t, { name: 'Brew Co', description: 'Cold brew coffee' });
    const empty = await insertBrand(t, { name: 'Zed Empty' });
    ids = {
      stride: stride.id,
      glow: glow.id,
      glowUp: glowUp.id,
      brew: brew.id,
      afterglow: afterglow.id,
      empty: empty.id,
    };
    const strideAds = [
      { platforms: ['facebook', 'instagram'], format: 'image', days: 10, start: '2025-03-01', end: null },
      { platforms: ['instagram'], format: 'video', days: 45, start: '2025-01-10', end: '2025-02-23' },
      { platforms: ['instagram'], format: 'video', days: 30, start: '2025-02-01', end: null },
      { platforms: ['tiktok'], format: 'carousel', days: 3, start: '2025-04-02', end: '2025-04-04' },
    ] as const;
    for (const ad of strideAds) {
      await insertAd(t, {
        brand: stride,
        publisherPlatforms: [...ad.platforms],
        format: ad.format,
        runningDays: ad.days,
        startDate: ad.start,
        endDate: ad.end,
      });
    }
    await insertAd(t, { brand: glow, runningDays: 2 });
    await insertAd(t, { brand: glow, runningDays: 8, endDate: '2025-01-08' });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token = team.collaborator.token) => {
    const response = await call('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const names = (list: BrandListResponse) => list.data.map((brand) => brand.name);

  it('lists the directory by name, paged, with each brand and its ad counts', async () => {
    const all = await get<BrandListResponse>('/brands');
    expect(all.total).toBe(6);
    expect(names(all)).toEqual(['Afterglow', 'Brew Co', 'Glow Theory', 'glowup labs', 'Stride', 'Zed Empty']);
    expect(all.data.find((brand) => brand._id === ids.stride)).toEqual<Brand>({
      _id: ids.stride,
      name: 'Stride',
      logoURL: '/api/v1/discover/media/discover/brands/stride/logo.png',
      website: 'https://stride.example',
      description: 'Running shoes for city streets',
      category: { _id: footwear, name: 'Footwear' },
      industry: 'Apparel',
      adCount: 4,
      activeAdCount: 2,
      isFavourite: false,
    });
    const glow = all.data.find((brand) => brand._id === ids.glow)!;
    expect([glow.adCount, glow.activeAdCount]).toEqual([2, 1]);
    const empty = all.data.find((brand) => brand._id === ids.empty)!;
    expect([empty.adCount, empty.activeAdCount, empty.category, empty.logoURL]).toEqual([0, 0, null, null]);
    const second = await get<BrandListResponse>('/brands?limit=4&page=2');
    expect(names(second)).toEqual(['Stride', 'Zed Empty']);
    expect(second.total).toBe(6);
    expect(await get<BrandListResponse>('/brands?limit=4&page=3')).toEqual({ data: [], total: 6 });
  });

  it('searches names and descriptions, the last word as typed so far', async () => {
    expect(names(await get<BrandListResponse>('/brands?query=glo'))).toEqual(['Glow Theory', 'glowup labs']);
    expect(names(await get<BrandListResponse>('/brands?query=running%20sho'))).toEqual(['Stride']);
    expect(names(await get<BrandListResponse>('/brands?query=COLD'))).toEqual(['Brew Co']);
    expect(names(await get<BrandListResponse>('/brands?query=candles%20glow'))).toEqual([]);
    expect((await get<BrandListResponse>('/brands?query=%20%26%20')).total).toBe(6);
  });

  it('filters by category, industry and favourites, for the caller only', async () => {
    expect(names(await get<BrandListResponse>(`/brands?categoryId=${beauty}`))).toEqual([
      'Glow Theory',
      'glowup labs',
    ]);
    expect(names(await get<BrandListResponse>(`/brands?categoryId=${beauty}&query=theory`))).toEqual([
      'Glow Theory',
    ]);
    expect(await get<BrandListResponse>('/brands?categoryId=not-an-id')).toEqual({ data: [], total: 0 });
    expect(names(await get<BrandListResponse>('/brands?industry=Cosmetics'))).toEqual([
      'Glow Theory',
      'glowup labs',
    ]);
    const favourite = await call(
      'POST',
      `/users/${team.guest.user.id}/brand-favourites/${ids.brew}`,
      team.guest.token,
    );
    expect(favourite.statusCode).toBe(200);
    const mine = await get<BrandListResponse>('/brands?favouritesOnly=true', team.guest.token);
    expect(mine.data.map((brand) => [brand.name, brand.isFavourite])).toEqual([['Brew Co', true]]);
    expect(await get<BrandListResponse>('/brands?favouritesOnly=true')).toEqual({ data: [], total: 0 });
    const all = await get<BrandListResponse>('/brands');
    expect(all.data.every((brand) => !brand.isFavourite)).toBe(true);
    expect((await get<BrandListResponse>('/brands?favouritesOnly=false', team.guest.token)).total).toBe(6);
  });

  it("sends a brand's page: counts by platform and format, running days and dates", async () => {
    const stride = await get<BrandDetail>(`/brands/${ids.stride}`, team.guest.token);
    expect(stride).toMatchObject({ _id: ids.stride, name: 'Stride', adCount: 4, activeAdCount: 2 });
    expect(stride.byPlatform).toEqual([
      { key: 'instagram', count: 3 },
      { key: 'facebook', count: 1 },
      { key: 'tiktok', count: 1 },
    ]);
    expect(stride.byFormat).toEqual([
      { key: 'video', count: 2 },
      { key: 'image', count: 1 },
      { key: 'carousel', count: 1 },
    ]);
    // Running days 3, 10, 30, 45: the median lies halfway between 10 and 30; two of four ran 30 days or more.
    expect(stride.runningDays).toEqual({ median: 20, longest: 45, over30Share: 0.5 });
    expect([stride.firstAdDate, stride.latestAdDate]).toEqual(['2025-01-10', '2025-04-02']);

    const empty = await get<BrandDetail>(`/brands/${ids.empty}`);
    expect(empty).toMatchObject({
      adCount: 0,
      byPlatform: [],
      byFormat: [],
      runningDays: { median: 0, longest: 0, over30Share: 0 },
      firstAdDate: null,
      latestAdDate: null,
    });
  });

  it('answers 404 for an unknown or malformed brand id', async () => {
    for (const brandId of [crypto.randomUUID(), 'not-an-id']) {
      const response = await call('GET', `/brands/${brandId}`, team.collaborator.token);
      expect(response.statusCode, brandId).toBe(404);
      expect(messageOf(response)).toBe('Brand not found');
    }
  });

  it('suggests up to 8 brands, those starting with the text first', async () => {
    const suggest = async (q: string) =>
      (await get<{ data: { name: string }[] }>(`/brands/autocomplete?q=${encodeURIComponent(q)}`)).data.map(
        (brand) => brand.name,
      );
    expect(await suggest('glow')).toEqual(['Glow Theory', 'glowup labs', 'Afterglow']);
    expect(await suggest('GLOWU')).toEqual(['glowup labs']);
    expect(await suggest('e')).toEqual(['Afterglow', 'Brew Co', 'Glow Theory', 'Stride', 'Zed Empty']);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    const [stride] = (
      await get<{ data: { _id: string; name: string; logoURL: string | null }[] }>(
        '/brands/autocomplete?q=str',
      )
    ).data;
    expect(stride).toEqual({
      _id: ids.stride,
      name: 'Stride',
      logoURL: '/api/v1/discover/media/discover/brands/stride/logo.png',
    });
    for (let index = 0; index < 8; index += 1) await insertBrand(t, { name: `Zeta ${index}` });
    expect(await suggest('z')).toEqual([
      'Zed Empty',
      'Zeta 0',
      'Zeta 1',
      'Zeta 2',
      'Zeta 3',
      'Zeta 4',
      'Zeta 5',
      'Zeta 6',
    ]);
  });

  it('lists the categories in order and the industries by name, with their brands', async () => {
    expect(await get('/brands/categories', team.guest.token)).toEqual({
      data: [
        { _id: beauty, name: 'Beauty', brandCount: 2 },
        { _id: footwear, name: 'Footwear', brandCount: 1 },
        { _id: expect.any(String) as string, name: 'Pets', brandCount: 0 },
      ],
    });
    expect(await get('/brands/industries', team.guest.token)).toEqual({
      data: [
        { name: 'Apparel', brandCount: 1 },
        { name: 'Cosmetics', brandCount: 2 },
        { name: 'Home', brandCount: 1 },
      ],
    });
  });

  it('answers the same directory to another organisation', async () => {
    const forOutsider = await get<BrandListResponse>('/brands?limit=100', team.outsider.token);
    const forCollaborator = await get<BrandListResponse>('/brands?limit=100');
    expect(forOutsider).toEqual(forCollaborator);
  });

  it("refuses bad input with the schema's message, and answers 401 without a session", async () => {
    const cases: [string, string][] = [
      [`/brands?query=${NASTY_TEXT.long}`, 'Search must be at most 200 characters long'],
      [`/brands/autocomplete?q=${NASTY_TEXT.long}`, 'Search must be at most 200 characters long'],
      ['/brands?limit=500', 'Too big: expected number to be <=100'],
      ['/brands?page=0', 'Too small: expected number to be >=1'],
      ['/brands?favouritesOnly=yes', 'Invalid option: expected one of "true"|"false"'],
    ];
    for (const [url, message] of cases) {
      const response = await call('GET', url, team.collaborator.token);
      expect(response.statusCode, url).toBe(400);
      expect(messageOf(response), url).toBe(message);
    }
    // A NUL is dropped from the search, not sent to the database; bytes that are no UTF-8 match nothing.
    expect(names(await get<BrandListResponse>('/brands?query=str%00ide'))).toEqual(['Stride']);
    expect(await get<BrandListResponse>('/brands?query=glow%ED%A0%80')).toEqual({ data: [], total: 0 });
    expect(await get('/brands/autocomplete?q=glow%ED%A0%80')).toEqual({ data: [] });
    for (const url of [
      '/brands',
      `/brands/${ids.stride}`,
      '/brands/autocomplete?q=g',
      '/brands/categories',
      '/brands/industries',
    ]) {
      expect((await call('GET', url, undefined)).statusCode, url).toBe(401);
    }
  });
});
