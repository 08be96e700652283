import {
  DETECTIVE_MESSAGES,
  type DetectiveAnalyticsResponse,
  type TrackBrandResponse,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { discoverBrandIngestedJob } from '../discover/index.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { detectiveCaller, messageOf } from './test-support-detective.ts';

describe("a tracked brand's dashboard: GET detective/{detectiveId}/analytics", () => {
  let t: TestApp;
  let call: ReturnType<typeof detectiveCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let tracker: TrackBrandResponse;
  let stride: Awaited<ReturnType<typeof insertBrand>>;
  const ads: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    call = detectiveCaller(t);
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Stride' });
    stride = brand;
    // Four launches on March 2 (a burst), one in January still running, one stopped in February.
    for (let index = 0; index < 4; index += 1) {
      ads.push((await insertAd(t, { brand, startDate: '2026-03-02' })).id);
    }
    ads.push((await insertAd(t, { brand, startDate: '2026-01-05' })).id);
    await insertAd(t, { brand, startDate: '2025-12-01', endDate: '2026-02-01' });
    // Another brand's ads on the same days are never counted.
    const other = await insertBrand(t, { name: 'Elsewhere' });
    for (let index = 0; index < 5; index += 1) await insertAd(t, { brand: other, startDate: '2026-03-02' });
    const tracked = await call('POST', 'detective', team.admin.token, {
      workspaceId: team.workspace.id,
      brandId: brand.id,
    });
    tracker = tracked.json<TrackBrandResponse>();
  });
  afterAll(() => t.close());

  const dashboard = (query: string, token = team.guest.token) =>
    call('GET', `detective/${tracker._id}/analytics${query}`, token);

  it('answers the overview of the last 365 days unless asked otherwise, counting only the brand', async () => {
    const response = await dashboard('');
    expect(response.statusCode).toBe(200);
    const body = response.json<DetectiveAnalyticsResponse>();
    if (body.menu !== 'overview') throw new Error(`expected the overview, got ${body.menu}`);
    expect(body.analytics.period).toEqual({ days: 365, from: '2025-03-11', to: '2026-03-10' });
    const today = body.analytics.activePerDay.at(-1);
    expect(today?.day).toBe('2026-03-10');
    expect(today?.ads.total).toBe(5);
    expect(body.analytics.liveAds.total).toBe(6);
  });

  it('answers each menu over the chosen duration', async () => {
    for (const menu of ['overview', 'creatives', 'copy', 'landing-pages', 'cadence'] as const) {
      const response = await dashboard(`?duration=14&menu=${menu}`);
      expect(response.statusCode, menu).toBe(200);
      const body = response.json<DetectiveAnalyticsResponse>();
      expect(body.menu).toBe(menu);
      expect(body.analytics.period).toEqual({ days: 14, from: '2026-02-25', to: '2026-03-10' });
    }
    const cadence = (await dashboard('?duration=14&menu=cadence')).json<DetectiveAnalyticsResponse>();
    if (cadence.menu !== 'cadence') throw new Error('expected the cadence');
    const burst = cadence.analytics.launchesPerDay.filter((day) => day.burst);
    expect(burst.map((day) => [day.day, day.ads.total])).toEqual([['2026-03-02', 4]]);
    expect([...burst[0]!.ads.adIds].sort()).toEqual([...ads.slice(0, 4)].sort());
  });

  it("keeps a day's figures for every reader until the brand's ads are read again, and the next day computes anew", async () => {
    const liveAds = async (token = team.guest.token) => {
      const body = (await dashboard('?duration=30', token)).json<DetectiveAnalyticsResponse>();
      if (body.menu !== 'overview') throw new Error(`expected the overview, got ${body.menu}`);
      return body.analytics.liveAds.total;
    };
    expect(await liveAds()).toBe(5);
    // An ad written behind the dashboard's back is not seen until the brand's read ends.
    await insertAd(t, { brand: stride, startDate: '2026-03-09' });
    expect(await liveAds(team.admin.token)).toBe(5);
    await dispatchJob(t.context, discoverBrandIngestedJob, { brandId: stride.id });
    expect(await liveAds()).toBe(6);
    // The next day's dashboard is its own.
    t.clock.set(new Date('2026-03-11T09:00:00Z'));
    const body = (await dashboard('?duration=30')).json<DetectiveAnalyticsResponse>();
    expect(body.analytics.period).toEqual({ days: 30, from: '2026-02-10', to: '2026-03-11' });
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
  });

  it('refuses another duration or menu with the words of the table', async () => {
    const duration = await dashboard('?duration=31');
    expect(duration.statusCode).toBe(400);
    expect(messageOf(duration)).toBe(DETECTIVE_MESSAGES.durationInvalid);
    const menu = await dashboard('?menu=hooks');
    expect(menu.statusCode).toBe(400);
    expect(messageOf(menu)).toBe(DETECTIVE_MESSAGES.menuInvalid);
  });

  it("is another organisation's 404, and a signed-out caller's 401", async () => {
    const stranger = await createTeam(t);
    expect((await dashboard('', stranger.admin.token)).statusCode).toBe(404);
    expect((await dashboard('', stranger.guest.token)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/detective/${tracker._id}/analytics`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', 'detective/not-a-tracker/analytics', team.admin.token)).statusCode).toBe(404);
  });
});
