import { DETECTIVE_MESSAGES, type DetectiveTracker, type TrackBrandResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { discoverBrands } from '../discover/tables.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { detectiveCaller, messageOf, trackerRowsOf } from './test-support-detective.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";

describe('detective trackers: track, list, read, untrack', () => {
  let t: TestApp;
  let call: ReturnType<typeof detectiveCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = detectiveCaller(t);
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const brandRow = async (brandId: string) => {
    const [row] = await t.context.database.db
      .select()
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    return row;
  };

  it('documents its paths in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/v1/detective'] ?? {})).toEqual(['post', 'get']);
    expect(Object.keys(paths['/api/v1/detective/{detectiveId}'] ?? {})).toEqual(['get', 'delete']);
    expect(paths).toHaveProperty(['/api/v1/organisation/{orgId}/detective-count', 'get']);
  });

  it('tracks a library brand with its card figures, lists it, reads it and untracks it', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Stride', logoKey: 'discover/brands/stride/logo.png' });
    await insertAd(t, { brand, startDate: '2026-03-04' }); // new: 7 days, today included
    await insertAd(t, { brand, startDate: '2026-03-03' }); // active, not new
    await insertAd(t, { brand, startDate: '2026-01-01', endDate: '2026-02-01' }); // stopped

    const tracked = await call('POST', 'detective', team.collaborator.token, {
      workspaceId: team.workspace.id,
      brandId: brand.id,
    });
    expect(tracked.statusCode).toBe(200);
    const tracker = tracked.json<TrackBrandResponse>();
    expect(tracker).toMatchObject({
      workspaceId: team.workspace.id,
      brandId: brand.id,
      brand: { _id: brand.id, name: 'Stride', website: null },
      activeAdCount: 2,
      newAdCount: 1,
      createdBy: team.collaborator.user.id,
      created: true,
      message: DETECTIVE_MESSAGES.tracked('Stride'),
    });
    expect(tracker.brand.logoURL).toContain('stride/logo.png');
    expect((await brandRow(brand.id))?.tracked).toBe(true);

    const { created: _created, message: _message, ...plain } = tracker;
    const listed = await call('GET', `detective?workspaceId=${team.workspace.id}`, team.guest.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: DetectiveTracker[] }>().data).toEqual([plain]);
    const one = await call('GET', `detective/${tracker._id}`, team.guest.token);
    expect(one.statusCode).toBe(200);
    expect(one.json<DetectiveTracker>()).toEqual(plain);

    const removed = await call('DELETE', `detective/${tracker._id}`, team.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ _id: tracker._id, message: DETECTIVE_MESSAGES.untracked('Stride') });
    expect(await trackerRowsOf(t, team.org.id)).toEqual([]);
    expect((await call('GET', `detective/${tracker._id}`, team.admin.token)).statusCode).toBe(404);
    // The library keeps the brand.
    expect(await brandRow(brand.id)).toBeDefined();
  });

  it('answers the existing tracker when the workspace tracks a brand twice, and tracks it per workspace', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Second team');
    const brand = await insertBrand(t, { name: 'Glow Theory' });
    const payload = { workspaceId: team.workspace.id, brandId: brand.id };
    const first = (await call('POST', 'detective', team.admin.token, payload)).json<TrackBrandResponse>();
    const again = await call('POST', 'detective', team.collaborator.token, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json<TrackBrandResponse>()).toMatchObject({
      _id: first._id,
      created: false,
      createdBy: team.admin.user.id,
      message: DETECTIVE_MESSAGES.alreadyTracked('Glow Theory'),
    });
    const elsewhere = await call('POST', 'detective', team.admin.token, {
      ...payload,
      workspaceId: second.id,
    });
    expect(elsewhere.json<TrackBrandResponse>()).toMatchObject({ workspaceId: second.id, created: true });
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(2);
  });

  it('makes one tracker of two identical requests sent at once', async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Twice' });
    const payload = { workspaceId: team.workspace.id, brandId: brand.id };
    const answers = await Promise.all([
      call('POST', 'detective', team.admin.token, payload),
      call('POST', 'detective', team.admin.token, payload),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.json<TrackBrandResponse>());
    expect(a?._id).toBe(b?._id);
    expect([a?.created, b?.created].sort()).toEqual([false, true]);
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(1);
  });

  it('finds a library brand by its domain or Meta page id, and adds an unknown one, tracked', async () => {
    const team = await createTeam(t);
    const known = await insertBrand(t, {
      name: 'Known Shop',
      website: 'https://www.known-shop-d1.example/about',
    });
    await t.context.database.db
      .update(discoverBrands)
      .set({ metaPageId: '998877665544' })
      .where(eq(discoverBrands.id, known.id));
    const track = (extra: object) =>
      call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, ...extra });

    const byDomain = await track({ domain: 'KNOWN-SHOP-D1.example' });
    expect(byDomain.statusCode).toBe(200);
    expect(byDomain.json<TrackBrandResponse>()).toMatchObject({ brandId: known.id, created: true });
    const byPage = await track({ pageUrl: 'https://www.facebook.com/profile.php?id=998877665544' });
    expect(byPage.json<TrackBrandResponse>()).toMatchObject({ brandId: known.id, created: false });

    const added = await track({ domain: 'https://new-brand-d1.example/shop' });
    expect(added.statusCode).toBe(200);
    const addedTracker = added.json<TrackBrandResponse>();
    expect(addedTracker).toMatchObject({
      created: true,
      brand: { name: 'New brand d1', website: 'https://new-brand-d1.example' },
      activeAdCount: 0,
    });
    expect((await brandRow(addedTracker.brandId))?.tracked).toBe(true);
    // The same source again finds the brand it added.
    const sameDomain = await track({ domain: 'www.new-brand-d1.example' });
    expect(sameDomain.json<TrackBrandResponse>()).toMatchObject({ _id: addedTracker._id, created: false });

    const secondTeam = await createTeam(t);
    const tiktok = await call('POST', 'detective', secondTeam.admin.token, {
      workspaceId: secondTeam.workspace.id,
      pageUrl: 'https://www.tiktok.com/@Glow.Theory.D1?lang=en',
    });
    expect(tiktok.statusCode).toBe(200);
    const tiktokBrand = tiktok.json<TrackBrandResponse>().brandId;
    const metaHandle = await call('POST', 'detective', secondTeam.admin.token, {
      workspaceId: secondTeam.workspace.id,
      pageUrl: 'facebook.com/glowtheoryd1',
    });
    expect(metaHandle.json<TrackBrandResponse>()).toMatchObject({
      created: true,
      brand: { name: 'Glowtheoryd1' },
    });
    expect(metaHandle.json<TrackBrandResponse>().brandId).not.toBe(tiktokBrand);
    expect(await trackerRowsOf(t, secondTeam.org.id)).toHaveLength(2);
  });

  it('refuses bad input with 400 and the message, changing nothing', async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Untouched' });
    const brandsBefore = await t.context.database.db.select({ id: discoverBrands.id }).from(discoverBrands);
    const workspaceId = team.workspace.id;
    const cases: [object, string][] = [
      [{ workspaceId }, DETECTIVE_MESSAGES.oneSourceRequired],
      [{ workspaceId, brandId: brand.id, domain: 'brand.example' }, DETECTIVE_MESSAGES.oneSourceRequired],
      [{ workspaceId, domain: '' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'not a domain' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'localhost' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: '10.0.0.1' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'javascript:alert(1)' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'brand\u0000.example' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'brand\ud800.example' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'brand\u0085.example' }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 'a'.repeat(2049) }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, domain: 42 }, DETECTIVE_MESSAGES.domainInvalid],
      [{ workspaceId, pageUrl: 'https://example.com/brand' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, pageUrl: 'https://www.facebook.com/' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, pageUrl: 'https://www.facebook.com/groups/123' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, pageUrl: 'https://www.tiktok.com/brand' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, pageUrl: 'https://facebook.com/brand\u0000' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, pageUrl: 'https://facebook.com/\udc00brand' }, DETECTIVE_MESSAGES.pageUrlInvalid],
      [{ workspaceId, brandId: '\ud83d' }, DETECTIVE_MESSAGES.brandNotFound],
      [{ workspaceId, brandId: `${brand.id}\u0000` }, DETECTIVE_MESSAGES.brandNotFound],
    ];
    for (const [payload, message] of cases) {
      const refused = await call('POST', 'detective', team.admin.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messageOf(refused)).toBe(message);
    }
    for (const brandId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await call('POST', 'detective', team.admin.token, { workspaceId, brandId });
      expect(unknown.statusCode).toBe(404);
      expect(messageOf(unknown)).toBe(DETECTIVE_MESSAGES.brandNotFound);
    }
    expect((await call('GET', 'detective', team.admin.token)).statusCode).toBe(400);
    // A broken id is no tracker or workspace (a lone surrogate's bytes in a path are not even a path: 400).
    for (const [id, pathStatus] of [
      ['Fuzz%00name', 404],
      ['x'.repeat(80), 404],
      ['Fuzz%ED%A0%80name', 400],
    ] as const) {
      expect((await call('GET', `detective/${id}`, team.admin.token)).statusCode).toBe(pathStatus);
      expect((await call('DELETE', `detective/${id}`, team.admin.token)).statusCode).toBe(pathStatus);
      expect((await call('GET', `detective?workspaceId=${id}`, team.admin.token)).statusCode).toBe(404);
    }
    expect(await trackerRowsOf(t, team.org.id)).toEqual([]);
    const brandsAfter = await t.context.database.db.select({ id: discoverBrands.id }).from(discoverBrands);
    expect(brandsAfter).toHaveLength(brandsBefore.length);
    expect((await brandRow(brand.id))?.tracked).toBe(false);
  });

  it('lets a guest read trackers but not track or untrack', async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Guarded' });
    const refused = await call('POST', 'detective', team.guest.token, {
      workspaceId: team.workspace.id,
      brandId: brand.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(DENIED);
    expect(await trackerRowsOf(t, team.org.id)).toEqual([]);

    const tracker = (
      await call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId: brand.id })
    ).json<TrackBrandResponse>();
    expect((await call('GET', `detective/${tracker._id}`, team.guest.token)).statusCode).toBe(200);
    const untrack = await call('DELETE', `detective/${tracker._id}`, team.guest.token);
    expect(untrack.statusCode).toBe(403);
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(1);
    const count = await call('GET', `organisation/${team.org.id}/detective-count`, team.guest.token);
    expect(count.json()).toEqual({ count: 1 });
  });

  it('refuses a member whose grant in the workspace lacks Detective', async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Withheld' });
    const tracker = (
      await call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId: brand.id })
    ).json<TrackBrandResponse>();
    const user = await createUser(t);
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['inspiration'] }],
    });
    const { token } = await signIn(t, user);
    const answers = await Promise.all([
      call('POST', 'detective', token, { workspaceId: team.workspace.id, brandId: brand.id }),
      call('GET', `detective?workspaceId=${team.workspace.id}`, token),
      call('GET', `detective/${tracker._id}`, token),
      call('GET', `detective/${tracker._id}/analytics`, token),
      call('DELETE', `detective/${tracker._id}`, token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(1);
  });

  it("answers 404 for another organisation's workspace, trackers and count", async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Private' });
    const tracker = (
      await call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId: brand.id })
    ).json<TrackBrandResponse>();
    const outsider = team.outsider.token;
    const answers = await Promise.all([
      call('POST', 'detective', outsider, { workspaceId: team.workspace.id, brandId: brand.id }),
      call('GET', `detective?workspaceId=${team.workspace.id}`, outsider),
      call('GET', `detective/${tracker._id}`, outsider),
      call('DELETE', `detective/${tracker._id}`, outsider),
      call('GET', `organisation/${team.org.id}/detective-count`, outsider),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(1);
    expect(await trackerRowsOf(t, team.otherOrg.id)).toEqual([]);
  });
});
