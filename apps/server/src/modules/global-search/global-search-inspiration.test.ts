import type { GlobalSearchResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBoard, insertSavedAd } from '../inspiration/discussions/test-support-saved-ads.ts';

describe('GET search: Inspiration boards and saved ads of the workspace', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A collaborator whose grant leaves Inspiration out. */
  let hubOnly: { token: string };
  let ids: Record<'glowBoard' | 'routinesBoard' | 'serumAd' | 'captionAd' | 'titleAd', string>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const analyst = await createUser(t, { firstName: 'Hugo' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['drive', 'analytics'] }],
    });
    hubOnly = { token: (await signIn(t, analyst)).token };

    const workspace = team.workspace;
    const glowBoard = await insertBoard(t, { workspace, name: 'Glow ideas' });
    const routinesBoard = await insertBoard(t, {
      workspace,
      name: 'Routines',
      description: 'Morning glow routines from the best brands',
    });
    await insertBoard(t, { workspace, name: 'Stride launches' });
    const serumAd = await insertSavedAd(t, {
      workspace,
      boardIds: [routinesBoard.id, glowBoard.id],
      pageName: 'Glow Theory',
      body: 'Meet the serum everyone asks about.',
      savedMinutesAgo: 10,
    });
    const captionAd = await insertSavedAd(t, {
      workspace,
      boardIds: [glowBoard.id],
      pageName: 'Dewy',
      body: 'Hydration all day.',
      caption: 'Get the glow',
      savedMinutesAgo: 20,
    });
    const titleAd = await insertSavedAd(t, {
      workspace,
      boardIds: [glowBoard.id],
      pageName: 'Lumen',
      body: 'Skin first.',
      title: 'The glowing standard',
      savedMinutesAgo: 30,
    });
    await insertSavedAd(t, { workspace, boardIds: [glowBoard.id], pageName: 'Stride', body: 'Run further.' });

    // Another organisation's, and another workspace's of the same organisation: never found here.
    const rivalBoard = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Glow secrets' });
    await insertSavedAd(t, {
      workspace: team.otherWorkspace,
      boardIds: [rivalBoard.id],
      pageName: 'Glow Rival',
      body: 'Rival glow',
    });
    const sibling = await createWorkspace(t, team.org, 'Second brand');
    const siblingBoard = await insertBoard(t, { workspace: sibling, name: 'Glow elsewhere' });
    await insertSavedAd(t, { workspace: sibling, boardIds: [siblingBoard.id], pageName: 'Glow Sibling' });

    ids = {
      glowBoard: glowBoard.id,
      routinesBoard: routinesBoard.id,
      serumAd: serumAd.id,
      captionAd: captionAd.id,
      titleAd: titleAd.id,
    };
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string>, token = team.collaborator.token) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search',
      query,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GlobalSearchResponse>();
  };

  it('finds boards by name, then by description, and saved ads by page name, copy, headline and caption', async () => {
    const found = await search({ q: 'glow', workspaceId: team.workspace.id });
    expect(found.boards).toEqual([
      { _id: ids.glowBoard, workspaceId: team.workspace.id, name: 'Glow ideas' },
      { _id: ids.routinesBoard, workspaceId: team.workspace.id, name: 'Routines' },
    ]);
    expect(found.savedAds.map((ad) => [ad._id, ad.pageName])).toEqual([
      [ids.serumAd, 'Glow Theory'],
      [ids.captionAd, 'Dewy'],
      [ids.titleAd, 'Lumen'],
    ]);
    expect(found.savedAds[0]).toMatchObject({
      workspaceId: team.workspace.id,
      folderId: ids.routinesBoard,
      title: null,
      bodyPreview: 'Meet the serum everyone asks about.',
      format: 'image',
    });
    expect(found.savedAds[0]!.thumbnailURL).toMatch(/^\/api\/v1\/inspiration\/media\/.+\?exp=\d+&sig=/);
    // The thumbnail opens without an account, as an <img> asks for it.
    const thumbnail = await t.app.inject({ method: 'GET', url: found.savedAds[0]!.thumbnailURL! });
    expect(thumbnail.statusCode).toBe(200);
    expect(JSON.stringify(found)).not.toMatch(/Rival|secrets|elsewhere|Sibling/);
  });

  it('lets a guest search them too', async () => {
    const found = await search({ q: 'serum', workspaceId: team.workspace.id }, team.guest.token);
    expect(found.savedAds.map((ad) => ad._id)).toEqual([ids.serumAd]);
  });

  it('leaves them out without a workspace, or for a member whose access there has no Inspiration', async () => {
    const without = await search({ q: 'glow' });
    expect(without.boards).toEqual([]);
    expect(without.savedAds).toEqual([]);
    const noInspiration = await search({ q: 'glow', workspaceId: team.workspace.id }, hubOnly.token);
    expect(noInspiration.boards).toEqual([]);
    expect(noInspiration.savedAds).toEqual([]);
  });

  it("never shows another organisation's boards, even to its own member searching a workspace they can't see", async () => {
    const rival = await search({ q: 'glow', workspaceId: team.otherWorkspace.id }, team.outsider.token);
    expect(rival.boards.map((board) => board.name)).toEqual(['Glow secrets']);
    expect(rival.savedAds.map((ad) => ad.pageName)).toEqual(['Glow Rival']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search',
      query: { q: 'glow', workspaceId: team.otherWorkspace.id },
      headers: bearer(team.collaborator.token),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('holds at most 5 of each, and finds nothing for punctuation alone', async () => {
    for (let index = 1; index <= 6; index += 1) {
      await insertBoard(t, { workspace: team.workspace, name: `Radiant ${index}` });
    }
    const found = await search({ q: 'radiant', workspaceId: team.workspace.id });
    expect(found.boards).toHaveLength(5);
    const none = await search({ q: '%_', workspaceId: team.workspace.id });
    expect(none.boards).toEqual([]);
    expect(none.savedAds).toEqual([]);
  });
});
