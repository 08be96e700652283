import { newReportDefaults, type GlobalSearchResponse, type ReportQueryResult } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reports, reportSnapshots } from '../reports/tables.ts';

const EMPTY_RESULT = {
  data: [],
  total: 0,
  page: 1,
  limit: 20,
  totals: {},
  averages: {},
  metrics: [],
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  currency: 'USD',
  timezone: 'UTC',
  syncStatus: 'synced',
  lastSyncedAt: null,
} satisfies ReportQueryResult;

describe('GET search: Analytics reports and snapshots', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let noAnalytics: { token: string };
  let ids: Record<'hooks' | 'comparison' | 'snapshot', string>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const { db } = t.context.database;

    const boardsOnly = await createUser(t, { firstName: 'Bo' });
    await addMember(t, {
      org: team.org,
      user: boardsOnly,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['inspiration'] }],
    });
    noAnalytics = { token: (await signIn(t, boardsOnly)).token };

    const account = await insertAdAccount(t, { org: team.org, workspace: team.workspace });
    const saved = (name: string, comparison = false) => ({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      adAccountId: account.id,
      fields: { ...newReportDefaults('meta', comparison), name },
    });
    const [hooks, comparison] = await db
      .insert(reports)
      .values([saved('Winning hooks, Q1'), saved('Hooks compared', true), saved('Spend by landing page')])
      .returning();
    const [snapshot] = await db
      .insert(reportSnapshots)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        adAccountId: account.id,
        reportId: hooks!.id,
        name: 'Winning hooks · Mar 3',
        report: { ...newReportDefaults('meta'), name: 'Winning hooks, Q1' },
        result: EMPTY_RESULT,
      })
      .returning();

    // Another organisation's report of the same name is never found.
    const rivalAccount = await insertAdAccount(t, { org: team.otherOrg, workspace: team.otherWorkspace });
    await db.insert(reports).values({
      orgId: team.otherOrg.id,
      workspaceId: team.otherWorkspace.id,
      adAccountId: rivalAccount.id,
      fields: { ...newReportDefaults('meta'), name: 'Hooks of the rival' },
    });
    ids = { hooks: hooks!.id, comparison: comparison!.id, snapshot: snapshot!.id };
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string>, token = team.admin.token) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?${new URLSearchParams(query).toString()}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GlobalSearchResponse>();
  };

  it("finds the workspace's reports and snapshots by name, names starting with the text first", async () => {
    const found = await search({ q: 'hooks', workspaceId: team.workspace.id });
    expect(found.reports).toEqual([
      {
        _id: ids.comparison,
        workspaceId: team.workspace.id,
        name: 'Hooks compared',
        emoticon: null,
        comparison: true,
      },
      {
        _id: ids.hooks,
        workspaceId: team.workspace.id,
        name: 'Winning hooks, Q1',
        emoticon: null,
        comparison: false,
      },
    ]);
    expect(found.snapshots.map((snapshot) => [snapshot._id, snapshot.name])).toEqual([
      [ids.snapshot, 'Winning hooks · Mar 3'],
    ]);
    // The text is matched as typed, never as a pattern.
    expect((await search({ q: '%', workspaceId: team.workspace.id })).reports).toEqual([]);
    expect((await search({ q: 'hooks_', workspaceId: team.workspace.id })).reports).toEqual([]);
  });

  it('finds no report without a workspace, nor for a member whose access leaves Analytics out', async () => {
    const global = await search({ q: 'hooks' });
    expect(global.reports).toEqual([]);
    expect(global.snapshots).toEqual([]);
    const member = await search({ q: 'hooks', workspaceId: team.workspace.id }, noAnalytics.token);
    expect(member.reports).toEqual([]);
    expect(member.snapshots).toEqual([]);
  });

  it("answers 404 for another organisation's workspace and never shows its reports", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=hooks&workspaceId=${team.otherWorkspace.id}`,
      headers: bearer(team.admin.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('rival');
    const own = await search({ q: 'rival', workspaceId: team.workspace.id });
    expect(own.reports).toEqual([]);
  });
});
