import { globalSearchQuery, type GlobalSearchResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertExpertProfile, signedInUser } from '../discover/experts/test-support-experts.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { insertDriveFile, insertDriveFolder } from '../drive/test-support/drive-rows.ts';
import { bodyPreview } from './global-search.service.ts';

describe('GET search?q=&workspaceId=', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let noHub: { token: string };
  let ids: Record<'glow' | 'afterglow' | 'glowAd' | 'expert' | 'rootFile' | 'nestedFile' | 'folder', string>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);

    // A collaborator whose grant leaves the Creative Hub out.
    const analyst = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [
        { workspace: team.workspace, roleName: 'collaborator', products: ['inspiration', 'analytics'] },
      ],
    });
    noHub = { token: (await signIn(t, analyst)).token };

    const glow = await insertBrand(t, { name: 'Glow Theory', logoKey: 'discover/brands/glow/logo.png' });
    const afterglow = await insertBrand(t, { name: 'Afterglow' });
    await insertBrand(t, { name: 'Stride' });
    const glowAd = await insertAd(t, {
      brand: glow,
      title: 'Skin that glows',
      body: `Meet the serum everyone asks about. ${'Hydrating, calming and gentle on skin. '.repeat(6)}`,
      startDate: '2025-03-01',
      assets: [
        {
          type: 'image',
          key: 'discover/ads/glow/1.jpg',
          thumbnailKey: null,
          width: 1080,
          height: 1080,
          durationMs: null,
        },
      ],
    });

    const expert = await signedInUser(t, { firstName: 'Maya' });
    await insertExpertProfile(t, {
      userId: expert.user.id,
      firstName: 'Maya',
      lastName: 'Glowacki',
      headline: 'Skincare creative strategist',
    });
    const hidden = await signedInUser(t, { firstName: 'Glowena' });
    await insertExpertProfile(t, { userId: hidden.user.id, firstName: 'Glowena', published: false });

    const workspace = { id: team.workspace.id, orgId: team.org.id };
    const folder = await insertDriveFolder(t, { workspace, name: 'Campaigns' });
    const rootFile = await insertDriveFile(t, { workspace, name: 'glow-hero.png', folderId: null });
    const nestedFile = await insertDriveFile(t, {
      workspace,
      name: 'glow-summer.mp4',
      folderId: folder.id,
      kind: 'video',
      modifiedAt: new Date(Date.now() + 60_000),
    });
    await insertDriveFile(t, { workspace, name: 'stride-launch.png', folderId: null });
    await insertDriveFile(t, {
      workspace: { id: team.otherWorkspace.id, orgId: team.otherOrg.id },
      name: 'glow-secret.png',
      folderId: null,
    });
    ids = {
      glow: glow.id,
      afterglow: afterglow.id,
      glowAd: glowAd.id,
      expert: expert.user.id,
      rootFile: rootFile.id,
      nestedFile: nestedFile.id,
      folder: folder.id,
    };
  });
  afterAll(() => t.close());

  /** `query` as an object, or as the raw text after `?` (to send bytes no encoder would write). */
  const get = (query: Record<string, string> | string, token: string | null = team.collaborator.token) =>
    t.app.inject({
      method: 'GET',
      url: typeof query === 'string' ? `/api/v1/search?${query}` : '/api/v1/search',
      ...(typeof query === 'string' ? {} : { query }),
      headers: token === null ? {} : bearer(token),
    });
  const search = async (query: Record<string, string> | string, token?: string) => {
    const response = await get(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GlobalSearchResponse>();
  };
  const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  it('finds brands by name, the library’s ads and listed experts, with no files without a workspace', async () => {
    const found = await search({ q: 'glow' });
    expect(found.brands).toEqual([
      { _id: ids.glow, name: 'Glow Theory', logoURL: '/api/v1/discover/media/discover/brands/glow/logo.png' },
      { _id: ids.afterglow, name: 'Afterglow', logoURL: null },
    ]);
    expect(found.ads).toEqual([
      {
        _id: ids.glowAd,
        origin: 'discover',
        brand: {
          _id: ids.glow,
          name: 'Glow Theory',
          logoURL: '/api/v1/discover/media/discover/brands/glow/logo.png',
        },
        title: 'Skin that glows',
        bodyPreview: expect.stringMatching(/^Meet the serum everyone asks about\. .*…$/) as string,
        format: 'image',
        thumbnailURL: '/api/v1/discover/media/discover/ads/glow/1.jpg',
      },
    ]);
    expect(found.experts).toEqual([
      {
        _id: ids.expert,
        firstName: 'Maya',
        lastName: 'Glowacki',
        headline: 'Skincare creative strategist',
        profileImageURL: null,
      },
    ]);
    expect(found.files).toEqual([]);
    expect(found.boards).toEqual([]);
  });

  it("adds the workspace's Creative Hub files, latest changed first, and never another workspace's", async () => {
    const found = await search({ q: 'glow', workspaceId: team.workspace.id });
    expect(found.files.map((file) => [file._id, file.name, file.folderId, file.kind])).toEqual([
      [ids.nestedFile, 'glow-summer.mp4', ids.folder, 'video'],
      [ids.rootFile, 'glow-hero.png', null, 'image'],
    ]);
    for (const file of found.files) {
      expect(file.workspaceId).toBe(team.workspace.id);
      expect(file.thumbnailURL).toMatch(/^\/api\/v1\/assets\/media\/[^/]+\/thumbnail\?/);
    }
    expect(found.brands.length).toBeGreaterThan(0);
    expect(JSON.stringify(found)).not.toContain('glow-secret');
  });

  it('lets a guest search the workspace as well: searching changes nothing', async () => {
    const found = await search({ q: 'glow hero', workspaceId: team.workspace.id }, team.guest.token);
    expect(found.files.map((file) => file.name)).toEqual(['glow-hero.png']);
  });

  it('leaves files out for a member whose access to the workspace has no Creative Hub', async () => {
    const found = await search({ q: 'glow', workspaceId: team.workspace.id }, noHub.token);
    expect(found.files).toEqual([]);
    expect(found.brands.length).toBe(2);
  });

  it('holds at most 5 results in each group', async () => {
    const bulk = [];
    for (let index = 1; index <= 7; index += 1) {
      const brand = await insertBrand(t, { name: `Radiant ${index}` });
      bulk.push(brand);
      await insertAd(t, { brand, body: `Radiant skin, day ${index}`, startDate: `2025-05-0${index}` });
    }
    const found = await search({ q: 'radiant' });
    expect(found.brands.map((brand) => brand.name)).toEqual([
      'Radiant 1',
      'Radiant 2',
      'Radiant 3',
      'Radiant 4',
      'Radiant 5',
    ]);
    expect(found.ads.map((ad) => ad.bodyPreview)).toEqual([
      'Radiant skin, day 7',
      'Radiant skin, day 6',
      'Radiant skin, day 5',
      'Radiant skin, day 4',
      'Radiant skin, day 3',
    ]);
  });

  it('finds nothing for an empty search, or one without a letter or digit', async () => {
    for (const q of ['', '   ', '%%', '!!!', '*']) {
      expect(await search({ q, workspaceId: team.workspace.id }), JSON.stringify(q)).toEqual({
        boards: [],
        ads: [],
        brands: [],
        files: [],
        experts: [],
        savedAds: [],
        reports: [],
        snapshots: [],
      });
    }
    expect(await search({})).toEqual({
      boards: [],
      ads: [],
      brands: [],
      files: [],
      experts: [],
      savedAds: [],
      reports: [],
      snapshots: [],
    });
  });

  it('cleans control characters out of the text, and refuses a broken character or a text too long', async () => {
    const cleaned = await search('q=gl%00ow%20theory');
    expect(cleaned.brands.map((brand) => brand.name)).toEqual(['Glow Theory']);

    // A lone surrogate can only arrive as its (invalid) UTF-8 bytes, which are not read as text: no match,
    // and no error. The schema refuses one that a caller's own code would hand it.
    expect(await search('q=glow%ED%A0%80')).toEqual({
      boards: [],
      ads: [],
      brands: [],
      files: [],
      experts: [],
      savedAds: [],
      reports: [],
      snapshots: [],
    });
    expect(globalSearchQuery.safeParse({ q: 'glow\ud800' }).success).toBe(false);
    const tooLong = await get({ q: 'g'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toBe('Search must be at most 200 characters long');
    expect((await get({ q: 'g'.repeat(200) })).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's workspace, an unknown or a malformed id, whatever the text", async () => {
    for (const workspaceId of [team.otherWorkspace.id, '7d1c1c3e-2f55-4d7b-8a43-6f2b0f1d9e10', 'nope', '']) {
      for (const q of ['glow', '']) {
        const response = await get({ q, workspaceId });
        expect(response.statusCode, `${workspaceId} ${q}`).toBe(404);
        expect(response.body).not.toContain('glow-secret');
      }
    }
    const outsider = await get({ q: 'glow', workspaceId: team.workspace.id }, team.outsider.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('glow-hero');
  });

  it('answers 401 without a token', async () => {
    expect((await get({ q: 'glow' }, null)).statusCode).toBe(401);
    expect((await get({ q: 'glow', workspaceId: team.workspace.id }, null)).statusCode).toBe(401);
  });
});

describe('bodyPreview', () => {
  it('keeps short copy whole, on one line', () => {
    expect(bodyPreview('Shop  the\nsale')).toBe('Shop the sale');
  });

  it('cuts long copy at the last whole word that fits, with an ellipsis', () => {
    const preview = bodyPreview(`${'word '.repeat(40)}end`);
    expect(preview.endsWith('word…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
  });

  it('cuts a long word where it must', () => {
    expect(bodyPreview('x'.repeat(300))).toBe(`${'x'.repeat(120)}…`);
  });
});
