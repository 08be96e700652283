import { createHash } from 'node:crypto';
import { INSPIRATION_MESSAGES, type DriveFile, type InspirationFile } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertAd, insertBrand } from '../../discover/test-support/discover-rows.ts';
import { testVideo } from '../../drive/uploads/test-support-tus.ts';
import {
  inspirationBoardFiles,
  inspirationFiles,
  inspirationFileTags,
  type InspirationBoardRow,
} from '../tables.ts';
import {
  DENIED,
  expectRefused,
  insertBoard,
  insertSavedAd,
  inspirationCaller,
  NASTY_TEXT,
  pngOf,
  storedKeysOf,
} from './test-support-inspiration.ts';
import { driveFileVersions, driveFiles } from '../../drive/tables.ts';
import { tags } from '../../settings/tables.ts';

const M = INSPIRATION_MESSAGES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('saved ads: save from Discover or by hand, read, change, take out, copy, link, copy an asset out, mark', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof inspirationCaller>;
  let board: InspirationBoardRow;
  let second: InspirationBoardRow;
  let foreignBoard: InspirationBoardRow;
  const ws = () => team.workspace.id;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = inspirationCaller(t);
    board = await insertBoard(t, { workspace: team.workspace, name: 'Main' });
    second = await insertBoard(t, { workspace: team.workspace, name: 'Second' });
    foreignBoard = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
  });
  afterAll(() => t.close());

  const bytesOf = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  };

  describe('POST inspiration/file', () => {
    it('saves a Discover ad into two boards with its fields and its own copy of the image and video, thumbnails made', async () => {
      const brand = await insertBrand(t, { name: 'Glow Theory' });
      const image = await pngOf(120, 90);
      const video = testVideo({ format: 'mp4', seconds: 1 });
      await t.context.storage.put('discover/ads/t1/0.png', image, 'image/png');
      await t.context.storage.put('discover/ads/t1/1.mp4', video, 'video/mp4');
      const ad = await insertAd(t, {
        brand,
        body: 'The serum everyone asks about',
        title: 'Glow now',
        format: 'carousel',
        publisherPlatforms: ['facebook', 'instagram'],
        assets: [
          {
            type: 'image',
            key: 'discover/ads/t1/0.png',
            thumbnailKey: null,
            width: 120,
            height: 90,
            durationMs: null,
          },
          {
            type: 'video',
            key: 'discover/ads/t1/1.mp4',
            thumbnailKey: null,
            width: 320,
            height: 240,
            durationMs: 1000,
          },
        ],
      });
      const response = await call('POST', '/inspiration/file', team.collaborator.token, {
        workspaceId: ws(),
        folderId: board.id,
        folderIds: [second.id, board.id],
        discoverAdId: ad.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      const saved = response.json<InspirationFile>();
      expect(saved).toMatchObject({
        workspaceId: ws(),
        folderId: board.id,
        source: 'meta',
        is_manual_upload: false,
        discoverAdId: ad.id,
        adArchiveId: ad.adArchiveId,
        brandId: brand.id,
        brand: { _id: brand.id, name: 'Glow Theory' },
        page_name: 'Glow Theory',
        format: 'carousel',
        publisher_platform: ['facebook', 'instagram'],
        body: 'The serum everyone asks about',
        title: 'Glow now',
        ctaText: 'Shop Now',
        ctaURL: 'https://example.com/shop',
        start_date: '2025-01-01',
        isHtmlBody: false,
        savedBy: { _id: team.collaborator.user.id, name: 'Cleo Lovelace' },
      });
      expect(saved.folderIds.sort()).toEqual([board.id, second.id].sort());
      expect(saved.allowedActions).toEqual(expect.arrayContaining(['file.manage', 'comment.write']));
      const [imageAsset, videoAsset] = saved.assets;
      expect(imageAsset).toMatchObject({
        index: 0,
        type: 'image',
        processing: false,
        width: 120,
        height: 90,
      });
      expect(videoAsset).toMatchObject({ index: 1, type: 'video', processing: false, durationMs: 1000 });
      expect(sha256(await bytesOf(imageAsset!.url))).toBe(sha256(image));
      expect((await sharp(await bytesOf(imageAsset!.thumbnail!)).metadata()).format).toBe('jpeg');
      expect((await sharp(await bytesOf(videoAsset!.thumbnail!)).metadata()).format).toBe('jpeg');
      expect(videoAsset!.url).toContain('-preview.mp4');
      const [row] = await t.context.database.db
        .select()
        .from(inspirationFiles)
        .where(eq(inspirationFiles.id, saved._id));
      expect(row!.assets.every((asset) => asset.key!.startsWith(`inspiration/${ws()}/${saved._id}/`))).toBe(
        true,
      );
      expect(row!.size).toBe(image.length + video.length);
      // The library's own copy may go; the saved ad keeps its bytes.
      await t.context.storage.delete('discover/ads/t1/0.png');
      expect(sha256(await bytesOf(imageAsset!.url))).toBe(sha256(image));
    });

    it('starts an ad typed by hand, with no media yet, in one board', async () => {
      const response = await call('POST', '/inspiration/file', team.admin.token, {
        workspaceId: ws(),
        folderId: board.id,
        manual: {
          pageName: '  Our idea ',
          body: 'Line one\nline two',
          ctaURL: 'https://example.com',
          publisherPlatforms: ['tiktok'],
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<InspirationFile>()).toMatchObject({
        source: 'manual',
        is_manual_upload: true,
        page_name: 'Our idea',
        body: 'Line one\nline two',
        ctaURL: 'https://example.com',
        publisher_platform: ['tiktok'],
        assets: [],
        folderIds: [board.id],
      });
    });

    it('refuses bad input, the root, a board elsewhere, a guest and another organisation, and saves nothing', async () => {
      const brand = await insertBrand(t, { name: 'Nope' });
      const ad = await insertAd(t, { brand });
      const url = '/inspiration/file';
      const manual = { pageName: 'x' };
      await expectRefused(t, [
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id },
          team.admin.token,
          400,
          'Send one of discoverAdId, ad or manual',
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, manual, discoverAdId: ad.id },
          team.admin.token,
          400,
        ],
        ['POST', url, { workspaceId: ws(), folderId: ws(), manual }, team.admin.token, 400, M.chooseBoard],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, folderIds: [ws()], manual },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: foreignBoard.id, manual },
          team.admin.token,
          404,
          M.boardNotFound,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, folderIds: [foreignBoard.id], manual },
          team.admin.token,
          404,
        ],
        ['POST', url, { workspaceId: ws(), folderId: 'nope', manual }, team.admin.token, 404],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, discoverAdId: crypto.randomUUID() },
          team.admin.token,
          404,
          M.adNotFound,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, discoverAdId: 'nope' },
          team.admin.token,
          404,
          M.adNotFound,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, manual: { pageName: ' ' } },
          team.admin.token,
          400,
          M.pageNameRequired,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, manual: { pageName: NASTY_TEXT.loneSurrogate } },
          team.admin.token,
          400,
          M.pageNameRequired,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, manual: { pageName: 'x', body: NASTY_TEXT.long } },
          team.admin.token,
          400,
          M.bodyTooLong,
        ],
        [
          'POST',
          url,
          {
            workspaceId: ws(),
            folderId: board.id,
            folderIds: Array.from({ length: 21 }, () => board.id),
            manual,
          },
          team.admin.token,
          400,
          M.tooManyTargets,
        ],
        ['POST', url, { workspaceId: ws(), folderId: board.id, manual }, team.guest.token, 403, DENIED],
        [
          'POST',
          url,
          { workspaceId: ws(), folderId: board.id, discoverAdId: ad.id },
          team.guest.token,
          403,
          DENIED,
        ],
        ['POST', url, { workspaceId: ws(), folderId: board.id, manual }, team.outsider.token, 404],
        [
          'POST',
          url,
          { workspaceId: team.otherWorkspace.id, folderId: foreignBoard.id, manual },
          team.admin.token,
          404,
        ],
      ]);
    });

    it('keeps a page name without its NUL characters', async () => {
      const response = await call('POST', '/inspiration/file', team.admin.token, {
        workspaceId: ws(),
        folderId: board.id,
        manual: { pageName: NASTY_TEXT.nul, title: 'Ti\u0000tle' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<InspirationFile>()).toMatchObject({ page_name: 'Badname', title: 'Title' });
    });
  });

  describe('GET and PUT inspiration/file/{fileId}', () => {
    it('reads a saved ad (a guest too) and changes its texts and tags, leaving out what is left out', async () => {
      const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id] });
      const url = `/inspiration/file/${file.id}`;
      const read = await call('GET', url, team.guest.token);
      expect(read.statusCode).toBe(200);
      expect(read.json<InspirationFile>()).toMatchObject({
        _id: file.id,
        folderId: board.id,
        allowedActions: ['workspace.view', 'comment.write'],
      });
      const { db } = t.context.database;
      const [hook, old] = await db
        .insert(tags)
        .values([
          { orgId: team.org.id, workspaceId: ws(), product: 'inspiration', name: 'Hook', color: '#ffd6a5' },
          { orgId: team.org.id, workspaceId: ws(), product: 'inspiration', name: 'Old', color: '#caffbf' },
        ])
        .returning();
      await db.insert(inspirationFileTags).values({ fileId: file.id, tagId: old!.id, workspaceId: ws() });
      const changed = await call('PUT', url, team.collaborator.token, {
        page_name: 'Renamed',
        title: 'A title',
        description: 'Why we saved it',
        tagsToAdd: [hook!.id],
        tagsToRemove: [old!.id, 'not-an-id'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<InspirationFile>()).toMatchObject({
        page_name: 'Renamed',
        title: 'A title',
        description: 'Why we saved it',
        body: file.body,
        tags: [{ _id: hook!.id, name: 'Hook', color: '#ffd6a5' }],
      });
      const cleared = await call('PUT', url, team.admin.token, { title: null, description: null });
      expect(cleared.json<InspirationFile>()).toMatchObject({
        page_name: 'Renamed',
        title: null,
        description: null,
      });
    });

    it('refuses bad changes, another product’s tag, a guest and another organisation, changing nothing', async () => {
      const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id] });
      const foreign = await insertSavedAd(t, { workspace: team.otherWorkspace, boardIds: [foreignBoard.id] });
      const [driveTag] = await t.context.database.db
        .insert(tags)
        .values({ orgId: team.org.id, workspaceId: ws(), product: 'drive', name: 'Drive tag', color: '#fff' })
        .returning();
      const url = `/inspiration/file/${file.id}`;
      await expectRefused(t, [
        ['PUT', url, { page_name: '' }, team.admin.token, 400, M.pageNameRequired],
        ['PUT', url, { title: 'x'.repeat(600) }, team.admin.token, 400, M.fieldTooLong],
        ['PUT', url, { tagsToAdd: [driveTag!.id] }, team.admin.token, 400, 'Tag not found'],
        ['PUT', url, { tagsToAdd: [crypto.randomUUID()] }, team.admin.token, 400, 'Tag not found'],
        ['PUT', url, { body: NASTY_TEXT.loneSurrogate }, team.admin.token, 400],
        ['PUT', url, { ctaURL: 'javascript:alert(1)' }, team.admin.token, 400, M.urlInvalid],
        ['PUT', url, { ctaURL: '//evil.example' }, team.admin.token, 400, M.urlInvalid],
        ['PUT', url, { ctaURL: 'https:evil.example' }, team.admin.token, 400, M.urlInvalid],
        ['PUT', url, { title: 'Guest' }, team.guest.token, 403, DENIED],
        ['PUT', url, { title: 'Outsider' }, team.outsider.token, 404],
        ['GET', url, undefined, team.outsider.token, 404],
        ['GET', `/inspiration/file/${foreign.id}`, undefined, team.admin.token, 404],
        ['PUT', `/inspiration/file/${foreign.id}`, { title: 'Mine' }, team.admin.token, 404],
        ['GET', '/inspiration/file/nope', undefined, team.admin.token, 404],
      ]);
    });
  });

  describe('DELETE inspiration/folder/{folderId}/file/{fileId}', () => {
    it('takes an ad out of one board, then out of its last, which deletes it with its media', async () => {
      const file = await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [board.id, second.id],
        images: 2,
      });
      const first = await call(
        'DELETE',
        `/inspiration/folder/${board.id}/file/${file.id}`,
        team.collaborator.token,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ _id: file.id, message: M.adDeleted });
      expect(await storedKeysOf(t, file)).toEqual([true, true, true, true]);
      const { db } = t.context.database;
      expect(
        (await db.select().from(inspirationBoardFiles).where(eq(inspirationBoardFiles.fileId, file.id))).map(
          (link) => link.boardId,
        ),
      ).toEqual([second.id]);
      await expectRefused(t, [
        [
          'DELETE',
          `/inspiration/folder/${board.id}/file/${file.id}`,
          undefined,
          team.admin.token,
          404,
          M.adNotFound,
        ],
        [
          'DELETE',
          `/inspiration/folder/${ws()}/file/${file.id}`,
          undefined,
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'DELETE',
          `/inspiration/folder/${foreignBoard.id}/file/${file.id}`,
          undefined,
          team.admin.token,
          404,
        ],
        [
          'DELETE',
          `/inspiration/folder/${second.id}/file/${file.id}`,
          undefined,
          team.guest.token,
          403,
          DENIED,
        ],
        ['DELETE', `/inspiration/folder/${second.id}/file/${file.id}`, undefined, team.outsider.token, 404],
      ]);
      const last = await call('DELETE', `/inspiration/folder/${second.id}/file/${file.id}`, team.admin.token);
      expect(last.statusCode).toBe(200);
      expect(await db.select().from(inspirationFiles).where(eq(inspirationFiles.id, file.id))).toEqual([]);
      expect(await storedKeysOf(t, file)).toEqual([false, false, false, false]);
    });
  });

  describe('POST .../copy-file and .../link-to', () => {
    it('copies an ad into boards as new ads with their own media; links it into more boards, refusing only when all had it', async () => {
      const third = await insertBoard(t, { workspace: team.workspace, name: 'Third' });
      const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id] });
      const copied = await call('POST', `/inspiration/file/${file.id}/copy-file`, team.collaborator.token, {
        targetFolderIds: [second.id, third.id],
      });
      expect(copied.statusCode, copied.body).toBe(200);
      const { files, message } = copied.json<{ files: InspirationFile[]; message: string }>();
      expect(message).toBe(M.adCopied);
      expect(files.map((copy) => copy.folderIds)).toEqual([[second.id], [third.id]]);
      expect(new Set(files.map((copy) => copy._id)).size).toBe(2);
      expect(files.every((copy) => copy._id !== file.id && copy.page_name === file.pageName)).toBe(true);
      const copyRows = await t.context.database.db
        .select()
        .from(inspirationFiles)
        .where(
          inArray(
            inspirationFiles.id,
            files.map((copy) => copy._id),
          ),
        );
      for (const row of copyRows) expect(await storedKeysOf(t, row)).toEqual([true, true]);

      const linked = await call('POST', `/inspiration/file/${file.id}/link-to`, team.admin.token, {
        folderIds: [board.id, second.id],
      });
      expect(linked.statusCode).toBe(200);
      expect(linked.json<InspirationFile>().folderIds).toEqual([board.id, second.id]);
      await expectRefused(t, [
        [
          'POST',
          `/inspiration/file/${file.id}/link-to`,
          { folderIds: [second.id, board.id] },
          team.admin.token,
          400,
          M.alreadyInBoard,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/link-to`,
          { folderIds: [] },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/link-to`,
          { folderIds: [third.id, foreignBoard.id] },
          team.admin.token,
          404,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/link-to`,
          { folderIds: [ws()] },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/link-to`,
          { folderIds: [third.id] },
          team.guest.token,
          403,
          DENIED,
        ],
        ['POST', `/inspiration/file/${file.id}/link-to`, { folderIds: [third.id] }, team.outsider.token, 404],
        [
          'POST',
          `/inspiration/file/${file.id}/copy-file`,
          { targetFolderIds: [] },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/copy-file`,
          { targetFolderIds: [foreignBoard.id] },
          team.admin.token,
          404,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/copy-file`,
          { targetFolderIds: [third.id, 'nope'] },
          team.admin.token,
          404,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/copy-file`,
          { targetFolderIds: [third.id] },
          team.guest.token,
          403,
          DENIED,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/copy-file`,
          { targetFolderIds: [third.id] },
          team.outsider.token,
          404,
        ],
      ]);
    });
  });

  describe('POST .../asset/{assetIndex}/copy-to', () => {
    it('makes a Creative Hub file of one asset’s bytes in a folder of the organisation, refusing a guest and elsewhere', async () => {
      const file = await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [board.id],
        images: 2,
        pageName: 'Glow/Theory',
      });
      const otherWorkspace = await createWorkspace(t, team.org, 'Design');
      const url = `/inspiration/file/${file.id}/asset/1/copy-to`;
      // The collaborator has no grant in the new workspace: it doesn't exist for them.
      expect(
        (
          await call('POST', url, team.collaborator.token, {
            workspaceId: otherWorkspace.id,
            folderId: otherWorkspace.id,
          })
        ).statusCode,
      ).toBe(404);
      const response = await call('POST', url, team.admin.token, {
        workspaceId: otherWorkspace.id,
        folderId: otherWorkspace.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { fileId, message } = response.json<{ fileId: string; message: string }>();
      expect(message).toBe(M.assetCopied);
      const { db } = t.context.database;
      const [hubFile] = await db.select().from(driveFiles).where(eq(driveFiles.id, fileId));
      expect(hubFile).toMatchObject({
        workspaceId: otherWorkspace.id,
        folderId: null,
        name: 'Glow Theory 2.png',
      });
      const [version] = await db.select().from(driveFileVersions).where(eq(driveFileVersions.fileId, fileId));
      const stored = await t.context.storage.get(version!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      const original = await t.context.storage.get(file.assets[1]!.key!);
      const originalChunks: Buffer[] = [];
      for await (const chunk of original!.body) originalChunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(Buffer.concat(originalChunks)));
      const dto = await call('GET', `/assets/file/${fileId}`, team.admin.token);
      expect(dto.json<DriveFile>()).toMatchObject({ kind: 'image', mime: 'image/png' });

      const before = await db.select().from(driveFiles);
      await expectRefused(t, [
        ['POST', url, { workspaceId: ws(), folderId: ws() }, team.guest.token, 403, DENIED],
        ['POST', url, { workspaceId: ws(), folderId: ws() }, team.outsider.token, 404],
        [
          'POST',
          url,
          { workspaceId: team.otherWorkspace.id, folderId: team.otherWorkspace.id },
          team.admin.token,
          404,
        ],
        ['POST', url, { workspaceId: ws(), folderId: crypto.randomUUID() }, team.admin.token, 404],
        [
          'POST',
          `/inspiration/file/${file.id}/asset/5/copy-to`,
          { workspaceId: ws(), folderId: ws() },
          team.admin.token,
          404,
          M.assetNotFound,
        ],
        [
          'POST',
          `/inspiration/file/${file.id}/asset/99/copy-to`,
          { workspaceId: ws(), folderId: ws() },
          team.admin.token,
          400,
        ],
        ['POST', url, { workspaceId: ws() }, team.admin.token, 400],
      ]);
      expect(await db.select().from(driveFiles)).toEqual(before);
    });
  });

  describe('POST|DELETE inspiration/file/{fileId}/favourite and .../watch', () => {
    it('marks an ad for its member only, a guest too, and refuses another organisation', async () => {
      const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id] });
      const url = `/inspiration/file/${file.id}`;
      expect((await call('POST', `${url}/favourite`, team.guest.token)).json()).toEqual({
        _id: file.id,
        isFavourite: true,
      });
      expect((await call('POST', `${url}/watch`, team.guest.token)).json()).toEqual({
        _id: file.id,
        isWatched: true,
      });
      expect((await call('GET', url, team.guest.token)).json<InspirationFile>()).toMatchObject({
        isFavourite: true,
        isWatched: true,
      });
      expect((await call('GET', url, team.admin.token)).json<InspirationFile>()).toMatchObject({
        isFavourite: false,
        isWatched: false,
      });
      expect((await call('DELETE', `${url}/favourite`, team.guest.token)).json()).toEqual({
        _id: file.id,
        isFavourite: false,
      });
      expect((await call('DELETE', `${url}/watch`, team.guest.token)).json()).toEqual({
        _id: file.id,
        isWatched: false,
      });
      await expectRefused(t, [
        ['POST', `${url}/favourite`, undefined, team.outsider.token, 404],
        ['DELETE', `${url}/watch`, undefined, team.outsider.token, 404],
      ]);
    });
  });
});
