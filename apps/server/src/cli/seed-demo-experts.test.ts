import type { ExpertListResponse, ExpertProfile } from '@hookline/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/tables.ts';
import { bearer, createUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SAMPLE_EXPERT_DOMAIN, SAMPLE_EXPERTS } from './demo-experts.ts';
import { seedDemoExperts } from './seed-demo-experts.ts';

describe('seed-demo: experts', () => {
  let t: TestApp;
  let demo: { id: string; token: string };
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(demo.token) });

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t, { firstName: 'Demo', lastName: 'User' });
    demo = { id: user.id, token: (await signIn(t, user)).token };
  });
  afterAll(() => t.close());

  it('makes the demo user an expert with a filled profile, beside eight sample experts with pictures', async () => {
    expect(await seedDemoExperts(t.context, { userId: demo.id })).toEqual({ created: 9 });

    const own = await get(`/users/${demo.id}/expert-profile`);
    expect(own.statusCode).toBe(200);
    const profile = own.json<ExpertProfile>();
    expect(profile).toMatchObject({ firstName: 'Demo', lastName: 'User', published: true });
    expect(profile.headline).toBeTruthy();
    expect(profile.socialMediaLinks.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\//);

    const directory = (await get('/experts?limit=100')).json<ExpertListResponse>();
    expect(directory.total).toBe(9);
    const listed = directory.data.map((expert) => `${expert.firstName} ${expert.lastName}`);
    for (const expert of SAMPLE_EXPERTS) {
      expect(listed).toContain(`${expert.profile.firstName} ${expert.profile.lastName}`);
    }
    for (const expert of directory.data) {
      expect(expert.headline, expert.firstName).toBeTruthy();
      expect(Object.values(expert.socialMediaLinks).filter(Boolean).length).toBeGreaterThanOrEqual(3);
      const picture = await t.app.inject({ method: 'GET', url: expert.profileImageURL! });
      expect(picture.statusCode).toBe(200);
      const size = await sharp(picture.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['png', 512, 512]);
    }
  });

  it("leaves the sample experts unable to sign in, and a second run changes nothing, the demo's edits included", async () => {
    for (const expert of SAMPLE_EXPERTS) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        payload: { email: `${expert.slug}@${SAMPLE_EXPERT_DOMAIN}`, password: 'hookline-demo' },
      });
      expect(login.statusCode, expert.slug).toBe(401);
    }
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${demo.id}/expert-profile`,
      headers: bearer(demo.token),
      payload: { firstName: 'Demo', headline: 'Edited by hand' },
    });
    expect(edited.statusCode).toBe(200);
    const accounts = (await t.context.database.db.select().from(users)).length;

    expect(await seedDemoExperts(t.context, { userId: demo.id })).toEqual({ created: 0 });
    expect((await t.context.database.db.select().from(users)).length).toBe(accounts);
    expect((await get(`/users/${demo.id}/expert-profile`)).json<ExpertProfile>().headline).toBe(
      'Edited by hand',
    );
    expect((await get('/experts')).json<ExpertListResponse>().total).toBe(9);
  });
});
