import { META_DEFAULT_METRICS, TIKTOK_TABLE_METRICS } from '@hookline/domain';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount, insertAds } from '../../../test/analytics-factories.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  creativeTagAssignments,
  creativeTags,
  namingConventions,
  reportFolders,
  reports,
  tablePresets,
} from '../tables.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown> & { _id: string };
const base = '/reports/api/v1';
const json = (response: LightMyRequestResponse) => response.json<Json>();
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const DENIED = "You don't have permission to do this. Please contact your admin.";
const NOT_FOUND = 'Not Found';
/** Zod's own words for a query parameter left out; the schema's message covers an empty one. */

describe('report library: folders, reports, presets, creative tags, naming conventions', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let meta: Awaited<ReturnType<typeof insertAdAccount>>;
  let tiktok: Awaited<ReturnType<typeof insertAdAccount>>;
  /** An ad account of the other organisation. */
  let foreign: Awaited<ReturnType<typeof insertAdAccount>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    meta = await insertAdAccount(t, { org: team.org, workspace: team.workspace, platform: 'meta' });
    tiktok = await insertAdAccount(t, { org: team.org, workspace: team.workspace, platform: 'tiktok' });
    foreign = await insertAdAccount(t, { org: team.otherOrg, workspace: team.otherWorkspace });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** The library of both organisations' workspaces, so a write that lands in either one shows. */
  async function snapshot() {
    const { db } = t.context.database;
    const both = [team.workspace.id, team.otherWorkspace.id];
    return {
      folders: await db.select().from(reportFolders).where(inArray(reportFolders.workspaceId, both)),
      reports: await db.select().from(reports).where(inArray(reports.workspaceId, both)),
      presets: await db.select().from(tablePresets).where(inArray(tablePresets.workspaceId, both)),
      tags: await db.select().from(creativeTags).where(inArray(creativeTags.workspaceId, both)),
      assignments: await db.select().from(creativeTagAssignments),
      conventions: await db
        .select()
        .from(namingConventions)
        .where(inArray(namingConventions.workspaceId, both)),
    };
  }

  /** Bad input, a guest (who may only read) and another organisation change nothing. */
  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await snapshot();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (message) expect(messageOf(response)).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  }

  it('gives a new report the spec defaults of its platform', async () => {
    const fresh = json(await call('GET', `/reports/new?adAccountId=${meta.id}`, team.collaborator.token));
    expect(fresh).toMatchObject({
      _id: 'new',
      name: 'Untitled Report',
      reportType: 'top_ads',
      sortingField: 'spend',
      sortingOrder: 'desc',
      datePreset: 'last_14d',
      startDate: null,
      endDate: null,
      groupAdsBy: 'ad_name',
      selectedChart: 'bar',
      colorHighlightEnabled: true,
      colorLowlightEnabled: false,
      adStatusColumnEnabled: false,
      creativeTagColumnEnabled: false,
      adLaunchDateColumnEnabled: false,
      tableMetrics: [...META_DEFAULT_METRICS],
      barMetrics: ['spend', 'purchase_roas'],
    });
    const tiktokComparison = json(
      await call('GET', `/reports/new?adAccountId=${tiktok.id}&comparison=true`, team.admin.token),
    );
    expect(tiktokComparison).toMatchObject({
      reportType: 'tiktok_comparison',
      tableMetrics: [...TIKTOK_TABLE_METRICS],
    });
    expect((await call('GET', `/reports/new?adAccountId=${meta.id}`, team.guest.token)).statusCode).toBe(200);
    expect((await call('GET', `/reports/new?adAccountId=${meta.id}`, team.outsider.token)).statusCode).toBe(
      404,
    );
    await expectRefused([
      ['GET', '/reports/new', undefined, team.admin.token, 400, 'Please select an ad account'],
      ['GET', '/reports/new?adAccountId=', undefined, team.admin.token, 400, 'Please select an ad account'],
      ['GET', '/reports/new?adAccountId=not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
      [
        'GET',
        `/reports/new?adAccountId=${meta.id}&comparison=maybe`,
        undefined,
        team.admin.token,
        400,
        "comparison must be 'true' or 'false'",
      ],
      ['GET', `/reports/new?adAccountId=${foreign.id}`, undefined, team.admin.token, 404, NOT_FOUND],
    ]);
  });

  it('saves, changes, moves and deletes reports, refusing bad fields', async () => {
    const created = await call('POST', '/reports', team.collaborator.token, {
      workspaceId: team.workspace.id,
      adAccountId: meta.id,
      name: 'Hooks',
      datePreset: 'last_30d',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      tableMetrics: ['spend', 'thumbstop_ratio'],
    });
    expect(created.statusCode).toBe(200);
    const report = json(created);
    // A preset clears the dates; fields left out take the defaults.
    expect(report).toMatchObject({
      name: 'Hooks',
      startDate: null,
      endDate: null,
      datePreset: 'last_30d',
      groupAdsBy: 'ad_name',
    });
    expect(json(await call('GET', `/reports/${report._id}`, team.admin.token)).name).toBe('Hooks');

    await expectRefused([
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: meta.id, tableMetrics: ['nope'] },
        team.admin.token,
        400,
        'Unknown metric: nope',
      ],
      [
        'POST',
        '/reports',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          comparison: true,
          tableMetrics: ['spend', 'hook_score'],
        },
        team.admin.token,
        400,
        'Creative scores are not available in comparison mode',
      ],
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: meta.id, datePreset: null },
        team.admin.token,
        400,
        'Please choose a date preset or a start and end date',
      ],
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: tiktok.id, groupAdsBy: 'headline' },
        team.admin.token,
        400,
        'This grouping is not available for this ad account',
      ],
      [
        'POST',
        '/reports',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          groupAdsBy: 'naming_convention:00000000-0000-0000-0000-000000000000:angle',
        },
        team.admin.token,
        400,
        'This grouping is not available for this ad account',
      ],
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: '' },
        team.admin.token,
        400,
        'Please enter a report name',
      ],
      ['POST', '/reports', { workspaceId: team.workspace.id, adAccountId: meta.id }, team.guest.token, 403],
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: meta.id },
        team.outsider.token,
        404,
      ],
      [
        'POST',
        '/reports',
        { workspaceId: team.otherWorkspace.id, adAccountId: meta.id },
        team.admin.token,
        404,
      ],
      [
        'PUT',
        `/reports/${report._id}`,
        { sortingField: 'nope' },
        team.admin.token,
        400,
        'Unknown metric: nope',
      ],
      ['PUT', `/reports/${report._id}`, { name: 'Mine' }, team.guest.token, 403],
      ['PUT', `/reports/${report._id}`, { name: 'Mine' }, team.outsider.token, 404],
      ['GET', `/reports/${report._id}`, undefined, team.outsider.token, 404],
      ['GET', `/reports/${report._id}`, undefined, team.guest.token, 200],
      ['GET', '/reports/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
      ['DELETE', '/reports/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
      ['DELETE', `/reports/${report._id}`, undefined, team.guest.token, 403],
      ['DELETE', `/reports/${report._id}`, undefined, team.outsider.token, 404],
    ]);

    const dated = json(
      await call('PUT', `/reports/${report._id}`, team.admin.token, {
        datePreset: null,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      }),
    );
    expect(dated).toMatchObject({ datePreset: null, startDate: '2026-01-01', endDate: '2026-01-31' });
    // Moving to a TikTok account resets the metric sets and the sort.
    const moved = json(
      await call('PUT', `/reports/${report._id}`, team.admin.token, { adAccountId: tiktok.id }),
    );
    expect(moved).toMatchObject({
      adAccountId: tiktok.id,
      reportType: 'tiktok_top_ads',
      tableMetrics: [...TIKTOK_TABLE_METRICS],
      sortingField: 'spend',
    });
    expect(json(await call('DELETE', `/reports/${report._id}`, team.admin.token))).toEqual({
      reportId: report._id,
    });
    expect((await call('GET', `/reports/${report._id}`, team.admin.token)).statusCode).toBe(404);
  });

  it('keeps folders in order with their reports, reorders and deletes them', async () => {
    const first = json(
      await call('POST', '/folders', team.admin.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        name: 'Weekly',
      }),
    );
    const second = json(
      await call('POST', '/folders', team.collaborator.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        name: 'Tests',
        emoticon: '🧪',
      }),
    );
    const inFirst = json(
      await call('POST', '/reports', team.admin.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        folderId: first._id,
        name: 'A',
      }),
    );
    const alsoFirst = json(
      await call('POST', '/reports', team.admin.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        folderId: first._id,
        name: 'B',
      }),
    );
    const unfiled = json(
      await call('POST', '/reports', team.admin.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        name: 'C',
      }),
    );
    const tree = await call(
      'GET',
      `/folders?workspaceId=${team.workspace.id}&adAccountId=${meta.id}`,
      team.collaborator.token,
    );
    const body = tree.json<{
      data: Array<{ _id: string; name: string; children: Array<{ name: string }> }>;
      unfiled: Array<{ _id: string }>;
    }>();
    expect(body.data.map((folder) => [folder.name, folder.children.map((child) => child.name)])).toEqual([
      ['Weekly', ['A', 'B']],
      ['Tests', []],
    ]);
    expect(body.unfiled.map((report) => report._id)).toContain(unfiled._id);

    await expectRefused([
      [
        'POST',
        '/folders',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: ' ' },
        team.admin.token,
        400,
        'Please enter a folder name',
      ],
      [
        'POST',
        '/folders',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X' },
        team.guest.token,
        403,
      ],
      [
        'POST',
        '/folders',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X' },
        team.outsider.token,
        404,
      ],
      ['PUT', `/folders/${first._id}`, { name: 'X' }, team.outsider.token, 404],
      ['PUT', `/folders/${first._id}`, {}, team.admin.token, 400, 'Nothing to update'],
      ['DELETE', `/folders/${first._id}`, undefined, team.guest.token, 403],
      ['DELETE', `/folders/${first._id}`, undefined, team.outsider.token, 404],
      [
        'PUT',
        '/folders/reorder',
        { workspaceId: team.workspace.id, adAccountId: meta.id, folders: [{ _id: first._id }] },
        team.admin.token,
        400,
        'Please list every folder once',
      ],
      [
        'PUT',
        '/folders/reorder',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          folders: [{ _id: first._id }, { _id: second._id }],
        },
        team.outsider.token,
        404,
      ],
      ['GET', `/folders?workspaceId=${team.workspace.id}`, undefined, team.guest.token, 200],
      ['GET', `/folders?workspaceId=${team.workspace.id}`, undefined, team.outsider.token, 404, NOT_FOUND],
      ['GET', `/folders?workspaceId=${team.otherWorkspace.id}`, undefined, team.admin.token, 404, NOT_FOUND],
      ['GET', '/folders', undefined, team.admin.token, 400, 'workspaceId is required'],
      ['GET', '/folders?workspaceId=', undefined, team.admin.token, 400, 'workspaceId is required'],
      [
        'GET',
        `/folders?workspaceId=${team.workspace.id}&adAccountId=not-an-id`,
        undefined,
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      [
        'PUT',
        '/folders/reorder',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          folders: [{ _id: second._id }, { _id: first._id }],
        },
        team.guest.token,
        403,
        DENIED,
      ],
      ['PUT', `/folders/${first._id}`, { name: 'X' }, team.guest.token, 403, DENIED],
      ['DELETE', '/folders/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
      [
        'POST',
        '/reports',
        { workspaceId: team.workspace.id, adAccountId: tiktok.id, folderId: first._id },
        team.admin.token,
        404,
      ],
    ]);

    const reordered = await call('PUT', '/folders/reorder', team.admin.token, {
      workspaceId: team.workspace.id,
      adAccountId: meta.id,
      folders: [{ _id: second._id, reportIds: [alsoFirst._id, unfiled._id] }, { _id: first._id }],
    });
    const after = reordered.json<{ data: Array<{ name: string; children: Array<{ name: string }> }> }>();
    expect(after.data.map((folder) => [folder.name, folder.children.map((child) => child.name)])).toEqual([
      ['Tests', ['B', 'C']],
      ['Weekly', ['A']],
    ]);
    expect(json(await call('PUT', `/folders/${first._id}`, team.admin.token, { name: 'Monday' })).name).toBe(
      'Monday',
    );
    expect(json(await call('DELETE', `/folders/${first._id}`, team.admin.token))).toEqual({
      folderId: first._id,
    });
    expect((await call('GET', `/reports/${inFirst._id}`, team.admin.token)).statusCode).toBe(404);
  });

  it('keeps table presets of valid metrics', async () => {
    const preset = json(
      await call('POST', '/presets', team.collaborator.token, {
        workspaceId: team.workspace.id,
        platform: 'meta',
        name: 'Video',
        metrics: ['spend', 'hold_rate'],
      }),
    );
    expect(preset).toMatchObject({ name: 'Video', platform: 'meta', metrics: ['spend', 'hold_rate'] });
    await expectRefused([
      [
        'POST',
        '/presets',
        { workspaceId: team.workspace.id, platform: 'tiktok', name: 'X', metrics: ['hold_rate_meta_only'] },
        team.admin.token,
        400,
        'Unknown metric: hold_rate_meta_only',
      ],
      [
        'POST',
        '/presets',
        { workspaceId: team.workspace.id, platform: 'meta', name: 'X', metrics: [] },
        team.admin.token,
        400,
        'Please select at least one metric',
      ],
      [
        'POST',
        '/presets',
        { workspaceId: team.workspace.id, platform: 'meta', name: 'X', metrics: ['spend'] },
        team.guest.token,
        403,
      ],
      ['PUT', `/presets/${preset._id}`, { name: 'Y' }, team.outsider.token, 404],
      ['DELETE', `/presets/${preset._id}`, undefined, team.outsider.token, 404],
      ['GET', `/presets?workspaceId=${team.workspace.id}`, undefined, team.outsider.token, 404],
      ['GET', `/presets?workspaceId=${team.workspace.id}`, undefined, team.guest.token, 200],
      ['GET', '/presets', undefined, team.admin.token, 400, 'workspaceId is required'],
      [
        'GET',
        `/presets?workspaceId=${team.workspace.id}&platform=facebook`,
        undefined,
        team.admin.token,
        400,
        'Invalid option: expected one of "meta"|"tiktok"',
      ],
      [
        'POST',
        '/presets',
        { workspaceId: team.workspace.id, platform: 'meta', name: 'X', metrics: ['spend'] },
        team.outsider.token,
        404,
        NOT_FOUND,
      ],
      [
        'POST',
        '/presets',
        { workspaceId: team.otherWorkspace.id, platform: 'meta', name: 'X', metrics: ['spend'] },
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      ['PUT', `/presets/${preset._id}`, { name: 'Y' }, team.guest.token, 403, DENIED],
      ['PUT', `/presets/${preset._id}`, {}, team.admin.token, 400, 'Nothing to update'],
      ['PUT', `/presets/${preset._id}`, { name: ' ' }, team.admin.token, 400, 'Please enter a preset name'],
      ['PUT', `/presets/${preset._id}`, { metrics: ['nope'] }, team.admin.token, 400, 'Unknown metric: nope'],
      ['DELETE', `/presets/${preset._id}`, undefined, team.guest.token, 403, DENIED],
      ['DELETE', '/presets/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
    ]);
    const listed = await call(
      'GET',
      `/presets?workspaceId=${team.workspace.id}&platform=meta`,
      team.admin.token,
    );
    expect(listed.json<{ data: Json[] }>().data.map((item) => item._id)).toEqual([preset._id]);
    expect(
      json(await call('PUT', `/presets/${preset._id}`, team.admin.token, { metrics: ['spend'] })).metrics,
    ).toEqual(['spend']);
    // A report may use the workspace's preset of its platform only.
    const withPreset = await call('POST', '/reports', team.admin.token, {
      workspaceId: team.workspace.id,
      adAccountId: tiktok.id,
      columnPresetId: preset._id,
    });
    expect(messageOf(withPreset)).toBe('Please choose a table preset of this platform');
    expect(json(await call('DELETE', `/presets/${preset._id}`, team.admin.token))).toEqual({
      presetId: preset._id,
    });
  });

  it('tags creatives, so every ad sharing one carries the tag', async () => {
    const [a, b, c] = await insertAds(t, meta, [
      { name: 'One', creativeHash: 'shared' },
      { name: 'Two', creativeHash: 'shared' },
      { name: 'Three', creativeHash: null },
    ]);
    const tag = json(
      await call('POST', '/creative-tags', team.collaborator.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        name: 'UGC',
      }),
    );
    expect(tag).toMatchObject({ name: 'UGC', color: '#4f46e5', adCount: 0 });
    const tagList = `/creative-tags?workspaceId=${team.workspace.id}&adAccountId=${meta.id}`;
    expect((await call('GET', tagList, team.collaborator.token)).json<{ data: Json[] }>().data).toEqual([
      tag,
    ]);
    const other = await insertAdAccount(t, { org: team.otherOrg, workspace: team.otherWorkspace });
    const [foreignAd] = await insertAds(t, other, [{ name: 'Foreign' }]);
    await expectRefused([
      [
        'POST',
        '/creative-tags',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'ugc' },
        team.admin.token,
        409,
        'A tag with this name already exists',
      ],
      [
        'POST',
        '/creative-tags',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X', color: 'red' },
        team.admin.token,
        400,
        'color must be a hex colour like #4f46e5',
      ],
      [
        'POST',
        '/creative-tags',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X' },
        team.guest.token,
        403,
      ],
      [
        'PUT',
        `/creative-tags/assign?adAccountId=${meta.id}`,
        { adIds: [foreignAd!.id], tagIdsToAdd: [tag._id] },
        team.admin.token,
        404,
      ],
      [
        'PUT',
        `/creative-tags/assign?adAccountId=${meta.id}`,
        { adIds: [a!.id], tagIdsToAdd: [tag._id] },
        team.guest.token,
        403,
      ],
      [
        'PUT',
        `/creative-tags/assign?adAccountId=${meta.id}`,
        { adIds: [a!.id], tagIdsToAdd: [tag._id] },
        team.outsider.token,
        404,
      ],
      ['PUT', `/creative-tags/${tag._id}`, { name: 'X' }, team.outsider.token, 404],
      ['DELETE', `/creative-tags/${tag._id}`, undefined, team.outsider.token, 404],
      ['GET', tagList, undefined, team.outsider.token, 404],
      ['GET', tagList, undefined, team.guest.token, 200],
      [
        'GET',
        `/creative-tags?workspaceId=${team.workspace.id}`,
        undefined,
        team.admin.token,
        400,
        'adAccountId is required',
      ],
      [
        'GET',
        `/creative-tags?workspaceId=${team.workspace.id}&adAccountId=`,
        undefined,
        team.admin.token,
        400,
        'adAccountId is required',
      ],
      [
        'GET',
        `/creative-tags?workspaceId=${team.workspace.id}&adAccountId=${other.id}`,
        undefined,
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      [
        'POST',
        '/creative-tags',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X' },
        team.outsider.token,
        404,
        NOT_FOUND,
      ],
      [
        'POST',
        '/creative-tags',
        { workspaceId: team.workspace.id, adAccountId: other.id, name: 'X' },
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      [
        'PUT',
        `/creative-tags/assign?adAccountId=${meta.id}`,
        { adIds: [] },
        team.admin.token,
        400,
        'Please select ads',
      ],
      ['PUT', `/creative-tags/${tag._id}`, { name: 'X' }, team.guest.token, 403, DENIED],
      ['PUT', `/creative-tags/${tag._id}`, {}, team.admin.token, 400, 'Nothing to update'],
      [
        'PUT',
        `/creative-tags/${tag._id}`,
        { color: 'blue' },
        team.admin.token,
        400,
        'color must be a hex colour like #4f46e5',
      ],
      ['DELETE', `/creative-tags/${tag._id}`, undefined, team.guest.token, 403, DENIED],
      ['DELETE', '/creative-tags/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
    ]);
    const assigned = await call('PUT', `/creative-tags/assign?adAccountId=${meta.id}`, team.admin.token, {
      adIds: [a!.id, c!.id],
      tagIdsToAdd: [tag._id],
    });
    expect(assigned.json<{ data: Json[] }>().data[0]).toMatchObject({ name: 'UGC', adCount: 3 });
    const removed = await call('PUT', `/creative-tags/assign?adAccountId=${meta.id}`, team.admin.token, {
      adIds: [b!.id],
      tagIdsToRemove: [tag._id],
    });
    expect(removed.json<{ data: Json[] }>().data[0]).toMatchObject({ adCount: 1 });
    expect(
      json(await call('PUT', `/creative-tags/${tag._id}`, team.admin.token, { color: '#059669' })).color,
    ).toBe('#059669');
    expect(json(await call('DELETE', `/creative-tags/${tag._id}`, team.admin.token))).toEqual({
      tagId: tag._id,
    });
  });

  it('keeps naming conventions; reports grouped by a removed one group by ad name', async () => {
    const convention = json(
      await call('POST', '/naming-conventions', team.collaborator.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        name: 'Launch names',
        separator: '_',
        properties: ['angle', 'format', 'persona'],
      }),
    );
    const grouped = json(
      await call('POST', '/reports', team.admin.token, {
        workspaceId: team.workspace.id,
        adAccountId: meta.id,
        groupAdsBy: `naming_convention:${convention._id}:persona`,
      }),
    );
    expect(grouped.groupByNamingConventionId).toBe(convention._id);
    const conventionList = `/naming-conventions?workspaceId=${team.workspace.id}&adAccountId=${meta.id}`;
    expect(
      (await call('GET', conventionList, team.collaborator.token)).json<{ data: Json[] }>().data,
    ).toEqual([convention]);
    await expectRefused([
      [
        'POST',
        '/naming-conventions',
        { workspaceId: team.workspace.id, adAccountId: meta.id, name: 'X', separator: '', properties: ['a'] },
        team.admin.token,
        400,
        'Please enter a separator',
      ],
      [
        'POST',
        '/naming-conventions',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          name: 'X',
          separator: '_',
          properties: ['a', 'A'],
        },
        team.admin.token,
        400,
        'Property names must be unique',
      ],
      [
        'POST',
        '/naming-conventions',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          name: 'X',
          separator: '_',
          properties: ['a'],
        },
        team.guest.token,
        403,
      ],
      ['PUT', `/naming-conventions/${convention._id}`, { name: 'X' }, team.outsider.token, 404],
      ['DELETE', `/naming-conventions/${convention._id}`, undefined, team.outsider.token, 404],
      ['GET', conventionList, undefined, team.guest.token, 200],
      ['GET', conventionList, undefined, team.outsider.token, 404, NOT_FOUND],
      [
        'GET',
        `/naming-conventions?workspaceId=${team.workspace.id}&adAccountId=${foreign.id}`,
        undefined,
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      [
        'GET',
        `/naming-conventions?workspaceId=${team.workspace.id}`,
        undefined,
        team.admin.token,
        400,
        'adAccountId is required',
      ],
      [
        'POST',
        '/naming-conventions',
        {
          workspaceId: team.workspace.id,
          adAccountId: meta.id,
          name: 'X',
          separator: '_',
          properties: ['a'],
        },
        team.outsider.token,
        404,
        NOT_FOUND,
      ],
      [
        'POST',
        '/naming-conventions',
        {
          workspaceId: team.otherWorkspace.id,
          adAccountId: foreign.id,
          name: 'X',
          separator: '_',
          properties: ['a'],
        },
        team.admin.token,
        404,
        NOT_FOUND,
      ],
      ['PUT', `/naming-conventions/${convention._id}`, { name: 'X' }, team.guest.token, 403, DENIED],
      ['PUT', `/naming-conventions/${convention._id}`, {}, team.admin.token, 400, 'Nothing to update'],
      [
        'PUT',
        `/naming-conventions/${convention._id}`,
        { properties: [] },
        team.admin.token,
        400,
        'Please name at least one property',
      ],
      [
        'PUT',
        `/naming-conventions/${convention._id}`,
        { properties: ['a:b'] },
        team.admin.token,
        400,
        'Property names may not contain ":"',
      ],
      ['DELETE', `/naming-conventions/${convention._id}`, undefined, team.guest.token, 403, DENIED],
      ['DELETE', '/naming-conventions/not-an-id', undefined, team.admin.token, 404, NOT_FOUND],
    ]);
    const renamed = json(
      await call('PUT', `/naming-conventions/${convention._id}`, team.admin.token, {
        properties: ['angle', 'format', 'persona', 'offer'],
      }),
    );
    expect(renamed.properties).toEqual(['angle', 'format', 'persona', 'offer']);
    expect(json(await call('GET', `/reports/${grouped._id}`, team.admin.token)).groupAdsBy).toBe(
      `naming_convention:${convention._id}:persona`,
    );
    expect(json(await call('DELETE', `/naming-conventions/${convention._id}`, team.admin.token))).toEqual({
      conventionId: convention._id,
    });
    expect(json(await call('GET', `/reports/${grouped._id}`, team.admin.token))).toMatchObject({
      groupAdsBy: 'ad_name',
      groupByNamingConventionId: null,
    });
  });

  it("answers 404 to another organisation's ids on every route, changing nothing", async () => {
    const mine = await insertAdAccount(t, { org: team.org, workspace: team.workspace });
    const inMine = { workspaceId: team.workspace.id, adAccountId: mine.id };
    const inForeign = { workspaceId: team.otherWorkspace.id, adAccountId: foreign.id };
    const [myAd] = await insertAds(t, mine, [{ name: 'Mine' }]);
    const [foreignAd] = await insertAds(t, foreign, [{ name: 'Theirs' }]);
    const myFolder = json(await call('POST', '/folders', team.admin.token, { ...inMine, name: 'Mine' }));
    const myReport = json(await call('POST', '/reports', team.admin.token, { ...inMine, name: 'Mine' }));
    // The other organisation's library, made by its own admin.
    const theirs = (url: string, payload: object) =>
      call('POST', url, team.outsider.token, payload).then(json);
    const theirFolder = await theirs('/folders', { ...inForeign, name: 'Theirs' });
    const theirReport = await theirs('/reports', { ...inForeign, folderId: theirFolder._id, name: 'Theirs' });
    const theirPreset = await theirs('/presets', {
      workspaceId: team.otherWorkspace.id,
      platform: 'meta',
      name: 'Theirs',
      metrics: ['spend'],
    });
    const theirTag = await theirs('/creative-tags', { ...inForeign, name: 'Theirs' });
    const theirConvention = await theirs('/naming-conventions', {
      ...inForeign,
      name: 'Theirs',
      separator: '_',
      properties: ['angle'],
    });
    expect([theirFolder, theirReport, theirPreset, theirTag, theirConvention].every((row) => row._id)).toBe(
      true,
    );

    const admin = team.admin.token;
    const assign = `/creative-tags/assign?adAccountId=${mine.id}`;
    await expectRefused([
      // Folders
      ['GET', `/folders?workspaceId=${team.otherWorkspace.id}`, undefined, admin, 404, NOT_FOUND],
      ['POST', '/folders', { ...inMine, adAccountId: foreign.id, name: 'X' }, admin, 404, NOT_FOUND],
      ['POST', '/folders', { ...inForeign, name: 'X' }, admin, 404, NOT_FOUND],
      [
        'PUT',
        '/folders/reorder',
        { ...inForeign, folders: [{ _id: theirFolder._id }] },
        admin,
        404,
        NOT_FOUND,
      ],
      [
        'PUT',
        '/folders/reorder',
        { ...inMine, folders: [{ _id: myFolder._id }, { _id: theirFolder._id }] },
        admin,
        404,
        NOT_FOUND,
      ],
      [
        'PUT',
        '/folders/reorder',
        { ...inMine, folders: [{ _id: myFolder._id, reportIds: [theirReport._id] }] },
        admin,
        404,
        NOT_FOUND,
      ],
      ['PUT', `/folders/${theirFolder._id}`, { name: 'X' }, admin, 404, NOT_FOUND],
      ['DELETE', `/folders/${theirFolder._id}`, undefined, admin, 404, NOT_FOUND],
      // Reports
      ['POST', '/reports', { ...inMine, adAccountId: foreign.id }, admin, 404, NOT_FOUND],
      ['POST', '/reports', { ...inMine, folderId: theirFolder._id }, admin, 404, NOT_FOUND],
      ['GET', `/reports/new?adAccountId=${foreign.id}`, undefined, admin, 404, NOT_FOUND],
      ['GET', `/reports/${theirReport._id}`, undefined, admin, 404, NOT_FOUND],
      ['PUT', `/reports/${theirReport._id}`, { name: 'X' }, admin, 404, NOT_FOUND],
      ['PUT', `/reports/${myReport._id}`, { folderId: theirFolder._id }, admin, 404, NOT_FOUND],
      ['PUT', `/reports/${myReport._id}`, { adAccountId: foreign.id }, admin, 404, NOT_FOUND],
      ['DELETE', `/reports/${theirReport._id}`, undefined, admin, 404, NOT_FOUND],
      ['POST', '/reports/query', { adAccountId: foreign.id, datePreset: 'last_7d' }, admin, 404, NOT_FOUND],
      // Another workspace's preset or convention is unknown to this account's reports (a 400, as before).
      [
        'POST',
        '/reports',
        { ...inMine, columnPresetId: theirPreset._id },
        admin,
        400,
        'Please choose a table preset of this platform',
      ],
      [
        'POST',
        '/reports',
        { ...inMine, groupAdsBy: `naming_convention:${theirConvention._id}:angle` },
        admin,
        400,
        'This grouping is not available for this ad account',
      ],
      // Presets
      ['GET', `/presets?workspaceId=${team.otherWorkspace.id}`, undefined, admin, 404, NOT_FOUND],
      [
        'POST',
        '/presets',
        { workspaceId: team.otherWorkspace.id, platform: 'meta', name: 'X', metrics: ['spend'] },
        admin,
        404,
        NOT_FOUND,
      ],
      ['PUT', `/presets/${theirPreset._id}`, { name: 'X' }, admin, 404, NOT_FOUND],
      ['DELETE', `/presets/${theirPreset._id}`, undefined, admin, 404, NOT_FOUND],
      // Creative tags
      [
        'GET',
        `/creative-tags?workspaceId=${team.otherWorkspace.id}&adAccountId=${foreign.id}`,
        undefined,
        admin,
        404,
        NOT_FOUND,
      ],
      ['POST', '/creative-tags', { ...inMine, adAccountId: foreign.id, name: 'X' }, admin, 404, NOT_FOUND],
      [
        'PUT',
        `/creative-tags/assign?adAccountId=${foreign.id}`,
        { adIds: [foreignAd!.id], tagIdsToAdd: [theirTag._id] },
        admin,
        404,
        NOT_FOUND,
      ],
      ['PUT', assign, { adIds: [myAd!.id], tagIdsToAdd: [theirTag._id] }, admin, 404, NOT_FOUND],
      ['PUT', assign, { adIds: [myAd!.id], tagIdsToRemove: [theirTag._id] }, admin, 404, NOT_FOUND],
      ['PUT', assign, { adIds: [foreignAd!.id] }, admin, 404, NOT_FOUND],
      ['PUT', `/creative-tags/${theirTag._id}`, { name: 'X' }, admin, 404, NOT_FOUND],
      ['DELETE', `/creative-tags/${theirTag._id}`, undefined, admin, 404, NOT_FOUND],
      // Naming conventions
      [
        'GET',
        `/naming-conventions?workspaceId=${team.otherWorkspace.id}&adAccountId=${foreign.id}`,
        undefined,
        admin,
        404,
        NOT_FOUND,
      ],
      [
        'POST',
        '/naming-conventions',
        { ...inMine, adAccountId: foreign.id, name: 'X', separator: '_', properties: ['a'] },
        admin,
        404,
        NOT_FOUND,
      ],
      ['PUT', `/naming-conventions/${theirConvention._id}`, { name: 'X' }, admin, 404, NOT_FOUND],
      ['DELETE', `/naming-conventions/${theirConvention._id}`, undefined, admin, 404, NOT_FOUND],
    ]);

    // Filtering one's own workspace by another organisation's ad account shows none of its rows.
    const tree = await call(
      'GET',
      `/folders?workspaceId=${team.workspace.id}&adAccountId=${foreign.id}`,
      admin,
    );
    expect(tree.json()).toEqual({ data: [], unfiled: [] });
  });
});
