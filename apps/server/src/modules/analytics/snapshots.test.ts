import { newReportDefaults } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createFakeAdPlatform, FAKE_ADS, FAKE_DAYS, fakeComponents } from '../../test/fake-ad-platform.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';
import { deleteAccountInsights } from './insight-store.ts';
import { reportSnapshots, reports } from './tables.ts';

interface SnapshotBody {
  _id: string;
  name: string;
  createdBy: string | null;
  publicPath: string;
  report: { name: string };
  result: { total: number; totals: Record<string, number | null>; data: Array<{ groupId: string }> };
}
const snapshotOf = (response: LightMyRequestResponse) => response.json<SnapshotBody>();

describe('snapshots', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let accountId: string;
  let reportId: string;

  beforeAll(async () => {
    const fake = createFakeAdPlatform();
    t = await createTestApp({
      services: { adPlatforms: { meta: fake, tiktok: fake, sandbox: createSandboxConnector() } },
    });
    team = await createTeam(t);
    await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/platforms/meta/connect',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, accessToken: 'good' },
    });
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/ad-accounts/onboard',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform: 'meta', accountIds: ['act_100'] },
    });
    accountId = onboarded.json<{ data: Array<{ _id: string }> }>().data[0]!._id;
    const [report] = await t.context.database.db
      .insert(reports)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        adAccountId: accountId,
        fields: {
          ...newReportDefaults('meta'),
          name: 'January winners',
          datePreset: null,
          startDate: '2026-01-01',
          endDate: '2026-01-10',
          tableMetrics: ['spend', 'inline_link_click_ctr'],
          cardMetrics: ['spend'],
          barMetrics: ['spend'],
          lineMetrics: ['spend'],
        },
      })
      .returning();
    reportId = report!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/reports/api/v1${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  it('freezes a report, lists it, and shows it by link without an account even after the data changes', async () => {
    const created = await call('POST', '/snapshots', team.collaborator.token, { reportId });
    expect(created.statusCode).toBe(200);
    const snapshot = snapshotOf(created);
    expect(snapshot.name).toBe('January winners · 2026-01-01 to 2026-01-10');
    expect(snapshot.publicPath).toBe(`/share/snapshots/${snapshot._id}`);
    expect(snapshot.result.total).toBe(5);
    const spend = FAKE_ADS.filter((ad) => ad.weight > 0).reduce(
      (sum, ad) =>
        sum + FAKE_DAYS.reduce((days, _day, index) => days + fakeComponents(ad.weight, index).spend!, 0),
      0,
    );
    expect(snapshot.result.totals.spend).toBeCloseTo(spend, 6);

    const listed = await call('GET', `/snapshots?workspaceId=${team.workspace.id}`, team.admin.token);
    expect(listed.json<{ data: Array<{ _id: string }> }>().data.map((item) => item._id)).toEqual([
      snapshot._id,
    ]);

    await deleteAccountInsights(t.context.database.db, accountId);
    const shared = await call('GET', `/public/snapshots/${snapshot._id}`);
    expect(shared.statusCode).toBe(200);
    expect(snapshotOf(shared).result.totals.spend).toBeCloseTo(spend, 6);
    expect(snapshotOf(shared).createdBy).toBeNull();
    expect((await call('GET', '/public/snapshots/not-an-id')).statusCode).toBe(404);
  });

  it('denies guests, hides snapshots from other organisations, and deletes', async () => {
    const created = snapshotOf(
      await call('POST', '/snapshots', team.admin.token, { reportId, name: 'Kept' }),
    );
    const before = await t.context.database.db
      .select()
      .from(reportSnapshots)
      .where(eq(reportSnapshots.workspaceId, team.workspace.id));
    expect((await call('POST', '/snapshots', team.guest.token, { reportId })).statusCode).toBe(403);
    expect((await call('POST', '/snapshots', team.outsider.token, { reportId })).statusCode).toBe(404);
    expect((await call('POST', '/snapshots', team.admin.token, { reportId: 'nope' })).statusCode).toBe(404);
    expect((await call('POST', '/snapshots', team.admin.token, {})).statusCode).toBe(400);
    expect(
      (await call('GET', `/snapshots?workspaceId=${team.workspace.id}`, team.guest.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/snapshots?workspaceId=${team.workspace.id}`, team.outsider.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/snapshots/${created._id}`, team.outsider.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/snapshots/${created._id}`, team.outsider.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/snapshots/${created._id}`, team.guest.token)).statusCode).toBe(403);
    expect(
      await t.context.database.db
        .select()
        .from(reportSnapshots)
        .where(eq(reportSnapshots.workspaceId, team.workspace.id)),
    ).toEqual(before);
    expect(snapshotOf(await call('GET', `/snapshots/${created._id}`, team.collaborator.token)).name).toBe(
      'Kept',
    );
    expect((await call('DELETE', `/snapshots/${created._id}`, team.admin.token)).json()).toEqual({
      snapshotId: created._id,
    });
    expect((await call('GET', `/public/snapshots/${created._id}`)).statusCode).toBe(404);
  });
});
