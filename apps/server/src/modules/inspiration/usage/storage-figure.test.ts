import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BYTES_PER_GB, DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../platform/net/guarded-fetch.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage } from '../../../test/upload-fixtures.ts';
import { insertAd, insertBrand } from '../../discover/test-support/discover-rows.ts';
import { insertDriveFile } from '../../drive/test-support/drive-rows.ts';
import { tusClient } from '../../drive/uploads/test-support-tus.ts';
import { inspirationCaller, insertBoard, insertSavedAd } from '../files/test-support-inspiration.ts';
import { inspirationFiles } from '../tables.ts';

const LIMIT_BYTES = 30 * BYTES_PER_GB;
const FULL = { code: 'PLAN_LIMIT_REACHED', message: DRIVE_UPLOAD_MESSAGES.storageFull(30) };

describe('one storage figure for everything an organisation keeps', () => {
  let t: TestApp;
  let png: Buffer;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    png = await testImage(300, 200, 'png');
    // A platform's CDN on the one address the test's outbound guard lets through.
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    });
    server.listen(0, '127.0.0.2');
    await once(server, 'listening');
    origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      services: { outbound: createGuardedFetch({ allowedNetworks: ['127.0.0.2/32'] }) },
    });
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
  });

  /** A team whose Creative Hub already holds all but `room` bytes of the free tier's 30 GB. */
  const teamWithRoom = async (room: number) => {
    const team = await createTeam(t);
    await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: null,
      name: 'big',
      size: LIMIT_BYTES - room,
    });
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Swipe' });
    return { team, board };
  };
  const savedAdsOf = (orgId: string) =>
    t.context.database.db.select().from(inspirationFiles).where(eq(inspirationFiles.orgId, orgId));
  const extensionAd = () => ({
    platform: 'meta',
    sourceUrl: 'https://www.facebook.com/ads/library/?id=123',
    adArchiveId: '123',
    pageName: 'Glow Theory',
    body: 'The serum everyone asks about',
    assets: [{ type: 'image', url: `${origin}/ad.png` }],
  });
  const usedBytes = async (team: Awaited<ReturnType<typeof createTeam>>) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/assets/creative-hub/usage/org/${team.org.id}`,
        headers: { authorization: `Bearer ${team.admin.token}` },
      })
    ).json<{ usedBytes: number }>().usedBytes;

  it('counts a saved ad’s media with the Creative Hub’s files: a Creative Hub upload past the rest is refused', async () => {
    const { team, board } = await teamWithRoom(png.length + 100);
    const saved = await inspirationCaller(t)('POST', '/extension/save-ad', team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      ad: extensionAd(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await usedBytes(team)).toBe(LIMIT_BYTES - 100);
    const upload = await tusClient(t, team.collaborator.token).create({
      size: 200,
      metadata: { filename: 'one more.png', workspaceId: team.workspace.id },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual(FULL);
  });

  it('refuses an extension save when the storage is full, fetching and storing nothing', async () => {
    const { team, board } = await teamWithRoom(png.length - 1);
    const refused = await inspirationCaller(t)('POST', '/extension/save-ad', team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      ad: extensionAd(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FULL);
    expect(await savedAdsOf(team.org.id)).toEqual([]);
  });

  it('refuses a Discover save when the storage is full', async () => {
    const { team, board } = await teamWithRoom(10);
    await t.context.storage.put('discover/ads/full/0.png', png, 'image/png');
    const brand = await insertBrand(t, { name: 'Glow Theory' });
    const ad = await insertAd(t, {
      brand,
      body: 'Glow now',
      assets: [
        {
          type: 'image',
          key: 'discover/ads/full/0.png',
          thumbnailKey: null,
          width: 300,
          height: 200,
          durationMs: null,
        },
      ],
    });
    const refused = await inspirationCaller(t)('POST', '/inspiration/file', team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      discoverAdId: ad.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FULL);
    expect(await savedAdsOf(team.org.id)).toEqual([]);
  });

  it('refuses an Inspiration upload past the storage, and counts a finished one', async () => {
    const { team, board } = await teamWithRoom(png.length + 50);
    const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id], images: 0 });
    const tus = tusClient(t, team.collaborator.token);
    const metadata = {
      filename: 'ad.png',
      product: 'inspiration',
      workspaceId: team.workspace.id,
      fileId: file.id,
    };
    const tooBig = await tus.create({ size: png.length + 51, metadata });
    expect(tooBig.statusCode).toBe(403);
    expect(tooBig.json()).toEqual(FULL);
    const { finished } = await tus.upload(png, metadata);
    expect(finished.statusCode, finished.body).toBe(204);
    expect(await usedBytes(team)).toBe(LIMIT_BYTES - 50);
    const more = await tus.create({ size: 51, metadata });
    expect(more.statusCode).toBe(403);
  });
});
