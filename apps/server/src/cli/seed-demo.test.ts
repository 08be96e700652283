import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invites, orgMembers, organisations, workspaceGrants, workspaces } from '../composition/tables.ts';
import { users } from '../modules/users/tables.ts';
import { adAccounts } from '../modules/ad-accounts/tables.ts';
import { reportFolders, reports } from '../modules/reports/tables.ts';
import { bearer, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { driveDiscussions, driveFiles, driveFileVersions } from '../modules/drive/tables.ts';
import { shareLinks } from '../modules/sharing/tables.ts';
import { seedDemoDrive } from './seed-demo-drive.ts';
import { DEMO_USER, seedDemo } from './seed-demo.ts';

describe('seed-demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** How many rows each table the seed writes holds. */
  async function rowCounts() {
    const { db } = t.context.database;
    const tables = {
      users,
      organisations,
      workspaces,
      orgMembers,
      workspaceGrants,
      invites,
      adAccounts,
      reportFolders,
      reports,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select().from(table)).length;
    return counts;
  }

  it('creates the demo user once, prints its sign-in in a box, and the sign-in works', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const first = await seedDemo(t.context);
      const afterFirst = await rowCounts();
      const second = await seedDemo(t.context);
      expect(first).toMatchObject({ created: true, orgCreated: true });
      expect(second).toEqual({ created: false, userId: first.userId, orgId: first.orgId, orgCreated: false });
      // A second run creates nothing new.
      expect(await rowCounts()).toEqual(afterFirst);
      const printed = print.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain(DEMO_USER.email);
      expect(printed).toContain(DEMO_USER.password);
      expect(printed).toContain('Hookline Demo');
      expect(printed).toMatch(/^\+-+\+$/m);
    } finally {
      print.mockRestore();
    }
    expect(
      await t.context.database.db.select().from(users).where(eq(users.email, DEMO_USER.email)),
    ).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives the demo user the "Hookline Demo" organisation, as its admin, with two workspaces', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { userId, orgId } = await seedDemo(t.context).finally(() => print.mockRestore());
    const { db } = t.context.database;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org?.name).toBe('Hookline Demo');
    const names = (await db.select().from(workspaces).where(eq(workspaces.orgId, orgId))).map((w) => w.name);
    expect(names.sort()).toEqual(['Brand team', 'Performance']);
    const members = await db.select().from(orgMembers).where(eq(orgMembers.orgId, orgId));
    expect(members).toEqual([
      expect.objectContaining({ userId, role: 'org_admin', inviteStatus: 'accepted', isActive: true }),
    ]);

    const { token } = await signIn(t, DEMO_USER);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${orgId}/members`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { email: string; workspaceCount: number }[] }>().data).toEqual([
      expect.objectContaining({ email: DEMO_USER.email, workspaceCount: 2 }),
    ]);
  });

  it("turns the demo organisation's Detective AI flag on once, so an operator's later choice stands", async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const { orgId } = await seedDemo(t.context);
      const { db } = t.context.database;
      const flagOf = async () =>
        (await db.select().from(organisations).where(eq(organisations.id, orgId)))[0]?.enableDetectiveAI;
      expect(await flagOf()).toBe(true);
      await db.update(organisations).set({ enableDetectiveAI: false }).where(eq(organisations.id, orgId));
      await seedDemo(t.context);
      expect(await flagOf()).toBe(false);
    } finally {
      print.mockRestore();
    }
  });

  it('gives the demo "Performance" workspace synced sandbox Meta and TikTok accounts, a folder and two reports', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { orgId } = await seedDemo(t.context).finally(() => print.mockRestore());
    const { token } = await signIn(t, DEMO_USER);
    const { db } = t.context.database;
    const [performance] = await db.select().from(workspaces).where(eq(workspaces.name, 'Performance'));
    expect(performance?.orgId).toBe(orgId);
    const accounts = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/ad-accounts?workspaceId=${performance!.id}`,
      headers: bearer(token),
    });
    const data = accounts.json<{
      data: Array<{ _id: string; platform: string; syncStatus: string; syncedThrough: string }>;
    }>().data;
    expect(data.map((account) => [account.platform, account.syncStatus]).sort()).toEqual([
      ['meta', 'synced'],
      ['tiktok', 'synced'],
    ]);
    const meta = data.find((account) => account.platform === 'meta')!;
    const folders = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/folders?workspaceId=${performance!.id}&adAccountId=${meta._id}`,
      headers: bearer(token),
    });
    const [folder] = folders.json<{
      data: Array<{ name: string; children: Array<{ _id: string; reportType: string }> }>;
    }>().data;
    expect(folder?.name).toBe('Weekly review');
    expect(folder?.children.map((report) => report.reportType)).toEqual(['top_ads', 'comparison']);
    for (const report of folder!.children) {
      const saved = await t.app.inject({
        method: 'GET',
        url: `/reports/api/v1/reports/${report._id}`,
        headers: bearer(token),
      });
      const fields = saved.json<{ datePreset: string; groupAdsBy: string; tableMetrics: string[] }>();
      const result = await t.app.inject({
        method: 'POST',
        url: '/reports/api/v1/reports/query',
        headers: bearer(token),
        payload: {
          adAccountId: meta._id,
          datePreset: fields.datePreset,
          groupAdsBy: fields.groupAdsBy,
          metrics: fields.tableMetrics,
          comparison: report.reportType === 'comparison',
        },
      });
      expect(result.statusCode).toBe(200);
      const body = result.json<{ total: number; totals: { spend: number } }>();
      expect(body.total).toBeGreaterThan(5);
      expect(body.totals.spend).toBeGreaterThan(0);
    }
    const byAngle = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/reports/query',
      headers: bearer(token),
      payload: { adAccountId: meta._id, datePreset: 'last_90d', groupAdsBy: 'ai:angle', metrics: ['spend'] },
    });
    expect(byAngle.statusCode).toBe(200);
    expect(byAngle.json<{ total: number }>().total).toBeGreaterThan(1);
  });
});

describe('seed-demo: the Creative Hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills "Brand team" with sample creatives, versions, comments, tags and a client share link, once', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const demo = await seedDemo(t.context).finally(() => print.mockRestore());
    expect(await seedDemoDrive(t.context, demo)).toEqual({ created: true });

    const { token } = await signIn(t, DEMO_USER);
    const { db } = t.context.database;
    const [brand] = await db.select().from(workspaces).where(eq(workspaces.name, 'Brand team'));
    const tree = await t.app.inject({
      method: 'GET',
      url: `/api/v1/assets/folder-tree/workspace/${brand!.id}`,
      headers: bearer(token),
    });
    type Node = { name: string; children: Node[] };
    const root = tree.json<Node>();
    expect(root.children.map((node) => node.name)).toEqual([
      'Spring launch 2027',
      'UGC creators',
      'Brand assets',
    ]);
    expect(root.children[0]!.children.map((node) => node.name)).toEqual(['Statics', 'Videos', 'Final cuts']);

    const files = await db.select().from(driveFiles).where(eq(driveFiles.workspaceId, brand!.id));
    expect(files.map((file) => file.name).sort()).toContain('spring-sale-reel.mp4');
    const versions = await db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.workspaceId, brand!.id));
    // Every version was made and processed: thumbnails, and a poster and preview for each video.
    expect(versions.every((version) => !version.processing && version.thumbnailKey !== null)).toBe(true);
    expect(
      versions.filter((version) => version.kind === 'video').every((version) => version.previewKey),
    ).toBe(true);
    const reel = files.find((file) => file.name === 'spring-sale-reel.mp4')!;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/assets/file/${reel.id}`,
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({ versions: [{ number: 1 }, { number: 2, isActive: true }] });
    expect(
      detail
        .json<{ tags: Array<{ name: string }> }>()
        .tags.map((tag) => tag.name)
        .sort(),
    ).toEqual(['Hero', 'Needs review']);
    const comments = await db
      .select()
      .from(driveDiscussions)
      .where(eq(driveDiscussions.workspaceId, brand!.id));
    expect(comments.some((comment) => comment.annotation?.frame === 72)).toBe(true);
    const links = await db.select().from(shareLinks).where(eq(shareLinks.workspaceId, brand!.id));
    expect(links).toHaveLength(1);

    // A second start finds the demo finished and makes nothing.
    expect(await seedDemoDrive(t.context, demo)).toEqual({ created: false });
    expect(await db.select().from(driveFiles).where(eq(driveFiles.workspaceId, brand!.id))).toHaveLength(
      files.length,
    );
  }, 180_000);
});
