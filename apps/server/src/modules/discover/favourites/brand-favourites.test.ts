import type { BrandListResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverBrandFavourites } from '../tables.ts';
import { discoverCaller, messageOf } from '../test-support/discover-calls.ts';
import { insertAd, insertBrand, insertCategory } from '../test-support/discover-rows.ts';

describe('POST|DELETE users/{userId}/brand-favourites/{brandId} and GET users/{userId}/brand-favourites', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;
  let stride: { id: string };
  let glow: { id: string };
  let brew: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = discoverCaller(t);
    const beauty = await insertCategory(t, { name: 'Beauty' });
    stride = await insertBrand(t, { name: 'Stride' });
    glow = await insertBrand(t, { name: 'Glow Theory', categoryId: beauty.id, industry: 'Cosmetics' });
    brew = await insertBrand(t, { name: 'Brew Co' });
    await insertAd(t, { brand: { id: glow.id, name: 'Glow Theory' } });
  });
  afterAll(() => t.close());

  const favourites = () =>
    t.context.database.db
      .select({ userId: discoverBrandFavourites.userId, brandId: discoverBrandFavourites.brandId })
      .from(discoverBrandFavourites)
      .orderBy(discoverBrandFavourites.userId, discoverBrandFavourites.brandId);
  const path = (userId: string, brandId?: string) =>
    `/users/${userId}/brand-favourites${brandId === undefined ? '' : `/${brandId}`}`;
  const listOf = async (member: { user: { id: string }; token: string }, query = '') => {
    const response = await call('GET', `${path(member.user.id)}${query}`, member.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrandListResponse>();
  };

  it('adds and removes one’s favourites, twice the same as once, newest favourite first', async () => {
    const { guest } = team;
    for (const brand of [glow, stride, stride]) {
      const response = await call('POST', path(guest.user.id, brand.id), guest.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        _id: brand.id,
        isFavourite: true,
        message: 'Brand added to favourites',
      });
    }
    const listed = await listOf(guest);
    expect(listed.total).toBe(2);
    expect(listed.data.map((brand) => [brand.name, brand.isFavourite])).toEqual([
      ['Stride', true],
      ['Glow Theory', true],
    ]);
    expect(listed.data[1]).toMatchObject({
      category: { name: 'Beauty' },
      industry: 'Cosmetics',
      adCount: 1,
      activeAdCount: 1,
    });
    expect((await listOf(guest, '?limit=1&page=2')).data.map((brand) => brand.name)).toEqual(['Glow Theory']);

    for (let round = 0; round < 2; round += 1) {
      const response = await call('DELETE', path(guest.user.id, stride.id), guest.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: stride.id,
        isFavourite: false,
        message: 'Brand removed from favourites',
      });
    }
    expect((await listOf(guest)).data.map((brand) => brand.name)).toEqual(['Glow Theory']);
    // Removing a brand that was never a favourite is fine too.
    expect((await call('DELETE', path(guest.user.id, brew.id), guest.token)).statusCode).toBe(200);
    expect(await favourites()).toEqual([{ userId: guest.user.id, brandId: glow.id }]);
  });

  it("keeps each person's favourites their own: another user's path answers 404 and changes nothing", async () => {
    const { guest, collaborator, outsider } = team;
    const before = await favourites();
    for (const [method, url] of [
      ['POST', path(guest.user.id, brew.id)],
      ['DELETE', path(guest.user.id, glow.id)],
      ['GET', path(guest.user.id)],
    ] as const) {
      for (const token of [collaborator.token, outsider.token]) {
        const response = await call(method, url, token);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await favourites()).toEqual(before);
    expect(await listOf(collaborator)).toEqual({ data: [], total: 0 });
  });

  it('answers 404 for an unknown or malformed brand and user id, and 401 without a session', async () => {
    const { collaborator } = team;
    const before = await favourites();
    for (const method of ['POST', 'DELETE'] as const) {
      for (const brandId of [crypto.randomUUID(), 'not-an-id']) {
        const response = await call(method, path(collaborator.user.id, brandId), collaborator.token);
        expect(response.statusCode, `${method} ${brandId}`).toBe(404);
        expect(messageOf(response)).toBe('Brand not found');
      }
      expect((await call(method, path('not-an-id', glow.id), collaborator.token)).statusCode).toBe(404);
      expect((await call(method, path(collaborator.user.id, glow.id), undefined)).statusCode).toBe(401);
    }
    expect((await call('GET', path(collaborator.user.id), undefined)).statusCode).toBe(401);
    expect(await favourites()).toEqual(before);
  });

  it("refuses bad paging with the schema's message", async () => {
    const { collaborator } = team;
    const response = await call('GET', `${path(collaborator.user.id)}?limit=0`, collaborator.token);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Too small: expected number to be >=1');
  });
});
