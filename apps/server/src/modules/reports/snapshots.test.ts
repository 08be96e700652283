import { newReportDefaults } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { bearer } from '../../test/factories.ts';
import {
  createFakeAdPlatform,
  FAKE_ADS,
  FAKE_DAYS,
  fakeComponents,
} from '../../test/fakes/fake-ad-platform.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { deleteAccountInsights } from '../ad-accounts/insight-store.ts';
import { ads } from '../ad-accounts/tables.ts';
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
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const DENIED = "You don't have permission to do this. Please contact your admin.";
/** Zod's own words for a query parameter left out; the schema's message covers an empty one. */

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

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/reports/api/v1${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const workspaceSnapshots = () =>
    t.context.database.db
      .select()
      .from(reportSnapshots)
      .where(eq(reportSnapshots.workspaceId, team.workspace.id));

  /** Each refused call answers its status (and message), and no snapshot changes. */
  async function expectRefused(
    cases: Array<[Parameters<typeof call>[0], string, string, object | undefined, number, string?]>,
  ) {
    const before = await workspaceSnapshots();
    for (const [method, url, token, payload, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url}`).toBe(message);
    }
    expect(await workspaceSnapshots()).toEqual(before);
  }

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
    // The link shows the snapshot, not where it came from: no workspace, ad account, report or member ids.
    expect(Object.keys(shared.json<object>()).sort()).toEqual([
      '_id',
      'createdAt',
      'name',
      'publicPath',
      'report',
      'result',
    ]);
    for (const id of [team.workspace.id, accountId, reportId, team.admin.user.id]) {
      expect(shared.body).not.toContain(id);
    }
    // Nor its ads' ids, which the team's own copy holds: the lines and ads have keys of the snapshot's own.
    const adIds = (
      await t.context.database.db.select({ id: ads.id }).from(ads).where(eq(ads.adAccountId, accountId))
    ).map((ad) => ad.id);
    const own = await call('GET', `/snapshots/${snapshot._id}`, team.admin.token);
    expect(adIds.filter((id) => own.body.includes(id))).not.toEqual([]);
    expect(adIds.filter((id) => shared.body.includes(id))).toEqual([]);
    const rows = shared.json<{ result: { data: Array<{ groupId: string; ad: { _id: string } }> } }>().result
      .data;
    expect(rows.map((row) => row.groupId)).toEqual(rows.map((_row, index) => `row-${index + 1}`));
    expect(rows.every((row) => /^ad-\d+$/.test(row.ad._id))).toBe(true);
    expect((await call('GET', '/public/snapshots/not-an-id')).statusCode).toBe(404);
  });

  it('lets guests read but not take or delete snapshots, hides other organisations’, and deletes', async () => {
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
    ).toBe(200);
    expect(
      (await call('GET', `/snapshots?workspaceId=${team.workspace.id}`, team.outsider.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/snapshots/${created._id}`, team.outsider.token)).statusCode).toBe(404);
    const guestRead = await call('GET', `/snapshots/${created._id}`, team.guest.token);
    expect(guestRead.statusCode).toBe(200);
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

  it('refuses bad input on every route, changing nothing', async () => {
    const kept = snapshotOf(await call('POST', '/snapshots', team.admin.token, { reportId, name: 'Kept' }));
    await expectRefused([
      ['POST', '/snapshots', team.admin.token, { reportId, name: ' ' }, 400, 'Please enter a snapshot name'],
      ['GET', '/snapshots', team.admin.token, undefined, 400, 'workspaceId is required'],
      ['GET', '/snapshots?workspaceId=', team.admin.token, undefined, 400, 'workspaceId is required'],
      ['GET', '/snapshots?workspaceId=not-an-id', team.admin.token, undefined, 404, 'Not Found'],
      [
        'GET',
        `/snapshots?workspaceId=${team.workspace.id}&adAccountId=not-an-id`,
        team.admin.token,
        undefined,
        404,
        'Not Found',
      ],
      ['GET', '/snapshots/not-an-id', team.admin.token, undefined, 404, 'Not Found'],
      ['PUT', '/snapshots/not-an-id', team.admin.token, { name: 'X' }, 404, 'Not Found'],
      ['DELETE', '/snapshots/not-an-id', team.admin.token, undefined, 404, 'Not Found'],
    ]);
    const filtered = await call(
      'GET',
      `/snapshots?workspaceId=${team.workspace.id}&adAccountId=${accountId}`,
      team.admin.token,
    );
    expect(filtered.json<{ data: Array<{ _id: string }> }>().data.map((item) => item._id)).toContain(
      kept._id,
    );
  });

  it('renames a snapshot, refusing a bad name, a guest and another organisation', async () => {
    const created = snapshotOf(
      await call('POST', '/snapshots', team.admin.token, { reportId, name: 'Draft' }),
    );
    const url = `/snapshots/${created._id}`;
    await expectRefused([
      ['PUT', url, team.admin.token, { name: '  ' }, 400, 'Please enter a snapshot name'],
      ['PUT', url, team.admin.token, {}, 400, 'Please enter a snapshot name'],
      [
        'PUT',
        url,
        team.admin.token,
        { name: 'x'.repeat(121) },
        400,
        'Name must be at most 120 characters long',
      ],
      ['PUT', url, team.guest.token, { name: 'Mine' }, 403, DENIED],
      ['PUT', url, team.outsider.token, { name: 'Mine' }, 404, 'Not Found'],
    ]);

    const renamed = await call('PUT', url, team.collaborator.token, { name: '  Launch week  ' });
    expect(renamed.statusCode).toBe(200);
    const fetched = await call('GET', url, team.admin.token);
    expect(renamed.json<unknown>()).toEqual(fetched.json<unknown>());
    expect(snapshotOf(renamed)).toMatchObject({
      _id: created._id,
      name: 'Launch week',
      report: created.report,
    });
    expect(snapshotOf(renamed).result).toEqual(created.result);
    const listed = await call('GET', `/snapshots?workspaceId=${team.workspace.id}`, team.admin.token);
    expect(
      listed
        .json<{ data: Array<{ _id: string; name: string }> }>()
        .data.find((item) => item._id === created._id)?.name,
    ).toBe('Launch week');
    expect(snapshotOf(await call('GET', `/public/snapshots/${created._id}`)).name).toBe('Launch week');
  });

  it("answers 404 to another organisation's report and snapshots, changing nothing", async () => {
    const { db } = t.context.database;
    const ours = snapshotOf(await call('POST', '/snapshots', team.admin.token, { reportId, name: 'Ours' }));
    const [frozen] = await db.select().from(reportSnapshots).where(eq(reportSnapshots.id, ours._id));
    // The other organisation's report and snapshot, written straight to its workspace.
    const tenant = { orgId: team.otherOrg.id, workspaceId: team.otherWorkspace.id };
    const account = await insertAdAccount(t, { org: team.otherOrg, workspace: team.otherWorkspace });
    const [theirReport] = await db
      .insert(reports)
      .values({ ...tenant, adAccountId: account.id, fields: frozen!.report })
      .returning();
    const [theirSnapshot] = await db
      .insert(reportSnapshots)
      .values({
        ...tenant,
        adAccountId: account.id,
        reportId: theirReport!.id,
        name: 'Theirs',
        report: frozen!.report,
        result: frozen!.result,
      })
      .returning();
    const bothWorkspaces = () =>
      db
        .select()
        .from(reportSnapshots)
        .where(inArray(reportSnapshots.workspaceId, [team.workspace.id, team.otherWorkspace.id]));

    const before = await bothWorkspaces();
    const theirs = `/snapshots/${theirSnapshot!.id}`;
    const cases: Array<[Parameters<typeof call>[0], string, object | undefined]> = [
      ['POST', '/snapshots', { reportId: theirReport!.id }],
      ['GET', `/snapshots?workspaceId=${team.otherWorkspace.id}`, undefined],
      ['GET', theirs, undefined],
      ['PUT', theirs, { name: 'Mine' }],
      ['DELETE', theirs, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, team.admin.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(messageOf(response), `${method} ${url}`).toBe('Not Found');
    }
    expect(await bothWorkspaces()).toEqual(before);
    // Filtering one's own workspace by their ad account shows none of their snapshots.
    const filtered = await call(
      'GET',
      `/snapshots?workspaceId=${team.workspace.id}&adAccountId=${account.id}`,
      team.admin.token,
    );
    expect(filtered.json()).toEqual({ data: [] });
  });
});
