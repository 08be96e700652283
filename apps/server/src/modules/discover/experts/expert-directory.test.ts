import type { ExpertDetail, ExpertListResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expertsCaller, insertExpertProfile, messageOf, signedInUser } from './test-support-experts.ts';
import { users } from '../../users/tables.ts';

describe('GET experts and GET experts/{expertId}', () => {
  let t: TestApp;
  let call: ReturnType<typeof expertsCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  const ids: Record<string, string> = {};

  const names = (response: ExpertListResponse) =>
    response.data.map((expert) => [expert.firstName, expert.lastName].filter(Boolean).join(' '));
  const list = async (query = '', token = team.guest.token) => {
    const response = await call('GET', `/experts${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExpertListResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = expertsCaller(t);
    team = await createTeam(t);
    const profiles = [
      { key: 'maya', firstName: 'Maya', lastName: 'Chen', headline: 'Performance creative strategist' },
      { key: 'dev', firstName: 'Dev', lastName: 'Patel', headline: 'UGC and TikTok ads' },
      { key: 'ana', firstName: 'ana', lastName: 'Okafor', headline: 'Paid social for DTC brands' },
      { key: 'leo', firstName: 'Léo', lastName: null, headline: null },
      { key: 'hidden', firstName: 'Hidden', lastName: 'Draft', headline: 'Unpublished', published: false },
      { key: 'former', firstName: 'Former', lastName: 'Expert', headline: 'No longer an expert' },
    ];
    for (const profile of profiles) {
      const { user } = await signedInUser(t, { firstName: profile.firstName });
      ids[profile.key] = user.id;
      await insertExpertProfile(t, {
        userId: user.id,
        ...profile,
        bio: profile.key === 'maya' ? 'Ten years of paid social.' : null,
        links: profile.key === 'maya' ? { instagram: 'https://instagram.com/mayachen' } : {},
      });
    }
    await t.context.database.db.update(users).set({ isExpert: false }).where(eq(users.id, ids.former!));
  });
  afterAll(() => t.close());

  it('lists the experts with a published profile, by name, to any signed-in member, a guest too', async () => {
    const listed = await list();
    expect(listed.total).toBe(4);
    expect(names(listed)).toEqual(['ana Okafor', 'Dev Patel', 'Léo', 'Maya Chen']);
    expect(listed.data[3]).toEqual({
      _id: ids.maya,
      firstName: 'Maya',
      lastName: 'Chen',
      headline: 'Performance creative strategist',
      profileImageURL: null,
      socialMediaLinks: {
        website: null,
        x: null,
        instagram: 'https://instagram.com/mayachen',
        youtube: null,
        tiktok: null,
        linkedin: null,
        facebook: null,
      },
    });
    expect(await list('', team.outsider.token)).toEqual(listed);
  });

  it('searches names and headlines by the start of each word, whatever the case', async () => {
    expect(names(await list('?query=may'))).toEqual(['Maya Chen']);
    expect(names(await list('?query=CHEN'))).toEqual(['Maya Chen']);
    expect(names(await list('?query=tiktok'))).toEqual(['Dev Patel']);
    expect(names(await list('?query=paid%20dtc'))).toEqual(['ana Okafor']);
    expect(names(await list('?query=l%C3%A9o'))).toEqual(['Léo']);
    expect(await list('?query=nobody')).toEqual({ data: [], total: 0 });
    // Neither an unpublished profile nor one of an account that is no longer an expert.
    expect((await list('?query=hidden')).total).toBe(0);
    expect((await list('?query=former')).total).toBe(0);
    // Punctuation alone narrows nothing.
    expect((await list('?query=%27%26%21')).total).toBe(4);
  });

  it('pages the directory', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?limit=2&page=${page}`)));
    expect(pages.map(names)).toEqual([['ana Okafor', 'Dev Patel'], ['Léo', 'Maya Chen'], []]);
    expect(pages.map((page) => page.total)).toEqual([4, 4, 4]);
  });

  it('refuses bad paging and a search too long with their messages', async () => {
    const tooLong = await call('GET', `/experts?query=${'x'.repeat(101)}`, team.guest.token);
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toBe('Search must be at most 100 characters long');
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=two']) {
      expect((await call('GET', `/experts?${query}`, team.guest.token)).statusCode, query).toBe(400);
    }
  });

  it("shows an expert's page, with no public board yet", async () => {
    const response = await call('GET', `/experts/${ids.maya}`, team.guest.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExpertDetail>()).toMatchObject({
      _id: ids.maya,
      firstName: 'Maya',
      lastName: 'Chen',
      bio: 'Ten years of paid social.',
      socialMediaLinks: { instagram: 'https://instagram.com/mayachen' },
      board: null,
    });
  });

  it('answers 404 for an unknown, unpublished or former expert, and shows an unpublished page to its owner', async () => {
    for (const expertId of [crypto.randomUUID(), 'not-an-id', ids.hidden!, ids.former!, team.admin.user.id]) {
      const response = await call('GET', `/experts/${expertId}`, team.collaborator.token);
      expect(response.statusCode, expertId).toBe(404);
      expect(messageOf(response)).toBe('Expert not found');
    }
    const owner = await signedInUser(t, { firstName: 'Olive' });
    await insertExpertProfile(t, { userId: owner.user.id, firstName: 'Olive', published: false });
    const own = await call('GET', `/experts/${owner.user.id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json<ExpertDetail>().firstName).toBe('Olive');
    expect((await list()).total).toBe(4);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/experts', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/experts/${ids.maya}`, undefined)).statusCode).toBe(401);
  });
});
