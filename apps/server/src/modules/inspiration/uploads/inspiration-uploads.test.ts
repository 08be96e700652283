import { createHash } from 'node:crypto';
import { INSPIRATION_MESSAGES, MESSAGES, type InspirationFile } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { plainPng } from '../../../test/upload-fixtures.ts';
import { testVideo, tusClient } from '../../drive/uploads/test-support-tus.ts';
import {
  DENIED,
  insertBoard,
  insertSavedAd,
  inspirationCaller,
  inspirationSnapshot,
  messageOf,
  pngOf,
} from '../files/test-support-inspiration.ts';
import { inspirationFiles, type InspirationBoardRow } from '../tables.ts';
import { driveFiles } from '../../drive/tables.ts';

const M = INSPIRATION_MESSAGES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an ad uploaded by hand: its images and videos through the tus upload with product=inspiration', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof inspirationCaller>;
  let board: InspirationBoardRow;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = inspirationCaller(t);
    board = await insertBoard(t, { workspace: team.workspace, name: 'Our ideas' });
  });
  afterAll(() => t.close());

  const startManualAd = async () => {
    const response = await call('POST', '/inspiration/file', team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      manual: { pageName: 'Our own ad', body: 'An idea' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<InspirationFile>();
  };

  it('adds each upload as the ad’s next asset, checked by content, with its thumbnail and a video’s preview; the Creative Hub is untouched', async () => {
    const ad = await startManualAd();
    const hubFilesBefore = await t.context.database.db.select().from(driveFiles);
    const tus = tusClient(t, team.collaborator.token);
    const png = await pngOf(200, 100);
    const metadata = {
      filename: 'idea.png',
      workspaceId: team.workspace.id,
      fileId: ad._id,
      product: 'inspiration',
    };
    const image = await tus.upload(png, metadata);
    expect(image.finished.statusCode, image.finished.body).toBe(204);
    expect(image.finished.headers['hookline-file-id']).toBe(ad._id);
    expect(image.finished.headers['hookline-version-id']).toBe('0');
    const head = await tus.head(image.location);
    expect(head.headers['hookline-file-id']).toBe(ad._id);

    const video = await tus.upload(testVideo({ format: 'webm', seconds: 1 }), {
      ...metadata,
      filename: 'idea.webm',
    });
    expect(video.finished.statusCode, video.finished.body).toBe(204);
    expect(video.finished.headers['hookline-version-id']).toBe('1');

    const read = (await call('GET', `/inspiration/file/${ad._id}`, team.guest.token)).json<InspirationFile>();
    expect(read).toMatchObject({ format: 'carousel', is_manual_upload: true, source: 'manual' });
    expect(read.assets[0]).toMatchObject({
      index: 0,
      type: 'image',
      width: 200,
      height: 100,
      processing: false,
    });
    expect(read.assets[1]).toMatchObject({ index: 1, type: 'video', processing: false, durationMs: 1000 });
    const served = await t.app.inject({ method: 'GET', url: read.assets[0]!.url });
    expect(sha256(served.rawPayload)).toBe(sha256(png));
    const preview = await t.app.inject({ method: 'GET', url: read.assets[1]!.url });
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect(read.assets[1]!.thumbnail).not.toBeNull();
    expect(await t.context.database.db.select().from(driveFiles)).toEqual(hubFilesBefore);
  }, 90_000);

  it('makes no preview of a tiny video declaring 1,000 frames a second: it stays as uploaded, without a thumbnail', async () => {
    const ad = await startManualAd();
    const hostile = testVideo({ format: 'mp4', seconds: 0.3, size: '32x32', rate: '1000' });
    const video = await tusClient(t, team.collaborator.token).upload(hostile, {
      filename: 'thousand-fps.mp4',
      workspaceId: team.workspace.id,
      fileId: ad._id,
      product: 'inspiration',
    });
    expect(video.finished.statusCode, video.finished.body).toBe(204);
    const read = (await call('GET', `/inspiration/file/${ad._id}`, team.guest.token)).json<InspirationFile>();
    expect(read.assets[0]).toMatchObject({ type: 'video', processing: false, thumbnail: null });
    expect(read.assets[0]!.url).not.toContain('-preview.mp4');
  }, 90_000);

  it('refuses a guest, another organisation, a missing or unknown ad, too large a file and what isn’t media, adding nothing', async () => {
    const ad = await startManualAd();
    const foreignBoard = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
    const foreign = await insertSavedAd(t, { workspace: team.otherWorkspace, boardIds: [foreignBoard.id] });
    const before = await inspirationSnapshot(t);
    const metadata = {
      filename: 'idea.png',
      workspaceId: team.workspace.id,
      fileId: ad._id,
      product: 'inspiration',
    };
    const create = (token: string, values: Record<string, string | undefined>, size = 100) =>
      tusClient(t, token).create({ size, metadata: values });

    const guest = await create(team.guest.token, metadata);
    expect([guest.statusCode, messageOf(guest)]).toEqual([403, DENIED]);
    expect((await create(team.outsider.token, metadata)).statusCode).toBe(404);
    expect(
      (await create(team.outsider.token, { ...metadata, workspaceId: team.otherWorkspace.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await create(team.admin.token, {
          ...metadata,
          fileId: foreign.id,
          workspaceId: team.otherWorkspace.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await create(team.admin.token, { ...metadata, fileId: foreign.id })).statusCode).toBe(404);
    expect((await create(team.admin.token, { ...metadata, fileId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await create(team.admin.token, { ...metadata, fileId: 'nope' })).statusCode).toBe(404);
    expect((await create(team.admin.token, { ...metadata, fileId: undefined })).statusCode).toBe(400);
    expect((await create(team.admin.token, { ...metadata, product: 'analytics' })).statusCode).toBe(400);
    const tooLarge = await create(team.admin.token, metadata, 101 * 1024 * 1024);
    expect([tooLarge.statusCode, messageOf(tooLarge)]).toEqual([413, M.mediaTooLarge]);

    const text = await tusClient(t, team.admin.token).upload(
      Buffer.from('just some text, not an image'),
      metadata,
    );
    expect([text.finished.statusCode, messageOf(text.finished)]).toEqual([400, M.mediaType]);
    const huge = await tusClient(t, team.admin.token).upload(await plainPng(16000, 16000), metadata);
    expect([huge.finished.statusCode, messageOf(huge.finished)]).toEqual([400, MESSAGES.imageTooManyPixels]);

    expect(await inspirationSnapshot(t)).toEqual(before);
    const [row] = await t.context.database.db
      .select()
      .from(inspirationFiles)
      .where(eq(inspirationFiles.id, ad._id));
    expect(row!.assets).toEqual([]);
  }, 90_000);

  it('refuses an upload to an ad that already has ten images and videos', async () => {
    const full = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id], images: 10 });
    const response = await tusClient(t, team.admin.token).create({
      size: 100,
      metadata: {
        filename: 'x.png',
        workspaceId: team.workspace.id,
        fileId: full.id,
        product: 'inspiration',
      },
    });
    expect([response.statusCode, messageOf(response)]).toEqual([400, M.tooManyAssets]);
  });
});
