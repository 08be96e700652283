import { randomUUID } from 'node:crypto';
import type { InspirationDiscussion, ShareContent, ShareLink, SharedInspirationFile } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type InspirationBoardRow, type InspirationFileRow } from '../inspiration/index.ts';
import {
  commentSnapshot,
  insertAdComment,
  insertBoard,
  insertSavedAd,
} from '../inspiration/discussions/test-support-saved-ads.ts';
import { shareLinks } from './tables.ts';
import { inspirationBoards, inspirationDiscussions } from '../inspiration/tables.ts';

const base = '/api/v1';
const DENIED = "You don't have permission to do this. Please contact your admin.";
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
type Method = 'GET' | 'POST' | 'PUT';
type Json = Record<string, unknown>;
type BoardContent = Extract<ShareContent, { assetType: 'board' }>;

describe('share links to Inspiration boards', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** Skincare (shared) > Serums > Night; Internal beside it; Rival in another organisation. */
  let skincare: InspirationBoardRow;
  let serums: InspirationBoardRow;
  let night: InspirationBoardRow;
  let internal: InspirationBoardRow;
  let rival: InspirationBoardRow;
  let topAd: InspirationFileRow;
  let deepAd: InspirationFileRow;
  /** Linked into Skincare and Internal. */
  let linkedAd: InspirationFileRow;
  let internalAd: InspirationFileRow;
  let rivalAd: InspirationFileRow;
  let otherCollaborator: { token: string };
  let noInspiration: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const workspace = team.workspace;
    skincare = await insertBoard(t, { workspace, name: 'Skincare', description: 'Hooks that work' });
    serums = await insertBoard(t, { workspace, name: 'Serums', parentId: skincare.id });
    night = await insertBoard(t, { workspace, name: 'Night', parentId: serums.id });
    internal = await insertBoard(t, { workspace, name: 'Internal' });
    rival = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
    topAd = await insertSavedAd(t, { workspace, boardIds: [skincare.id], pageName: 'Glow Theory' });
    await insertSavedAd(t, { workspace, boardIds: [skincare.id], pageName: 'Older', savedMinutesAgo: 600 });
    deepAd = await insertSavedAd(t, { workspace, boardIds: [night.id], pageName: 'Deep' });
    linkedAd = await insertSavedAd(t, {
      workspace,
      boardIds: [internal.id, skincare.id],
      pageName: 'Linked',
      savedMinutesAgo: 30,
    });
    internalAd = await insertSavedAd(t, { workspace, boardIds: [internal.id], pageName: 'Secret' });
    rivalAd = await insertSavedAd(t, { workspace: team.otherWorkspace, boardIds: [rival.id] });

    const cora = await createUser(t, { firstName: 'Cora' });
    await addMember(t, {
      org: team.org,
      user: cora,
      orgRole: 'org_member',
      grants: [{ workspace, roleName: 'collaborator' }],
    });
    otherCollaborator = { token: (await signIn(t, cora)).token };
    const analyst = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [{ workspace, roleName: 'collaborator', products: ['drive', 'analytics'] }],
    });
    noInspiration = { token: (await signIn(t, analyst)).token };
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const links = () => t.context.database.db.select().from(shareLinks).orderBy(shareLinks.id);

  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await links();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url}`).toBe(message);
    }
    expect(await links()).toEqual(before);
  }

  async function shareBoard(board: { id: string }, options: Json = {}, token = team.admin.token) {
    const response = await call('POST', '/assets/share-link', token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      options,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ shareLinkId: string }>().shareLinkId;
  }

  const open = (linkId: string, payload: Json = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `${base}/public/share/${linkId}/access`, payload, remoteAddress });
  async function tokenFor(linkId: string, payload: Json = {}): Promise<string> {
    const response = await open(linkId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }
  const view = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/public/share/${url}`,
      headers: token ? { 'x-share-token': token } : {},
    });
  const viewerComment = (url: string, token: string, payload: Json) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/public/share/${url}`,
      headers: { 'x-share-token': token },
      payload,
    });

  describe('members create, list and change them', () => {
    it('shares a board by its id as folderId: a board link, never with versions', async () => {
      const id = await shareBoard(skincare, { canComment: true, accessFileVersions: true });
      const [row] = await t.context.database.db.select().from(shareLinks).where(eq(shareLinks.id, id));
      expect(row).toMatchObject({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        assetType: 'board',
        assetId: skincare.id,
        options: { canComment: true, accessFileVersions: false, enabled: true, downloadable: false },
        createdByUserId: team.admin.user.id,
      });
      // A collaborator shares too.
      await shareBoard(serums, {}, team.collaborator.token);
    });

    it('refuses a guest, a member without Inspiration, another organisation, and bad input', async () => {
      const payload = (folderId: string, extra: Json = {}) => ({
        workspaceId: team.workspace.id,
        folderId,
        ...extra,
      });
      await expectRefused([
        ['POST', '/assets/share-link', payload(skincare.id), team.guest.token, 403, DENIED],
        ['POST', '/assets/share-link', payload(skincare.id), noInspiration.token, 403, DENIED],
        ['POST', '/assets/share-link', payload(skincare.id), team.outsider.token, 404],
        ['POST', '/assets/share-link', payload(rival.id), team.admin.token, 404],
        [
          'POST',
          '/assets/share-link',
          { workspaceId: team.otherWorkspace.id, folderId: rival.id },
          team.admin.token,
          404,
        ],
        // The board is in this workspace: another workspace named beside it finds nothing.
        [
          'POST',
          '/assets/share-link',
          { workspaceId: team.otherWorkspace.id, folderId: skincare.id },
          team.admin.token,
          404,
        ],
        ['POST', '/assets/share-link', payload(randomUUID()), team.admin.token, 404],
        [
          'POST',
          '/assets/share-link',
          { workspaceId: team.workspace.id, fileId: skincare.id },
          team.admin.token,
          404,
        ],
        [
          'POST',
          '/assets/share-link',
          payload(skincare.id, { options: { expireAt: '2001-01-01' } }),
          team.admin.token,
          400,
          'The expiry date cannot be in the past',
        ],
        [
          'POST',
          '/assets/share-link',
          payload(skincare.id, { description: 'x\u0000'.repeat(3000) }),
          team.admin.token,
          400,
        ],
      ]);
    });

    it('lists a board’s links, and lets the creator change their options', async () => {
      const id = await shareBoard(night, {}, team.collaborator.token);
      const listed = await call(
        'GET',
        `/assets/share-link?assetType=board&assetId=${night.id}`,
        team.admin.token,
      );
      expect(listed.statusCode).toBe(200);
      const { links: found } = listed.json<{ links: ShareLink[] }>();
      expect(found.map((link) => [link._id, link.assetType, link.assetId, link.createdByName])).toEqual([
        [id, 'board', night.id, 'Cleo Lovelace'],
      ]);
      expect(found[0]!.allowedActions).toEqual(['shareLink.update']);

      const changed = await call('PUT', `/assets/share-link/${id}`, team.collaborator.token, {
        options: { canComment: true, password: 'night-owl-1' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<ShareLink>().options).toMatchObject({ canComment: true, passwordProtected: true });
      const [row] = await t.context.database.db.select().from(shareLinks).where(eq(shareLinks.id, id));
      expect(row!.options.canComment).toBe(true);

      await expectRefused([
        ['GET', `/assets/share-link?assetType=board&assetId=${night.id}`, undefined, team.guest.token, 403],
        [
          'GET',
          `/assets/share-link?assetType=board&assetId=${night.id}`,
          undefined,
          team.outsider.token,
          404,
        ],
        ['GET', `/assets/share-link?assetType=folder&assetId=${night.id}`, undefined, team.admin.token, 404],
        ['GET', `/assets/share-link?assetType=board&assetId=${rival.id}`, undefined, team.admin.token, 404],
        ['GET', `/assets/share-link?assetType=boards&assetId=${night.id}`, undefined, team.admin.token, 400],
        ['PUT', `/assets/share-link/${id}`, { options: { canComment: false } }, otherCollaborator.token, 403],
        ['PUT', `/assets/share-link/${id}`, { options: { canComment: false } }, team.guest.token, 403],
        ['PUT', `/assets/share-link/${id}`, { options: { canComment: false } }, team.outsider.token, 404],
        ['PUT', `/assets/share-link/${id}`, { options: { canComment: 'yes' } }, team.admin.token, 400],
      ]);
    });
  });

  describe('the public page', () => {
    it('says whether the link opens and asks for its password, limiting guesses', async () => {
      const link = await shareBoard(skincare, { password: 'glow-up-22' });
      const state = await view(`${link}/state`);
      expect(state.json()).toMatchObject({ assetType: 'board', state: 'active', passwordProtected: true });
      expect((await open(link)).statusCode).toBe(401);
      expect(messageOf(await open(link))).toBe('Please enter the password to open this link');
      // Five wrong passwords cost nothing; the sixth makes this address wait 30 seconds for this link.
      for (let i = 0; i < 6; i += 1) {
        const wrong = await open(link, { password: `wrong-${i}` }, '10.9.9.9');
        expect(wrong.statusCode).toBe(401);
        expect(messageOf(wrong)).toBe('The password is incorrect');
      }
      const limited = await open(link, { password: 'glow-up-22' }, '10.9.9.9');
      expect(limited.statusCode).toBe(429);
      const opened = await open(link, { password: 'glow-up-22' }, '10.9.9.10');
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ assetType: 'board', assetId: skincare.id, allowedActions: [] });
    });

    it('shows the board read-only: its sub-boards and its saved ads newest first, with working media', async () => {
      const link = await shareBoard(skincare);
      const token = await tokenFor(link, { viewerName: 'Pat Client' });
      const response = await view(`${link}?limit=2`, token);
      expect(response.statusCode).toBe(200);
      const content = response.json<BoardContent>();
      expect(content).toMatchObject({
        assetType: 'board',
        kind: 'inspiration_board',
        board: { _id: skincare.id, name: 'Skincare', parent: null, allowedActions: [], isFavourite: false },
        path: [{ _id: skincare.id, name: 'Skincare', isWorkspace: false }],
        total: 3,
      });
      expect(content.folders.map((board) => [board._id, board.name])).toEqual([[serums.id, 'Serums']]);
      expect(content.files.map((file) => file.page_name)).toEqual(['Linked', 'Glow Theory']);
      const linked = content.files[0]!;
      // The ad's other board lies outside the link: the viewer doesn't learn of it.
      expect(linked).toMatchObject({
        folderId: skincare.id,
        folderIds: [skincare.id],
        tags: [],
        allowedActions: [],
      });

      const oldest = (await view(`${link}?boardSort=oldest&limit=1&page=1`, token)).json<BoardContent>();
      expect(oldest.files.map((file) => file.page_name)).toEqual(['Older']);

      // The media needs no account.
      const asset = content.files[1]!.assets[0]!;
      for (const url of [asset.url, asset.thumbnail!]) {
        const media = await t.app.inject({ method: 'GET', url });
        expect(media.statusCode, url).toBe(200);
      }
      const forged = await t.app.inject({ method: 'GET', url: asset.url.replace(/sig=[^&]+/, 'sig=forged') });
      expect(forged.statusCode).toBe(403);
    });

    it('opens boards and saved ads inside the link at any depth, and nothing outside it', async () => {
      const link = await shareBoard(skincare, { canComment: true });
      const token = await tokenFor(link);
      const sub = await view(`${link}?folderId=${night.id}`, token);
      expect(sub.statusCode).toBe(200);
      expect(sub.json<BoardContent>()).toMatchObject({
        board: { _id: night.id, parent: serums.id },
        path: [{ _id: skincare.id }, { _id: serums.id }, { _id: night.id }],
        total: 1,
      });
      for (const folderId of [internal.id, rival.id, team.workspace.id, randomUUID(), 'not-an-id']) {
        expect((await view(`${link}?folderId=${folderId}`, token)).statusCode, folderId).toBe(404);
      }

      const comment = await insertAdComment(t, {
        file: deepAd,
        assetIndex: 1,
        userId: team.admin.user.id,
        content: 'Team note',
        replies: [{ userId: team.collaborator.user.id, content: 'Agreed' }],
      });
      const deep = await view(`${link}/inspiration-file/${deepAd.id}`, token);
      expect(deep.statusCode).toBe(200);
      const body = deep.json<SharedInspirationFile>();
      expect(body.file).toMatchObject({
        _id: deepAd.id,
        folderId: night.id,
        allowedActions: ['comment.write'],
      });
      expect(body.file.assets).toHaveLength(2);
      expect(body.discussions).toMatchObject([
        {
          _id: comment.id,
          assetIndex: 1,
          authorName: 'Ada Lovelace',
          allowedActions: [],
          replies: [{ content: 'Agreed', allowedActions: [] }],
        },
      ]);
      expect((await view(`${link}/inspiration-file/${linkedAd.id}`, token)).statusCode).toBe(200);
      for (const id of [internalAd.id, rivalAd.id, randomUUID(), 'not-an-id']) {
        expect((await view(`${link}/inspiration-file/${id}`, token)).statusCode, id).toBe(404);
      }
    });

    it('shows no comments when the link takes none, and refuses a comment then', async () => {
      const link = await shareBoard(skincare);
      const token = await tokenFor(link);
      const ad = await view(`${link}/inspiration-file/${deepAd.id}`, token);
      expect(ad.json<SharedInspirationFile>().discussions).toEqual([]);
      const before = await commentSnapshot(t);
      const refused = await viewerComment(`${link}/inspiration-file/${topAd.id}/asset/0/discussion`, token, {
        content: 'Hello',
        authorName: 'Pat',
      });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Comments are turned off for this link');
      expect(await commentSnapshot(t)).toEqual(before);
    });

    it('takes a named viewer’s comment on an asset when the link allows, and refuses bad input', async () => {
      const link = await shareBoard(skincare, { canComment: true });
      const token = await tokenFor(link);
      const path = (fileId: string, assetIndex: number | string) =>
        `${link}/inspiration-file/${fileId}/asset/${assetIndex}/discussion`;
      const response = await viewerComment(path(topAd.id, 1), token, {
        content: ' Love\u0000 this one ',
        authorName: ' Pat Client ',
      });
      expect(response.statusCode).toBe(200);
      const comment = response.json<InspirationDiscussion>();
      expect(comment).toMatchObject({
        assetIndex: 1,
        content: 'Love this one',
        authorName: 'Pat Client',
        createdBy: null,
        allowedActions: [],
      });
      const [row] = await t.context.database.db
        .select()
        .from(inspirationDiscussions)
        .where(eq(inspirationDiscussions.id, comment._id));
      expect(row).toMatchObject({
        fileId: topAd.id,
        assetIndex: 1,
        authorName: 'Pat Client',
        createdByUserId: null,
      });

      const before = await commentSnapshot(t);
      const cases: Array<[string, Json, number, string?]> = [
        [path(topAd.id, 0), { content: '', authorName: 'Pat' }, 400, 'Please write a comment'],
        [path(topAd.id, 0), { content: 'x'.repeat(5001), authorName: 'Pat' }, 400],
        [path(topAd.id, 0), { content: '\ud800', authorName: 'Pat' }, 400, 'Please write a comment'],
        [path(topAd.id, 0), { content: 'Hi' }, 400, 'Please enter your name'],
        [path(topAd.id, 0), { content: 'Hi', authorName: ' ' }, 400, 'Please enter your name'],
        [path(topAd.id, 0), { content: 'Hi', authorName: 'x'.repeat(101) }, 400],
        [path(topAd.id, 2), { content: 'Hi', authorName: 'Pat' }, 404, 'Asset not found'],
        [path(topAd.id, 'first'), { content: 'Hi', authorName: 'Pat' }, 400],
        [path(internalAd.id, 0), { content: 'Hi', authorName: 'Pat' }, 404],
        [path(rivalAd.id, 0), { content: 'Hi', authorName: 'Pat' }, 404],
      ];
      for (const [url, payload, status, message] of cases) {
        const refused = await viewerComment(url, token, payload);
        expect(refused.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(status);
        if (message) expect(messageOf(refused)).toBe(message);
      }
      expect(await commentSnapshot(t)).toEqual(before);
    });

    it("answers 404 to one board's token used on another board's link", async () => {
      const link = await shareBoard(skincare);
      const token = await tokenFor(link);
      const otherLink = await shareBoard(internal);
      const otherToken = await tokenFor(otherLink);
      expect((await view(`${otherLink}`, token)).statusCode).toBe(404);
      expect((await view(`${otherLink}?folderId=${internal.id}`, token)).statusCode).toBe(404);
      expect((await view(`${link}?folderId=${internal.id}`, token)).statusCode).toBe(404);
      expect((await view(`${otherLink}/inspiration-file/${internalAd.id}`, token)).statusCode).toBe(404);
      expect((await view(`${link}/inspiration-file/${internalAd.id}`, otherToken)).statusCode).toBe(404);
      expect((await view(`${link}/inspiration-file/${internalAd.id}`, token)).statusCode).toBe(404);
      // Each token still opens its own link.
      expect((await view(`${otherLink}/inspiration-file/${internalAd.id}`, otherToken)).statusCode).toBe(200);
      expect((await view(`${link}`, token)).statusCode).toBe(200);
      // Nor does a viewer's token open a member's call.
      const member = await t.app.inject({
        method: 'GET',
        url: `${base}/inspiration/file/${topAd.id}/asset/0/discussion`,
        headers: { 'x-share-token': token },
      });
      expect(member.statusCode).toBe(401);
    });

    it('refuses a turned-off or expired link, and stops the tokens it handed out', async () => {
      const link = await shareBoard(skincare);
      const token = await tokenFor(link);
      expect(
        (await call('PUT', `/assets/share-link/${link}`, team.admin.token, { options: { enabled: false } }))
          .statusCode,
      ).toBe(200);
      for (const url of [`${link}`, `${link}/inspiration-file/${topAd.id}`]) {
        const off = await view(url, token);
        expect(off.statusCode).toBe(403);
        expect(messageOf(off)).toBe('This link is no longer available');
      }
      expect((await open(link)).statusCode).toBe(403);
      expect((await view(`${link}/state`)).json()).toMatchObject({ state: 'disabled' });

      const expiring = await shareBoard(skincare);
      const expiringToken = await tokenFor(expiring);
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, expiring));
      const expired = await view(`${expiring}`, expiringToken);
      expect(expired.statusCode).toBe(403);
      expect(messageOf(expired)).toBe('This link has expired');
      expect(messageOf(await open(expiring))).toBe('This link has expired');
    });

    it('answers 404 once the shared board is deleted', async () => {
      const doomed = await insertBoard(t, { workspace: team.workspace, name: 'Doomed' });
      const link = await shareBoard(doomed);
      await t.context.database.db.delete(inspirationBoards).where(eq(inspirationBoards.id, doomed.id));
      expect((await view(`${link}/state`)).statusCode).toBe(404);
      expect((await open(link)).statusCode).toBe(404);
    });

    it('counts the views of the board and of its saved ads by page name', async () => {
      const link = await shareBoard(serums);
      const token = await tokenFor(link, { viewerName: 'Viv' });
      await view(`${link}`, token);
      await view(`${link}/inspiration-file/${deepAd.id}`, token);
      const views = await call('GET', `/assets/share-link/${link}/views`, team.admin.token);
      expect(views.statusCode).toBe(200);
      expect(views.json()).toMatchObject({
        total: 2,
        uniqueViewers: 1,
        byFile: expect.arrayContaining([
          { fileId: null, fileName: null, count: 1 },
          { fileId: deepAd.id, fileName: 'Deep', count: 1 },
        ]) as unknown,
      });
    });
  });
});
