import type { DetectiveTracker } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectiveBrandSnapshots } from '../modules/detective/tables.ts';
import {
  beginLibraryRun,
  finishLibraryRun,
  ROWS_RUN_ID,
} from '../modules/discover/generator/library-runs.ts';
import { insertAd, insertBrand } from '../modules/discover/test-support/discover-rows.ts';
import { bearer } from '../test/factories.ts';
import { createTeam } from '../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_TRACKED_BRANDS, seedDemoDetective } from './seed-demo-detective.ts';

describe('seed-demo: Detective', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  const brandIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // Four library brands with 5, 4, 3 and 1 ads: the demo tracks the two with the most.
    for (const [index, count] of [1, 5, 3, 4].entries()) {
      const brand = await insertBrand(t, { name: `Library brand ${index}` });
      for (let ad = 0; ad < count; ad += 1) {
        await insertAd(t, { brand, startDate: '2026-01-01', endDate: ad === 0 ? '2026-02-01' : null });
      }
      brandIds.push(brand.id);
    }
  });
  afterAll(() => t.close());

  const trackers = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/detective?workspaceId=${team.workspace.id}`,
      headers: bearer(team.admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DetectiveTracker[] }>().data;
  };
  const input = () => ({ orgId: team.org.id, userId: team.admin.user.id });

  it('tracks nothing while the generated library is not written', async () => {
    expect(await seedDemoDetective(t.context, input(), { libraryWaitMs: 0 })).toEqual({ created: false });
    expect(await trackers()).toEqual([]);
  });

  it("tracks the library's brands with the most ads, each with a year of snapshots, once", async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    await beginLibraryRun(t.context.database.db, ROWS_RUN_ID);
    await finishLibraryRun(t.context.database.db, ROWS_RUN_ID, { brands: 4, ads: 13 });

    expect(await seedDemoDetective(t.context, input(), { libraryWaitMs: 0 })).toEqual({ created: true });
    const tracked = await trackers();
    expect(tracked).toHaveLength(DEMO_TRACKED_BRANDS);
    expect(tracked.map((tracker) => tracker.brandId).sort()).toEqual([brandIds[1], brandIds[3]].sort());
    const biggest = tracked.find((tracker) => tracker.brandId === brandIds[1]);
    expect(biggest?.trend.at(-1)).toEqual({ day: '2026-03-10', activeAdCount: 4 });
    const counted = await t.context.database.db
      .select({ brandId: detectiveBrandSnapshots.brandId, days: sql<number>`count(*)::int` })
      .from(detectiveBrandSnapshots)
      .groupBy(detectiveBrandSnapshots.brandId);
    expect(counted.map((row) => row.days)).toEqual([365, 365]);
    const january = await t.context.database.db
      .select()
      .from(detectiveBrandSnapshots)
      .where(eq(detectiveBrandSnapshots.day, '2026-01-15'));
    expect(january.map((row) => row.activeAdCount).sort()).toEqual([4, 5]);

    expect(await seedDemoDetective(t.context, input(), { libraryWaitMs: 0 })).toEqual({ created: false });
    expect(await trackers()).toHaveLength(DEMO_TRACKED_BRANDS);
    t.clock.reset();
  });
});
