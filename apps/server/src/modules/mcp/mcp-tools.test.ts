import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { API_KEY_MESSAGES, type TrackBrandResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { insertDriveFile, insertDriveFolder } from '../drive/test-support/drive-rows.ts';
import { insertBoard, insertSavedAd } from '../inspiration/files/test-support-inspiration.ts';
import { inspirationBoardFiles } from '../inspiration/tables.ts';
import { startShopFixture, type ShopFixture } from '../tools/product-details/test-support-shop.ts';
import { mcpHarness, resultOf, textOf } from './test-support-mcp.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;
type Id = string;

/** Every tool, called through the SDK's client against real rows, with the key's limits holding. */
describe('the MCP tools, against real rows', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let harness: Awaited<ReturnType<typeof mcpHarness>>;
  let team: Team;
  let secondWorkspace: { id: Id; orgId: Id };
  let read: Client;
  let write: Client;
  let limited: Client;
  let outsider: Client;
  const rows = {} as {
    brandId: Id;
    adIds: Id[];
    detectiveId: Id;
    boardId: Id;
    subBoardId: Id;
    emptyBoardId: Id;
    savedAdId: Id;
    secondBoardId: Id;
    foreignBoardId: Id;
    folderId: Id;
    fileId: Id;
    rootFileId: Id;
    reportId: Id;
  };

  beforeAll(async () => {
    shop = await startShopFixture('127.0.0.2');
    const sandbox = createSandboxConnector();
    t = await createTestApp({
      env: { API_KEY_RATE_LIMIT_PER_MINUTE: '1000', OUTBOUND_ALLOWED_NETWORKS: '127.0.0.2/32' },
      services: { adPlatforms: { meta: sandbox, tiktok: sandbox, sandbox } },
    });
    harness = await mcpHarness(t);
    team = await createTeam(t);
    secondWorkspace = await createWorkspace(t, team.org, 'Zeta team');

    // The library and a tracked competitor.
    const brand = await insertBrand(t, { name: 'Lumen Skin' });
    rows.brandId = brand.id;
    const today = new Date().toISOString().slice(0, 10);
    rows.adIds = [];
    for (const body of [
      'Glow serum. 20% off today.',
      'Glow serum for tired skin',
      'Night cream that works',
    ]) {
      rows.adIds.push((await insertAd(t, { brand, body, title: 'Lumen', startDate: today })).id);
    }
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/detective',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, brandId: brand.id },
    });
    rows.detectiveId = tracked.json<TrackBrandResponse>()._id;

    // Boards: one with a saved ad and a board inside, an empty one, one in another workspace, one elsewhere.
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Skincare hooks' });
    rows.boardId = board.id;
    rows.subBoardId = (
      await insertBoard(t, { workspace: team.workspace, name: 'Serums', parentId: board.id })
    ).id;
    rows.emptyBoardId = (await insertBoard(t, { workspace: team.workspace, name: 'To save into' })).id;
    rows.savedAdId = (
      await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [board.id],
        pageName: 'Glow Theory',
        body: 'Meet the serum everyone asks about.',
      })
    ).id;
    rows.secondBoardId = (await insertBoard(t, { workspace: secondWorkspace, name: 'Zeta board' })).id;
    rows.foreignBoardId = (await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival board' })).id;

    // The Creative Hub: a folder with a video, and an image at the root.
    const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Q3 launch' });
    rows.folderId = folder.id;
    rows.fileId = (
      await insertDriveFile(t, {
        workspace: team.workspace,
        name: 'launch-cut.mp4',
        folderId: folder.id,
        kind: 'video',
      })
    ).id;
    rows.rootFileId = (
      await insertDriveFile(t, { workspace: team.workspace, name: 'logo.png', folderId: null })
    ).id;

    // A sandbox ad account and a report of it, in a folder.
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/ad-accounts/onboard',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform: 'sandbox', accountIds: ['sbx_meta_us'] },
    });
    const adAccountId = onboarded.json<{ data: Array<{ _id: Id }> }>().data[0]!._id;
    const reportFolder = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/folders',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, adAccountId, name: 'Weekly' },
    });
    const report = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/reports',
      headers: bearer(team.admin.token),
      payload: {
        workspaceId: team.workspace.id,
        adAccountId,
        folderId: reportFolder.json<{ _id: Id }>()._id,
        name: 'Top ads by spend',
        datePreset: 'last_30d',
      },
    });
    rows.reportId = report.json<{ _id: Id }>()._id;

    const key = (scope: 'read' | 'write', workspaceIds?: Id[]) =>
      harness.makeKey({
        orgId: team.org.id,
        adminToken: team.admin.token,
        scope,
        ...(workspaceIds && { workspaceIds }),
      });
    read = await harness.connect(await key('read'));
    write = await harness.connect(await key('write'));
    limited = await harness.connect(await key('read', [team.workspace.id]));
    outsider = await harness.connect(
      await harness.makeKey({ orgId: team.otherOrg.id, adminToken: team.outsider.token, scope: 'write' }),
    );
  });
  afterAll(async () => {
    await harness?.close();
    await t?.close();
    await shop?.close();
  });

  const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
    client.callTool({ name, arguments: args });

  it('lists the workspaces a key may use: all of its organisation, or the ones it names', async () => {
    expect(resultOf(await call(read, 'list_workspaces'))).toEqual({
      workspaces: [
        { workspaceId: team.workspace.id, name: 'Brand team' },
        { workspaceId: secondWorkspace.id, name: 'Zeta team' },
      ],
    });
    expect(resultOf(await call(limited, 'list_workspaces'))).toEqual({
      workspaces: [{ workspaceId: team.workspace.id, name: 'Brand team' }],
    });
    expect(resultOf(await call(outsider, 'list_workspaces'))).toEqual({
      workspaces: [{ workspaceId: team.otherWorkspace.id, name: 'Rival workspace' }],
    });
  });

  it('lists the tracked brands and reads each menu of a dashboard, with ad ids to open', async () => {
    const tracked = resultOf<{ trackedBrands: Record<string, unknown>[] }>(
      await call(read, 'list_tracked_brands', { workspaceId: team.workspace.id }),
    );
    expect(tracked.trackedBrands).toEqual([
      expect.objectContaining({
        detectiveId: rows.detectiveId,
        brandId: rows.brandId,
        name: 'Lumen Skin',
        activeAds: 3,
      }),
    ]);

    const overview = resultOf<{
      menu: string;
      liveAds: { count: number; adIds: Id[] };
      formatMix: unknown[];
    }>(await call(read, 'get_brand_analytics', { detectiveId: rows.detectiveId, duration: 30 }));
    expect(overview.menu).toBe('overview');
    expect(overview.liveAds.count).toBe(3);
    expect([...overview.liveAds.adIds].sort()).toEqual([...rows.adIds].sort());
    expect(overview.formatMix).toEqual([{ format: 'image', ads: 3 }]);

    const copy = resultOf<{ offers: { kind: string; adIds: Id[] }[]; openingLines: { text: string }[] }>(
      await call(read, 'get_brand_analytics', { detectiveId: rows.detectiveId, menu: 'copy' }),
    );
    expect(copy.offers).toContainEqual(
      expect.objectContaining({ kind: 'percent-off', adIds: [rows.adIds[0]] }),
    );
    expect(copy.openingLines.map((line) => line.text)).toContain('Glow serum.');
    for (const menu of ['creatives', 'landing-pages', 'cadence']) {
      const answer = await call(read, 'get_brand_analytics', { detectiveId: rows.detectiveId, menu });
      expect(resultOf<{ menu: string }>(answer).menu).toBe(menu);
    }
    const cadence = resultOf<{ launches: number; launchDays: { adIds: Id[] }[] }>(
      await call(read, 'get_brand_analytics', { detectiveId: rows.detectiveId, menu: 'cadence' }),
    );
    expect(cadence.launches).toBe(3);
    expect(cadence.launchDays[0]!.adIds).toHaveLength(3);
  });

  it('lists the boards with their paths and a board’s saved ads, without media', async () => {
    const boards = resultOf<{ rootId: Id; boards: { boardId: Id; path: string; parentId: Id | null }[] }>(
      await call(read, 'list_boards', { workspaceId: team.workspace.id }),
    );
    expect(boards.boards).toEqual(
      expect.arrayContaining([
        { boardId: rows.boardId, name: 'Skincare hooks', parentId: null, path: 'Skincare hooks' },
        { boardId: rows.subBoardId, name: 'Serums', parentId: rows.boardId, path: 'Skincare hooks / Serums' },
      ]),
    );
    expect(boards.boards).toHaveLength(3);

    const saved = resultOf<{ total: number; boards: { boardId: Id }[]; ads: Record<string, unknown>[] }>(
      await call(read, 'list_saved_ads', { boardId: rows.boardId }),
    );
    expect(saved.total).toBe(1);
    expect(saved.boards.map((board) => board.boardId)).toEqual([rows.subBoardId]);
    expect(saved.ads).toEqual([
      expect.objectContaining({
        savedAdId: rows.savedAdId,
        brand: 'Glow Theory',
        body: 'Meet the serum everyone asks about.',
      }),
    ]);
    expect(JSON.stringify(saved)).not.toMatch(/thumbnail|assets|allowedActions/);
  });

  it('pages a long list with a cursor until it ends', async () => {
    for (const minutes of [1, 2, 3]) {
      await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [rows.subBoardId],
        pageName: `Serum ${minutes}`,
        savedMinutesAgo: minutes,
        images: 0,
      });
    }
    const first = resultOf<{ total: number; ads: { brand: string }[]; nextCursor: string | null }>(
      await call(read, 'list_saved_ads', { boardId: rows.subBoardId, limit: 2 }),
    );
    expect([first.total, first.ads.map((ad) => ad.brand)]).toEqual([3, ['Serum 1', 'Serum 2']]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = resultOf<{ ads: { brand: string }[]; nextCursor: string | null }>(
      await call(read, 'list_saved_ads', { boardId: rows.subBoardId, limit: 2, cursor: first.nextCursor }),
    );
    expect([second.ads.map((ad) => ad.brand), second.nextCursor]).toEqual([['Serum 3'], null]);
  });

  it('refuses to save with a read key (403, read-only), and saves once with a write key called twice', async () => {
    const args = { workspaceId: team.workspace.id, boardId: rows.emptyBoardId, adId: rows.adIds[1] };
    const refused = await call(read, 'save_ad_to_board', args);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(`403: ${API_KEY_MESSAGES.readOnly}`);
    const inBoard = () =>
      t.context.database.db
        .select()
        .from(inspirationBoardFiles)
        .where(eq(inspirationBoardFiles.boardId, rows.emptyBoardId));
    expect(await inBoard()).toHaveLength(0);

    const first = resultOf<{ saved: boolean; ad: { adId: Id; savedAdId: Id } }>(
      await call(write, 'save_ad_to_board', args),
    );
    expect(first).toMatchObject({ saved: true, ad: { adId: rows.adIds[1] } });
    const again = resultOf<{ ad: { savedAdId: Id } }>(await call(write, 'save_ad_to_board', args));
    expect(again.ad.savedAdId).toBe(first.ad.savedAdId);
    expect(await inBoard()).toHaveLength(1);
    const listed = resultOf<{ ads: { adId: Id }[] }>(
      await call(read, 'list_saved_ads', { boardId: rows.emptyBoardId }),
    );
    expect(listed.ads.map((ad) => ad.adId)).toEqual([rows.adIds[1]]);
  });

  it('keeps a limited key to its workspaces, and another organisation’s ids out of reach (404)', async () => {
    const otherWorkspaceBoard = await call(limited, 'list_saved_ads', { boardId: rows.secondBoardId });
    expect(otherWorkspaceBoard.isError).toBe(true);
    expect(textOf(otherWorkspaceBoard)).toMatch(/^404: /);
    expect(
      resultOf<{ total: number }>(await call(read, 'list_saved_ads', { boardId: rows.secondBoardId })).total,
    ).toBe(0);

    const foreign: [Client, string, Record<string, unknown>][] = [
      [read, 'list_saved_ads', { boardId: rows.foreignBoardId }],
      [read, 'list_boards', { workspaceId: team.otherWorkspace.id }],
      [read, 'list_tracked_brands', { workspaceId: team.otherWorkspace.id }],
      [read, 'list_creative_hub_files', { workspaceId: team.otherWorkspace.id }],
      [read, 'list_reports', { workspaceId: team.otherWorkspace.id }],
      [
        write,
        'save_ad_to_board',
        { workspaceId: team.otherWorkspace.id, boardId: rows.foreignBoardId, adId: rows.adIds[0] },
      ],
      [outsider, 'get_brand_analytics', { detectiveId: rows.detectiveId }],
      [outsider, 'list_saved_ads', { boardId: rows.boardId }],
      [outsider, 'list_creative_hub_files', { workspaceId: team.workspace.id, folderId: rows.folderId }],
      [outsider, 'run_report', { reportId: rows.reportId }],
    ];
    for (const [client, name, args] of foreign) {
      const answer = await call(client, name, args);
      expect(answer.isError, name).toBe(true);
      expect(textOf(answer), name).toMatch(/^404: /);
    }
  });

  it('lists the Creative Hub: the folders and the root’s files, then a folder’s files', async () => {
    const root = resultOf<{
      folders: { folderId: Id; path: string }[];
      subfolders: { folderId: Id }[];
      files: { fileId: Id; name: string; kind: string }[];
    }>(await call(read, 'list_creative_hub_files', { workspaceId: team.workspace.id }));
    expect(root.folders).toEqual([{ folderId: rows.folderId, name: 'Q3 launch', path: 'Q3 launch' }]);
    expect(root.subfolders.map((folder) => folder.folderId)).toEqual([rows.folderId]);
    expect(root.files).toEqual([
      expect.objectContaining({ fileId: rows.rootFileId, name: 'logo.png', kind: 'image' }),
    ]);

    const inFolder = resultOf<{ folderId: Id; files: { fileId: Id; kind: string }[] }>(
      await call(read, 'list_creative_hub_files', {
        workspaceId: team.workspace.id,
        folderId: rows.folderId,
      }),
    );
    expect(inFolder.folderId).toBe(rows.folderId);
    expect(inFolder.files).toEqual([expect.objectContaining({ fileId: rows.fileId, kind: 'video' })]);
    expect(JSON.stringify(inFolder)).not.toMatch(/URL|storage/i);
  });

  it('lists the reports and runs one: rows by group, metric values by key, at most the limit', async () => {
    const listed = resultOf<{ reports: Record<string, unknown>[] }>(
      await call(read, 'list_reports', { workspaceId: team.workspace.id }),
    );
    expect(listed.reports).toEqual([
      expect.objectContaining({ reportId: rows.reportId, name: 'Top ads by spend', folder: 'Weekly' }),
    ]);

    const ran = resultOf<{
      report: { reportId: Id };
      metrics: string[];
      totalRows: number;
      totals: Record<string, number | null>;
      rows: { group: string; metrics: Record<string, number | null> }[];
    }>(await call(read, 'run_report', { reportId: rows.reportId, datePreset: 'last_90d', limit: 3 }));
    expect(ran.report.reportId).toBe(rows.reportId);
    expect(ran.metrics).toContain('spend');
    expect(ran.totalRows).toBeGreaterThan(3);
    expect(ran.rows).toHaveLength(3);
    for (const row of ran.rows) {
      expect(Object.keys(row.metrics)).toEqual(ran.metrics);
      expect(row.group.length).toBeGreaterThan(0);
    }
    const spends = ran.rows.map((row) => row.metrics['spend']!);
    expect([...spends].sort((a, b) => b - a)).toEqual(spends);
    expect(ran.totals['spend']).toBeGreaterThanOrEqual(spends.reduce((sum, spend) => sum + spend, 0) - 0.01);
  });

  it('writes hooks for a product and reads a product page', async () => {
    const hooks = resultOf<{ generatedBy: string; hooks: { text: string; stage: string }[] }>(
      await call(read, 'generate_hooks', {
        product: 'Lumen Glow serum: vitamin C serum that fades dark spots in 14 days',
        audience: 'women over 35',
        tone: 'friendly',
        count: 5,
      }),
    );
    expect(hooks.generatedBy).toBe('formulas');
    expect(hooks.hooks).toHaveLength(5);
    const texts = hooks.hooks.map((hook) => hook.text).join(' ');
    expect(texts).toContain('fade dark spots in 14 days');
    expect(texts).toContain('women over 35');

    const product = resultOf<{ name: string; brand: string; price: string; source: string }>(
      await call(read, 'fetch_product_details', { url: `${shop.origin}/products/trail-runner` }),
    );
    expect(product).toMatchObject({ name: 'Trail Runner 2', brand: 'Northbound', source: 'shopify' });
    const refused = await call(read, 'fetch_product_details', { url: 'http://127.0.0.1:9/products/x' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^400: /);
  });

  it('refuses bad arguments before any call', async () => {
    const badMenu = await call(read, 'get_brand_analytics', {
      detectiveId: rows.detectiveId,
      menu: 'everything',
    });
    expect(badMenu.isError).toBe(true);
    const tooMany = await call(read, 'list_saved_ads', { boardId: rows.boardId, limit: 500 });
    expect(tooMany.isError).toBe(true);
  });
});
