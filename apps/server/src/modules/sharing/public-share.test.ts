import { endOfDayIn, todayInTimezone } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readZipEntries } from '../drive/zips/test-support-zip-reader.ts';
import { shareLinks, shareLinkViews, shareLinkVisitors } from './tables.ts';
import { insertFile, insertFolder } from './test-support-drive-rows.ts';
import { driveDiscussions, driveFiles } from '../drive/tables.ts';

const base = '/api/v1';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
type Json = Record<string, unknown>;

describe('share links: the public page', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** Campaign (shared) > Round 1 > Finals; files at each level, and beside the shared folder. */
  let campaign: Awaited<ReturnType<typeof insertFolder>>;
  let round1: Awaited<ReturnType<typeof insertFolder>>;
  let finals: Awaited<ReturnType<typeof insertFolder>>;
  let elsewhere: Awaited<ReturnType<typeof insertFolder>>;
  let poster: Awaited<ReturnType<typeof insertFile>>;
  let deepFile: Awaited<ReturnType<typeof insertFile>>;
  let outsideFile: Awaited<ReturnType<typeof insertFile>>;
  let rootFile: Awaited<ReturnType<typeof insertFile>>;
  let foreignFile: Awaited<ReturnType<typeof insertFile>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const workspace = team.workspace;
    campaign = await insertFolder(t, { workspace, name: 'Campaign' });
    round1 = await insertFolder(t, { workspace, name: 'Round 1', parentId: campaign.id });
    finals = await insertFolder(t, { workspace, name: 'Finals', parentId: round1.id });
    elsewhere = await insertFolder(t, { workspace, name: 'Internal' });
    poster = await insertFile(t, { workspace, folderId: campaign.id, name: 'poster', versions: 2 });
    await insertFile(t, { workspace, folderId: campaign.id, name: 'banner' });
    deepFile = await insertFile(t, { workspace, folderId: finals.id, name: 'final-cut' });
    outsideFile = await insertFile(t, { workspace, folderId: elsewhere.id, name: 'budget' });
    rootFile = await insertFile(t, { workspace, folderId: null, name: 'root-file' });
    foreignFile = await insertFile(t, { workspace: team.otherWorkspace, folderId: null, name: 'rival' });
  });
  afterAll(() => t.close());

  const member = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(team.admin.token), payload });

  async function shareLink(
    target: { folderId?: string; fileId?: string },
    options: Json = {},
  ): Promise<string> {
    const response = await member('POST', '/assets/share-link', {
      workspaceId: team.workspace.id,
      ...target,
      options,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ shareLinkId: string }>().shareLinkId;
  }

  const open = (linkId: string, payload: Json = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `${base}/public/share/${linkId}/access`, payload, remoteAddress });

  async function tokenFor(linkId: string, payload: Json = {}): Promise<string> {
    const response = await open(linkId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }

  const view = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/public/share/${url}`,
      headers: { ...(token ? { 'x-share-token': token } : {}), ...headers },
    });

  const state = (linkId: string) => view(`${linkId}/state`);

  describe('the link’s state, before any password', () => {
    it('says whether the link opens and whether it asks for a password, without a token', async () => {
      const plain = await shareLink({ folderId: campaign.id });
      const locked = await shareLink({ fileId: poster.id }, { password: 'letmein-1' });
      expect((await state(plain)).json()).toEqual({
        _id: plain,
        assetType: 'folder',
        state: 'active',
        message: null,
        passwordProtected: false,
        expireAt: null,
      });
      expect((await state(locked)).json()).toMatchObject({ assetType: 'file', passwordProtected: true });
      expect(JSON.stringify((await state(locked)).json())).not.toMatch(/poster|argon2/);
    });

    it('says "This link has expired" and "This link is no longer available"', async () => {
      const expiring = await shareLink({ folderId: campaign.id }, { expireAt: todayInTimezone('UTC') });
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, expiring));
      expect((await state(expiring)).json()).toMatchObject({
        state: 'expired',
        message: 'This link has expired',
      });
      const off = await shareLink({ folderId: campaign.id }, { enabled: false });
      expect((await state(off)).json()).toMatchObject({
        state: 'disabled',
        message: 'This link is no longer available',
      });
    });

    it('answers 404 for an unknown, malformed or deleted-asset link', async () => {
      expect((await state('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await state('not-an-id')).statusCode).toBe(404);
      const gone = await insertFile(t, { workspace: team.workspace, folderId: null, name: 'to-delete' });
      const link = await shareLink({ fileId: gone.id });
      await t.context.database.db.delete(driveFiles).where(eq(driveFiles.id, gone.id));
      expect((await state(link)).statusCode).toBe(404);
      expect((await open(link)).statusCode).toBe(404);
    });
  });

  describe('opening a link', () => {
    it('hands out a token that expires no later than the link, and records the viewer’s name', async () => {
      const day = todayInTimezone('UTC');
      const link = await shareLink({ folderId: campaign.id }, { expireAt: day, canComment: true });
      const response = await open(link, { viewerName: '  Pat Client ' });
      expect(response.statusCode).toBe(200);
      const body = response.json<Json & { expiresAt: string }>();
      expect(body).toMatchObject({
        assetType: 'folder',
        assetId: campaign.id,
        viewerName: 'Pat Client',
        allowedActions: ['comment.write'],
        accessFileVersions: false,
      });
      expect(new Date(body.expiresAt).getTime()).toBeLessThanOrEqual(endOfDayIn(day, 'UTC')!.getTime());
      const [visitor] = await t.context.database.db
        .select()
        .from(shareLinkVisitors)
        .where(eq(shareLinkVisitors.linkId, link));
      expect(visitor?.viewerName).toBe('Pat Client');
      // The token itself is never stored.
      expect(visitor?.tokenHash).not.toBe(body.accessToken);
    });

    it('asks for the password, refuses a wrong one with 401, and opens with the right one', async () => {
      const link = await shareLink({ folderId: campaign.id }, { password: 'correct horse' });
      const missing = await open(link);
      expect(missing.statusCode).toBe(401);
      expect(messageOf(missing)).toBe('Please enter the password to open this link');
      const wrong = await open(link, { password: 'Correct horse' });
      expect(wrong.statusCode).toBe(401);
      expect(messageOf(wrong)).toBe('The password is incorrect');
      expect((await open(link, { password: 'correct horse' })).statusCode).toBe(200);
      const visitors = await t.context.database.db
        .select()
        .from(shareLinkVisitors)
        .where(eq(shareLinkVisitors.linkId, link));
      expect(visitors).toHaveLength(1);
    });

    it('makes an address wait after wrong passwords, refusing even the right one meanwhile, and no other address', async () => {
      const link = await shareLink({ fileId: poster.id }, { password: 'guess-me-not' });
      const other = await shareLink({ fileId: poster.id }, { password: 'guess-me-not' });
      // Five wrong passwords cost nothing; the sixth makes this address wait 30 seconds for this link.
      for (let i = 0; i < 6; i += 1) {
        expect((await open(link, { password: `wrong-${i}` }, '10.1.1.1')).statusCode).toBe(401);
      }
      const limited = await open(link, { password: 'guess-me-not' }, '10.1.1.1');
      expect(limited.statusCode).toBe(429);
      expect(messageOf(limited)).toBe(
        'Too many wrong passwords for this link from your address. Try again in 30 seconds.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(25);
      // Another address, and another link from the same address, still get their own guesses.
      expect((await open(link, { password: 'guess-me-not' }, '10.1.1.2')).statusCode).toBe(200);
      expect((await open(other, { password: 'guess-me-not' }, '10.1.1.1')).statusCode).toBe(200);
    });

    it('refuses to open an expired or turned-off link, saying so', async () => {
      const off = await shareLink({ folderId: campaign.id }, { enabled: false, password: 'whatever-1' });
      const response = await open(off, { password: 'whatever-1' });
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('This link is no longer available');
      const expired = await shareLink({ folderId: campaign.id });
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, expired));
      const late = await open(expired);
      expect(late.statusCode).toBe(403);
      expect(messageOf(late)).toBe('This link has expired');
      expect((await open('not-an-id')).statusCode).toBe(404);
      const tooLong = await open(expired, { viewerName: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(messageOf(tooLong)).toBe('Name must be at most 100 characters long');
    });
  });

  describe('a shared folder', () => {
    let link: string;
    let token: string;
    beforeAll(async () => {
      link = await shareLink({ folderId: campaign.id });
      token = await tokenFor(link, { viewerName: 'Robin' });
    });

    it('lists the shared folder’s items, read-only, with breadcrumbs that start at the shared folder', async () => {
      const response = await view(`${link}?sort=name&order=asc`, token);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        assetType: string;
        folder: Json;
        path: Json[];
        folders: Json[];
        files: Json[];
        total: number;
      }>();
      expect(body.assetType).toBe('folder');
      expect(body.folder).toMatchObject({ _id: campaign.id, name: 'Campaign', parent: null, items: 3 });
      expect(body.path).toEqual([{ _id: campaign.id, name: 'Campaign', isWorkspace: false }]);
      expect(body.folders.map((folder) => folder.name)).toEqual(['Round 1']);
      expect(body.files.map((file) => file.name)).toEqual(['banner', 'poster']);
      expect(body.total).toBe(3);
      for (const file of body.files) {
        expect(file).toMatchObject({ allowedActions: [], isFavourite: false, isWatched: false, tags: [] });
      }
      for (const folder of [body.folder, ...body.folders]) {
        expect(folder).toMatchObject({ allowedActions: [], isFavourite: false, isWatched: false });
      }
      // Only the active version of each file, as the link doesn't give access to versions.
      const posterDto = body.files.find((file) => file.name === 'poster') as { versions: Json[] };
      expect(posterDto.versions).toHaveLength(1);
      expect(posterDto.versions[0]).toMatchObject({ versionId: poster.versionIds[1], isActive: true });
    });

    it('pages the items like list-items', async () => {
      const first = (await view(`${link}?limit=2&page=1`, token)).json<{
        folders: Json[];
        files: Json[];
      }>();
      const second = (await view(`${link}?limit=2&page=2`, token)).json<{
        folders: Json[];
        files: Json[];
        total: number;
      }>();
      expect(first.folders).toHaveLength(1);
      expect(first.files).toHaveLength(1);
      expect(second.folders).toHaveLength(0);
      expect(second.files).toHaveLength(1);
      expect(second.total).toBe(3);
      expect((await view(`${link}?limit=500`, token)).statusCode).toBe(400);
      expect((await view(`${link}?page=0`, token)).statusCode).toBe(400);
      expect((await view(`${link}?sort=colour`, token)).statusCode).toBe(400);
    });

    it('opens folders inside the link at any depth, and nothing outside it', async () => {
      const deep = await view(`${link}?folderId=${finals.id}`, token);
      expect(deep.statusCode).toBe(200);
      const body = deep.json<{ path: Json[]; files: Json[]; folder: Json }>();
      expect(body.path.map((step) => step.name)).toEqual(['Campaign', 'Round 1', 'Finals']);
      expect(body.folder.parent).toBe(round1.id);
      expect(body.files.map((file) => file.name)).toEqual(['final-cut']);
      for (const id of [elsewhere.id, team.workspace.id, team.otherWorkspace.id, 'not-an-id']) {
        expect((await view(`${link}?folderId=${id}`, token)).statusCode, id).toBe(404);
      }
    });

    it('opens any file inside the link, however deep, and no file outside it', async () => {
      const deep = await view(`${link}/file/${deepFile.id}`, token);
      expect(deep.statusCode).toBe(200);
      expect(deep.json()).toMatchObject({ _id: deepFile.id, name: 'final-cut', allowedActions: [] });
      for (const file of [outsideFile, rootFile, foreignFile]) {
        expect((await view(`${link}/file/${file.id}`, token)).statusCode, file.name).toBe(404);
      }
      expect((await view(`${link}/file/not-an-id`, token)).statusCode).toBe(404);
    });

    it('refuses a request without a token, with a member’s token, or with a forged one', async () => {
      expect((await view(`${link}`)).statusCode).toBe(401);
      expect((await view(`${link}`, undefined, bearer(team.admin.token))).statusCode).toBe(401);
      expect((await view(`${link}`, team.admin.token)).statusCode).toBe(401);
      expect((await view(`${link}`, `${token.slice(0, -4)}abcd`)).statusCode).toBe(401);
      // A viewer's token opens no member route, not even one about its own link.
      const memberRoute = await t.app.inject({
        method: 'GET',
        url: `${base}/assets/share-link/${link}/views`,
        headers: { 'x-share-token': token },
      });
      expect(memberRoute.statusCode).toBe(401);
    });

    it('does not let one link’s token work on another link’s path', async () => {
      const otherLink = await shareLink({ folderId: elsewhere.id });
      const otherToken = await tokenFor(otherLink);
      expect((await view(`${link}`, otherToken)).statusCode).toBe(404);
      expect((await view(`${link}/file/${poster.id}`, otherToken)).statusCode).toBe(404);
      expect((await view(`${otherLink}/file/${poster.id}`, token)).statusCode).toBe(404);
      // Its own link, and its own scope, still work.
      expect((await view(`${otherLink}/file/${outsideFile.id}`, otherToken)).statusCode).toBe(200);
    });

    it('records views by file and viewer, once per few minutes for the same thing', async () => {
      const fresh = await shareLink({ folderId: campaign.id });
      const robin = await tokenFor(fresh, { viewerName: 'Robin' });
      const sam = await tokenFor(fresh, { viewerName: 'Sam' });
      const anonymous = await tokenFor(fresh);
      await view(`${fresh}`, robin);
      await view(`${fresh}?folderId=${round1.id}`, robin);
      await view(`${fresh}/file/${poster.id}`, robin);
      await view(`${fresh}/file/${poster.id}`, robin);
      await view(`${fresh}/file/${poster.id}`, sam);
      await view(`${fresh}/file/${deepFile.id}`, anonymous);
      const rows = await t.context.database.db
        .select()
        .from(shareLinkViews)
        .where(eq(shareLinkViews.linkId, fresh));
      expect(rows).toHaveLength(4);
      const summary = await t.app.inject({
        method: 'GET',
        url: `${base}/assets/share-link/${fresh}/views`,
        headers: bearer(team.collaborator.token),
      });
      expect(summary.statusCode).toBe(200);
      const body = summary.json<{ byFile: Json[]; latest: Json[] } & Json>();
      expect(body).toMatchObject({ total: 4, uniqueViewers: 2, anonymousViews: 1 });
      // The most viewed first; the folder's own page has no file.
      expect(body.byFile[0]).toEqual({ fileId: poster.id, fileName: 'poster', count: 2 });
      expect(body.byFile).toHaveLength(3);
      expect(body.byFile).toEqual(
        expect.arrayContaining([
          { fileId: deepFile.id, fileName: 'final-cut', count: 1 },
          { fileId: null, fileName: null, count: 1 },
        ]),
      );
      expect(body.latest[0]).toMatchObject({ fileId: deepFile.id, fileName: 'final-cut', viewerName: null });
      expect(body.latest.map((entry) => entry.viewerName)).toEqual([null, 'Sam', 'Robin', 'Robin']);
    });

    it('counts one browser as one viewer whatever names it gives, and two browsers as two', async () => {
      const fresh = await shareLink({ folderId: campaign.id });
      const openFrom = async (browserKey: string, viewerName: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `${base}/public/share/${fresh}/access`,
          headers: { 'x-share-visitor-key': browserKey },
          payload: { viewerName },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ accessToken: string }>().accessToken;
      };
      const firstBrowser = 'b1f0c2a4-7d1e-4c55-9a0b-5e2f8c1d3a77';
      for (const name of ['Robin', 'Robin B.', 'R. Banks']) {
        await view(`${fresh}`, await openFrom(firstBrowser, name));
      }
      const summaryOf = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `${base}/assets/share-link/${fresh}/views`,
            headers: bearer(team.collaborator.token),
          })
        ).json<{ total: number; uniqueViewers: number }>();
      expect(await summaryOf()).toMatchObject({ total: 1, uniqueViewers: 1 });

      await view(`${fresh}`, await openFrom('0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a', 'Sam'));
      expect(await summaryOf()).toMatchObject({ total: 2, uniqueViewers: 2 });
      // Its files are counted per browser too.
      await view(`${fresh}/file/${poster.id}`, await openFrom(firstBrowser, 'Robin again'));
      await view(`${fresh}/file/${poster.id}`, await openFrom(firstBrowser, 'Robin, once more'));
      expect(await summaryOf()).toMatchObject({ total: 3 });
      // The browser's key is kept only hashed with the link's id.
      const stored = await t.context.database.db
        .select()
        .from(shareLinkVisitors)
        .where(eq(shareLinkVisitors.linkId, fresh));
      expect(stored.map((visitor) => visitor.browserKeyHash)).not.toContain(firstBrowser);
    });
  });

  describe('a shared file and what the link allows', () => {
    it('shows one file with only its active version unless versions are shared', async () => {
      const plain = await shareLink({ fileId: poster.id });
      const plainToken = await tokenFor(plain);
      const content = await view(`${plain}`, plainToken);
      expect(content.statusCode).toBe(200);
      const { file } = content.json<{ file: { versions: Json[] } & Json }>();
      expect(file).toMatchObject({ _id: poster.id, allowedActions: [], isFavourite: false });
      expect(file.versions.map((version) => version.versionId)).toEqual([poster.versionIds[1]]);
      // The file link reaches no other file, even beside it.
      expect((await view(`${plain}/file/${deepFile.id}`, plainToken)).statusCode).toBe(404);

      const versions = await shareLink(
        { fileId: poster.id },
        { accessFileVersions: true, downloadable: true },
      );
      const versionsToken = await tokenFor(versions);
      const full = (await view(`${versions}/file/${poster.id}`, versionsToken)).json<{
        versions: Json[];
        allowedActions: string[];
      }>();
      expect(full.versions.map((version) => version.versionId)).toEqual(poster.versionIds);
      expect(full.allowedActions).toEqual(['download']);
    });

    it('downloads only when the link allows it', async () => {
      const noDownloads = await shareLink({ folderId: campaign.id });
      const refused = await view(`${noDownloads}/file/${poster.id}/download`, await tokenFor(noDownloads));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Downloads are turned off for this link');

      const downloads = await shareLink({ folderId: campaign.id }, { downloadable: true });
      const token = await tokenFor(downloads);
      const response = await view(`${downloads}/file/${deepFile.id}/download`, token);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('bytes-of-final-cut-v1');
      expect(response.headers['content-disposition']).toContain('attachment; filename="final-cut.png"');
      expect((await view(`${downloads}/file/${outsideFile.id}/download`, token)).statusCode).toBe(404);
    });

    it('downloads the whole shared folder as one zip only when the link allows downloads', async () => {
      const noDownloads = await shareLink({ folderId: campaign.id });
      const refused = await view(`${noDownloads}/download-all`, await tokenFor(noDownloads));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Downloads are turned off for this link');
      expect((await view(`${noDownloads}/download-all`)).statusCode).toBe(401);

      const downloads = await shareLink({ folderId: campaign.id }, { downloadable: true });
      const token = await tokenFor(downloads);
      const response = await view(`${downloads}/download-all`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain('attachment; filename="Campaign.zip"');
      const entries = readZipEntries(response.rawPayload);
      // Everything inside the folder at any depth, paths kept; nothing beside it.
      expect(entries.get('poster.png')?.toString()).toBe('bytes-of-poster-v2');
      expect(entries.get('Round 1/Finals/final-cut.png')?.toString()).toBe('bytes-of-final-cut-v1');
      expect([...entries.keys()].some((name) => name.includes('budget') || name.includes('rival'))).toBe(
        false,
      );

      // A folder inside the link zips on its own; one outside it, or another link's, is not found.
      const inner = readZipEntries(
        (await view(`${downloads}/download-all?folderId=${round1.id}`, token)).rawPayload,
      );
      expect([...inner.keys()]).toEqual(['Finals/final-cut.png']);
      expect((await view(`${downloads}/download-all?folderId=${elsewhere.id}`, token)).statusCode).toBe(404);
      expect((await view(`${downloads}/download-all?folderId=not-an-id`, token)).statusCode).toBe(404);
      expect((await view(`${noDownloads}/download-all`, token)).statusCode).toBe(404);

      // A file's link has no folder to zip.
      const fileLink = await shareLink({ fileId: poster.id }, { downloadable: true });
      expect((await view(`${fileLink}/download-all`, await tokenFor(fileLink))).statusCode).toBe(404);
    });

    it('reads comments on the versions it shows, and takes them only when the link allows, with a name', async () => {
      const { db } = t.context.database;
      await db.insert(driveDiscussions).values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        fileId: poster.id,
        versionId: poster.versionIds[1]!,
        content: 'Logo bigger',
        createdByUserId: team.admin.user.id,
      });
      const active = poster.versionIds[1]!;
      const older = poster.versionIds[0]!;
      const readOnly = await shareLink({ folderId: campaign.id });
      const readToken = await tokenFor(readOnly);
      const comments = await view(`${readOnly}/file/${poster.id}/version/${active}/discussion`, readToken);
      expect(comments.statusCode).toBe(200);
      expect(comments.json()).toMatchObject({
        data: [{ content: 'Logo bigger', authorName: 'Ada Lovelace', allowedActions: [] }],
      });
      // Another version is hidden when versions aren't shared; a version of another file is never there.
      expect(
        (await view(`${readOnly}/file/${poster.id}/version/${older}/discussion`, readToken)).statusCode,
      ).toBe(404);
      expect(
        (await view(`${readOnly}/file/${poster.id}/version/${deepFile.versionIds[0]}/discussion`, readToken))
          .statusCode,
      ).toBe(404);

      const post = (linkId: string, token: string, versionId: string, payload: Json) =>
        t.app.inject({
          method: 'POST',
          url: `${base}/public/share/${linkId}/file/${poster.id}/version/${versionId}/discussion`,
          headers: { 'x-share-token': token },
          payload,
        });
      const before = await db.select().from(driveDiscussions);
      const refused = await post(readOnly, readToken, active, { content: 'Love it', authorName: 'Pat' });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Comments are turned off for this link');

      const commenting = await shareLink({ folderId: campaign.id }, { canComment: true });
      const token = await tokenFor(commenting, { viewerName: 'Pat' });
      const noName = await post(commenting, token, active, { content: 'Love it' });
      expect(noName.statusCode).toBe(400);
      expect(messageOf(noName)).toBe('Please enter your name');
      const blank = await post(commenting, token, active, { content: '   ', authorName: 'Pat' });
      expect(blank.statusCode).toBe(400);
      expect(messageOf(blank)).toBe('Please write a comment');
      expect(
        (await post(commenting, token, older, { content: 'Old one', authorName: 'Pat' })).statusCode,
      ).toBe(404);
      expect(await db.select().from(driveDiscussions)).toEqual(before);

      const posted = await post(commenting, token, active, {
        content: 'Love it',
        authorName: 'Pat from Client Co',
        annotation: { shape: { type: 'point', x: 0.5, y: 0.25 } },
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toMatchObject({
        content: 'Love it',
        authorName: 'Pat from Client Co',
        createdBy: null,
        status: 'open',
        annotation: { shape: { type: 'point', x: 0.5, y: 0.25 } },
        allowedActions: [],
      });
      const [row] = await db.select().from(driveDiscussions).where(eq(driveDiscussions.content, 'Love it'));
      expect(row).toMatchObject({
        authorName: 'Pat from Client Co',
        createdByUserId: null,
        versionId: active,
      });

      // The contract's shorter path comments on the active version, or on `versionId` when given.
      const onFile = (payload: Json) =>
        t.app.inject({
          method: 'POST',
          url: `${base}/public/share/${commenting}/file/${poster.id}/discussion`,
          headers: { 'x-share-token': token },
          payload,
        });
      const onActive = await onFile({ content: 'Headline reads well', authorName: 'Pat' });
      expect(onActive.statusCode).toBe(200);
      expect(onActive.json()).toMatchObject({ versionId: active, content: 'Headline reads well' });
      expect((await onFile({ content: 'Old', authorName: 'Pat', versionId: older })).statusCode).toBe(404);
      expect((await onFile({ content: 'x', authorName: 'Pat', versionId: 'nope' })).statusCode).toBe(404);
    });
  });

  describe('a link changed while viewers have it open', () => {
    it('stops existing tokens at once when the link is turned off, and again when it expires', async () => {
      const link = await shareLink({ folderId: campaign.id });
      const token = await tokenFor(link);
      expect((await view(`${link}`, token)).statusCode).toBe(200);

      expect(
        (await member('PUT', `/assets/share-link/${link}`, { options: { enabled: false } })).statusCode,
      ).toBe(200);
      const off = await view(`${link}/file/${poster.id}`, token);
      expect(off.statusCode).toBe(403);
      expect(messageOf(off)).toBe('This link is no longer available');

      expect(
        (await member('PUT', `/assets/share-link/${link}`, { options: { enabled: true } })).statusCode,
      ).toBe(200);
      expect((await view(`${link}`, token)).statusCode).toBe(200);
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, link));
      const expired = await view(`${link}`, token);
      expect(expired.statusCode).toBe(403);
      expect(messageOf(expired)).toBe('This link has expired');
    });

    it('applies changed options to the next request, and ends earlier access when the password changes', async () => {
      const link = await shareLink({ folderId: campaign.id });
      const token = await tokenFor(link);
      expect((await view(`${link}/file/${poster.id}/download`, token)).statusCode).toBe(403);
      await member('PUT', `/assets/share-link/${link}`, { options: { downloadable: true } });
      expect((await view(`${link}/file/${poster.id}/download`, token)).statusCode).toBe(200);
      expect((await view(`${link}/file/${poster.id}`, token)).json()).toMatchObject({
        allowedActions: ['download'],
      });

      await member('PUT', `/assets/share-link/${link}`, { options: { password: 'brand-new-1' } });
      const ended = await view(`${link}`, token);
      expect(ended.statusCode).toBe(401);
      expect(messageOf(ended)).toBe('Your access to this link has ended. Please open it again.');
      const again = await tokenFor(link, { password: 'brand-new-1' });
      expect((await view(`${link}`, again)).statusCode).toBe(200);
    });
  });
});
