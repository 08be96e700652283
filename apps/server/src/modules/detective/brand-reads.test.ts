import type { TrackBrandResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { discoverBrands } from '../discover/tables.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { followPath, settingsCaller } from '../discover/workspace-settings/test-support-settings.ts';
import { detectiveCaller } from './test-support-detective.ts';

/*
 * A library brand is read by the ingest while a workspace follows it in Discover or tracks it in Detective:
 * stopping one never stops the other's reads.
 */
describe("a brand's reads, between Discover's follows and Detective's trackers", () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let otherWorkspace: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    otherWorkspace = await createWorkspace(t, team.org, 'Second team');
  });
  afterAll(() => t.close());

  const tracked = async (brandId: string) => {
    const [brand] = await t.context.database.db
      .select({ tracked: discoverBrands.tracked })
      .from(discoverBrands)
      .where(eq(discoverBrands.id, brandId));
    return brand?.tracked;
  };
  const follow = (workspaceId: string, brandId: string, on: boolean) =>
    settingsCaller(t)(on ? 'POST' : 'DELETE', followPath(workspaceId, brandId), team.admin.token);
  const track = async (workspaceId: string, brandId: string) => {
    const response = await detectiveCaller(t)('POST', 'detective', team.admin.token, {
      workspaceId,
      brandId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TrackBrandResponse>()._id;
  };
  const untrack = async (trackerId: string) => {
    const response = await detectiveCaller(t)('DELETE', `detective/${trackerId}`, team.admin.token);
    expect(response.statusCode, response.body).toBe(200);
  };

  it('keeps a tracked brand read when the last workspace following it in Discover unfollows it', async () => {
    const brand = await insertBrand(t, { name: 'Followed and tracked' });
    await insertAd(t, { brand });
    expect((await follow(team.workspace.id, brand.id, true)).statusCode).toBe(200);
    const trackerId = await track(otherWorkspace.id, brand.id);
    expect((await follow(team.workspace.id, brand.id, false)).statusCode).toBe(200);
    expect(await tracked(brand.id)).toBe(true);
    // Untracked too: nothing wants it read.
    await untrack(trackerId);
    expect(await tracked(brand.id)).toBe(false);
  });

  it('keeps a followed brand read when Detective stops tracking it, and while another workspace tracks it', async () => {
    const brand = await insertBrand(t, { name: 'Tracked twice' });
    await insertAd(t, { brand });
    const first = await track(team.workspace.id, brand.id);
    const second = await track(otherWorkspace.id, brand.id);
    await untrack(first);
    expect(await tracked(brand.id)).toBe(true);
    expect((await follow(team.workspace.id, brand.id, true)).statusCode).toBe(200);
    await untrack(second);
    expect(await tracked(brand.id)).toBe(true);
    expect((await follow(team.workspace.id, brand.id, false)).statusCode).toBe(200);
    expect(await tracked(brand.id)).toBe(false);
  });
});
