import type { DiscoverWorkspaceSettings } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverBrands, discoverFollowedBrands } from '../tables.ts';
import { messageOf } from '../test-support/discover-calls.ts';
import { insertAd, insertBrand } from '../test-support/discover-rows.ts';
import { followPath, settingsCaller, settingsPath } from './test-support-settings.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";

describe('POST|DELETE discover/workspace/{workspaceId}/followed-brands/{brandId}', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof settingsCaller>;
  let secondWorkspace: { id: string };
  let stride: { id: string; name: string };
  let glow: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = settingsCaller(t);
    secondWorkspace = await createWorkspace(t, team.org, 'Second team');
    stride = await insertBrand(t, { name: 'Stride', logoKey: 'discover/brands/stride/logo.png' });
    glow = await insertBrand(t, { name: 'Glow Theory' });
    for (let index = 0; index < 3; index += 1) await insertAd(t, { brand: stride });
  });
  afterAll(() => t.close());

  const db = () => t.context.database.db;

  beforeEach(async () => {
    await db().delete(discoverFollowedBrands);
    await db().update(discoverBrands).set({ tracked: false });
  });
  const follows = () =>
    db()
      .select({ workspaceId: discoverFollowedBrands.workspaceId, brandId: discoverFollowedBrands.brandId })
      .from(discoverFollowedBrands)
      .orderBy(discoverFollowedBrands.workspaceId, discoverFollowedBrands.brandId);
  const tracked = async (brandId: string) => {
    const [brand] = await db()
      .select({ tracked: discoverBrands.tracked })
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    return brand?.tracked;
  };
  const settingsOf = async (workspaceId: string, token = team.collaborator.token) => {
    const response = await call('GET', settingsPath(workspaceId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DiscoverWorkspaceSettings>();
  };

  it('follows a brand, twice the same as once, and tracks it so that the ingest keeps it up to date', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call('POST', followPath(team.workspace.id, stride.id), team.collaborator.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ _id: stride.id, isFollowed: true, message: 'Brand followed' });
    }
    expect(await follows()).toEqual([{ workspaceId: team.workspace.id, brandId: stride.id }]);
    expect(await tracked(stride.id)).toBe(true);
    expect(await tracked(glow.id)).toBe(false);

    const [followed] = (await settingsOf(team.workspace.id)).followedBrands;
    expect(followed).toMatchObject({
      _id: stride.id,
      name: 'Stride',
      logoURL: '/api/v1/discover/media/discover/brands/stride/logo.png',
      adCount: 3,
    });
    expect(Date.parse(followed?.followedAt ?? '')).not.toBeNaN();
  });

  it('lists the followed brands latest first, each with its number of ads, for every member', async () => {
    await call('POST', followPath(team.workspace.id, stride.id), team.admin.token);
    await call('POST', followPath(team.workspace.id, glow.id), team.collaborator.token);
    for (const member of [team.admin, team.collaborator, team.guest]) {
      const settings = await settingsOf(team.workspace.id, member.token);
      expect(settings.followedBrands.map((brand) => [brand.name, brand.adCount])).toEqual([
        ['Glow Theory', 0],
        ['Stride', 3],
      ]);
    }
    expect((await settingsOf(secondWorkspace.id, team.admin.token)).followedBrands).toEqual([]);
  });

  it('stops tracking a brand only once the last workspace following it unfollows', async () => {
    await call('POST', followPath(team.workspace.id, stride.id), team.admin.token);
    await call('POST', followPath(secondWorkspace.id, stride.id), team.admin.token);

    const first = await call('DELETE', followPath(team.workspace.id, stride.id), team.collaborator.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ _id: stride.id, isFollowed: false, message: 'Brand unfollowed' });
    expect(await tracked(stride.id)).toBe(true);
    expect(await follows()).toEqual([{ workspaceId: secondWorkspace.id, brandId: stride.id }]);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const last = await call('DELETE', followPath(secondWorkspace.id, stride.id), team.admin.token);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json<{ isFollowed: boolean }>().isFollowed).toBe(false);
    }
    expect(await tracked(stride.id)).toBe(false);
    expect(await follows()).toEqual([]);
  });

  it('refuses a guest, who may read but not change what the workspace follows', async () => {
    await call('POST', followPath(team.workspace.id, glow.id), team.admin.token);
    const follow = await call('POST', followPath(team.workspace.id, stride.id), team.guest.token);
    expect(follow.statusCode).toBe(403);
    expect(messageOf(follow)).toBe(DENIED);
    const unfollow = await call('DELETE', followPath(team.workspace.id, glow.id), team.guest.token);
    expect(unfollow.statusCode).toBe(403);
    expect(messageOf(unfollow)).toBe(DENIED);
    expect(await follows()).toEqual([{ workspaceId: team.workspace.id, brandId: glow.id }]);
    expect(await tracked(stride.id)).toBe(false);
    expect(await tracked(glow.id)).toBe(true);
  });

  it("answers 404 for another organisation's workspace, and changes nothing", async () => {
    await call('POST', followPath(team.workspace.id, glow.id), team.admin.token);
    const calls = [
      call('POST', followPath(team.workspace.id, stride.id), team.outsider.token),
      call('DELETE', followPath(team.workspace.id, glow.id), team.outsider.token),
      call('POST', followPath(team.otherWorkspace.id, stride.id), team.admin.token),
      call('GET', settingsPath(team.workspace.id), team.outsider.token),
      call('GET', settingsPath(team.otherWorkspace.id), team.admin.token),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await follows()).toEqual([{ workspaceId: team.workspace.id, brandId: glow.id }]);
    expect(await tracked(stride.id)).toBe(false);
    expect(await tracked(glow.id)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(method, followPath(team.workspace.id, stride.id), undefined);
      expect(response.statusCode).toBe(401);
    }
    expect((await call('GET', settingsPath(team.workspace.id), undefined)).statusCode).toBe(401);
    expect(await follows()).toEqual([]);
  });

  it("answers 'Brand not found' for a brand that doesn't exist or an id that can't be one", async () => {
    for (const brandId of ['7d1c1c3e-2f55-4d7b-8a43-6f2b0f1d9e10', 'not-an-id', 'sneak%00ers']) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await call(method, followPath(team.workspace.id, brandId), team.admin.token);
        expect(response.statusCode, `${method} ${brandId}`).toBe(404);
        expect(messageOf(response)).toBe('Brand not found');
      }
    }
    const malformedWorkspace = await call('POST', followPath('not-a-workspace', stride.id), team.admin.token);
    expect(malformedWorkspace.statusCode).toBe(404);
    expect(await follows()).toEqual([]);
  });

  it('follows at most 200 brands in a workspace', async () => {
    const brands = await db()
      .insert(discoverBrands)
      .values(Array.from({ length: 200 }, (_, index) => ({ slug: `bulk-${index}`, name: `Bulk ${index}` })))
      .returning({ id: discoverBrands.id });
    await db()
      .insert(discoverFollowedBrands)
      .values(
        brands.map((brand) => ({ orgId: team.org.id, workspaceId: team.workspace.id, brandId: brand.id })),
      );
    const refused = await call('POST', followPath(team.workspace.id, stride.id), team.admin.token);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(
      'A workspace can follow up to 200 brands. Unfollow one to follow another.',
    );
    expect(await tracked(stride.id)).toBe(false);
    // Following one already followed is not a new one.
    const again = await call('POST', followPath(team.workspace.id, brands[0]!.id), team.admin.token);
    expect(again.statusCode, again.body).toBe(200);
    // Another workspace has its own 200.
    const elsewhere = await call('POST', followPath(secondWorkspace.id, stride.id), team.admin.token);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    await db()
      .delete(discoverBrands)
      .where(
        inArray(
          discoverBrands.id,
          brands.map((brand) => brand.id),
        ),
      );
  });
});
