import type { ShareContent, SharedInspirationFile } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBoard, insertSavedAd } from '../inspiration/discussions/test-support-saved-ads.ts';
import type { InspirationFileRow } from '../inspiration/index.ts';
import { createShareMediaUrls } from './share-media-urls.ts';
import { shareLinks, shareLinkVisitors } from './tables.ts';
import { insertFile, insertFolder } from './test-support-drive-rows.ts';

const base = '/api/v1';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
type Json = Record<string, unknown>;
type FolderContent = Extract<ShareContent, { assetType: 'folder' }>;
type BoardContent = Extract<ShareContent, { assetType: 'board' }>;

describe('share links: the media their viewers get', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let campaign: Awaited<ReturnType<typeof insertFolder>>;
  let poster: Awaited<ReturnType<typeof insertFile>>;
  let moodboard: Awaited<ReturnType<typeof insertBoard>>;
  let savedAd: InspirationFileRow;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const workspace = team.workspace;
    campaign = await insertFolder(t, { workspace, name: 'Campaign' });
    poster = await insertFile(t, {
      workspace,
      folderId: campaign.id,
      name: 'poster',
      versions: 2,
      thumbnails: true,
    });
    moodboard = await insertBoard(t, { workspace, name: 'Moodboard' });
    savedAd = await insertSavedAd(t, { workspace, boardIds: [moodboard.id], pageName: 'Glow Theory' });
  });
  afterAll(() => t.close());

  const member = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(team.admin.token), payload });
  const setOptions = async (linkId: string, options: Json) =>
    expect((await member('PUT', `/assets/share-link/${linkId}`, { options })).statusCode).toBe(200);

  async function shareLink(target: Json, options: Json = {}): Promise<string> {
    const response = await member('POST', '/assets/share-link', {
      workspaceId: team.workspace.id,
      ...target,
      options,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ shareLinkId: string }>().shareLinkId;
  }

  async function tokenFor(linkId: string, payload: Json = {}): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/public/share/${linkId}/access`,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }

  const view = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${base}/public/share/${url}`, headers: { 'x-share-token': token } });
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

  /** Every URL in an answer that serves stored media. */
  const mediaUrlsIn = (body: string): string[] => body.match(/\/api\/v1\/[^"]*(?:media)[^"]*/g) ?? [];

  /** The visitor row of the latest token handed out for a link. */
  async function latestVisitorOf(linkId: string): Promise<string> {
    const rows = await t.context.database.db
      .select()
      .from(shareLinkVisitors)
      .where(eq(shareLinkVisitors.linkId, linkId));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!newest) throw new Error('no visitor');
    return newest.id;
  }

  describe('a Creative Hub link', () => {
    it('with downloads off gives previews only: no URL of the original, and the original is refused', async () => {
      const link = await shareLink({ folderId: campaign.id });
      const token = await tokenFor(link);
      const page = await view(link, token);
      const file = await view(`${link}/file/${poster.id}`, token);
      for (const response of [page, file]) {
        expect(response.statusCode).toBe(200);
        const urls = mediaUrlsIn(response.body);
        expect(urls.length).toBeGreaterThan(0);
        for (const url of urls) {
          expect(url).toMatch(new RegExp(`^/api/v1/public/share/${link}/media/`));
          expect(url).not.toContain('/original');
        }
      }
      const [listed] = page.json<FolderContent>().files;
      expect(listed?.mediaURL).toBe(listed?.thumbnailURL);
      const shown = await fetchMedia(listed!.mediaURL!);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toBe('thumbnail-of-poster-v2');

      // An original's URL signed for this very link and viewer is refused while downloads are off.
      const signer = createShareMediaUrls(t.context.config.jwtSecret);
      const holder = { linkId: link, visitorId: await latestVisitorOf(link) };
      const original = signer.drive(holder).url(poster.versionIds[1]!, 'original');
      const refused = await fetchMedia(original);
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Downloads are turned off for this link');
      // A version the link doesn't show is not there.
      const older = signer.drive(holder).url(poster.versionIds[0]!, 'thumbnail');
      expect((await fetchMedia(older)).statusCode).toBe(404);
      // Nor is a URL of another link, or a forged one.
      const other = await shareLink({ folderId: campaign.id }, { downloadable: true });
      expect((await fetchMedia(original.replace(link, other))).statusCode).toBe(403);
      expect((await fetchMedia(listed!.mediaURL!.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
    });

    it('binds its media URLs to the link: they stop when downloads, the link or the access end', async () => {
      const link = await shareLink({ fileId: poster.id }, { downloadable: true });
      const token = await tokenFor(link);
      const { file } = (await view(link, token)).json<{ file: { mediaURL: string; thumbnailURL: string } }>();
      expect(file.mediaURL).toContain(`/public/share/${link}/media/${poster.versionIds[1]}/original?`);
      const original = await fetchMedia(file.mediaURL);
      expect(original.statusCode).toBe(200);
      expect(original.body).toBe('bytes-of-poster-v2');

      await setOptions(link, { downloadable: false });
      expect((await fetchMedia(file.mediaURL)).statusCode).toBe(403);
      expect((await fetchMedia(file.thumbnailURL)).statusCode).toBe(200);

      await setOptions(link, { enabled: false });
      const off = await fetchMedia(file.thumbnailURL);
      expect(off.statusCode).toBe(403);
      expect(messageOf(off)).toBe('This link is no longer available');
      await setOptions(link, { enabled: true });
      expect((await fetchMedia(file.thumbnailURL)).statusCode).toBe(200);

      const { db } = t.context.database;
      await db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, link));
      const expired = await fetchMedia(file.thumbnailURL);
      expect(expired.statusCode).toBe(403);
      expect(messageOf(expired)).toBe('This link has expired');
      await db.update(shareLinks).set({ expireAt: null }).where(eq(shareLinks.id, link));
      expect((await fetchMedia(file.thumbnailURL)).statusCode).toBe(200);

      // A new password ends every earlier access, and the media URLs handed out with it.
      await setOptions(link, { password: 'brand-new-1' });
      const ended = await fetchMedia(file.thumbnailURL);
      expect(ended.statusCode).toBe(401);
      expect(messageOf(ended)).toBe('Your access to this link has ended. Please open it again.');

      const again = await tokenFor(link, { password: 'brand-new-1' });
      const fresh = (await view(link, again)).json<{ file: { thumbnailURL: string } }>().file;
      expect((await fetchMedia(fresh.thumbnailURL)).statusCode).toBe(200);
      await db.delete(shareLinks).where(eq(shareLinks.id, link));
      expect((await fetchMedia(fresh.thumbnailURL)).statusCode).toBe(404);
    });
  });

  describe('a board link', () => {
    it('gives previews only with downloads off, bound to the link, and stops when the link is turned off', async () => {
      const link = await shareLink({ folderId: moodboard.id });
      const token = await tokenFor(link);
      const content = await view(link, token);
      expect(content.statusCode).toBe(200);
      const ad = await view(`${link}/inspiration-file/${savedAd.id}`, token);
      expect(ad.statusCode).toBe(200);
      for (const body of [content.body, ad.body]) {
        for (const url of mediaUrlsIn(body)) {
          expect(url).toMatch(new RegExp(`^/api/v1/public/share/${link}/inspiration-media/`));
          expect(url).not.toContain('-original.');
        }
      }
      const asset = ad.json<SharedInspirationFile>().file.assets[0]!;
      expect(asset.url).toBe(asset.thumbnail);
      expect((await fetchMedia(asset.url)).statusCode).toBe(200);
      expect(content.json<BoardContent>().files[0]?.assets[0]?.url).toContain(`/public/share/${link}/`);

      const originalKey = savedAd.assets[0]!.key!;
      const signer = createShareMediaUrls(t.context.config.jwtSecret);
      const holder = { linkId: link, visitorId: await latestVisitorOf(link) };
      const original = await fetchMedia(signer.inspiration(holder).url(originalKey));
      expect(original.statusCode).toBe(403);
      expect(messageOf(original)).toBe('Downloads are turned off for this link');
      await setOptions(link, { downloadable: true });
      expect((await fetchMedia(signer.inspiration(holder).url(originalKey))).statusCode).toBe(200);

      await setOptions(link, { enabled: false });
      expect((await fetchMedia(asset.url)).statusCode).toBe(403);
    });
  });
});
