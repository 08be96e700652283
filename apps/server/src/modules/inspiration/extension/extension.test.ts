import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  INSPIRATION_MESSAGES,
  MESSAGES,
  type BoardPicker,
  type ExtensionBoards,
  type InspirationFile,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../platform/net/guarded-fetch.ts';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { plainPng } from '../../../test/upload-fixtures.ts';
import {
  DENIED,
  expectRefused,
  insertBoard,
  inspirationCaller,
  pngOf,
} from '../files/test-support-inspiration.ts';
import type { InspirationBoardRow } from '../tables.ts';

const M = INSPIRATION_MESSAGES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/**
 * A stand-in for a platform's CDN on 127.0.0.2, the one address the test's outbound guard lets through:
 * images, a page, a 404, a redirect to a refused address, and two 200 MB answers (one that says so in
 * Content-Length, one that doesn't), counting how many bytes of those it managed to send.
 */
function startCdn(files: { png: Buffer; hugePng: Buffer }) {
  const state = { origin: '', bigBytesSent: 0, loopbackPort: 0 };
  const sendForever = (response: http.ServerResponse, declared: boolean) => {
    const chunk = Buffer.alloc(MB, 7);
    response.writeHead(200, {
      'content-type': 'video/mp4',
      ...(declared ? { 'content-length': String(200 * MB) } : {}),
    });
    const pump = () => {
      while (state.bigBytesSent < 200 * MB) {
        state.bigBytesSent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    pump();
  };
  const server = http.createServer((request, response) => {
    switch (request.url ?? '') {
      case '/ad.png':
        response
          .writeHead(200, { 'content-type': 'image/png', 'content-length': files.png.length })
          .end(files.png);
        return;
      case '/no-type':
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(files.png);
        return;
      case '/huge.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(files.hugePng);
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>not media</body></html>');
        return;
      case '/redirect':
        response.writeHead(302, { location: `http://127.0.0.1:${state.loopbackPort}/ad.png` }).end();
        return;
      case '/big-declared':
        sendForever(response, true);
        return;
      case '/big-chunked':
        sendForever(response, false);
        return;
      default:
        response.writeHead(404).end('gone');
    }
  });
  return { server, state };
}

describe('the browser extension: its board picker and save-ad, with the media fetched under the SSRF guard', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof inspirationCaller>;
  let board: InspirationBoardRow;
  let cdn: ReturnType<typeof startCdn>;
  let png: Buffer;

  beforeAll(async () => {
    png = await pngOf(300, 200);
    cdn = startCdn({ png, hugePng: await plainPng(16000, 16000) });
    cdn.server.listen(0, '127.0.0.2');
    await once(cdn.server, 'listening');
    cdn.state.origin = `http://127.0.0.2:${(cdn.server.address() as AddressInfo).port}`;
    cdn.state.loopbackPort = (cdn.server.address() as AddressInfo).port;
    t = await createTestApp({
      services: { outbound: createGuardedFetch({ allowedNetworks: ['127.0.0.2/32'] }) },
    });
    team = await createTeam(t);
    call = inspirationCaller(t);
    board = await insertBoard(t, { workspace: team.workspace, name: 'Swipe' });
  }, 60_000);
  afterAll(async () => {
    cdn.server.closeAllConnections();
    cdn.server.close();
    await t.close();
  });

  const adOf = (urls: string[], extra: object = {}) => ({
    platform: 'meta',
    sourceUrl: 'https://www.facebook.com/ads/library/?id=123',
    adArchiveId: '123',
    pageName: 'Glow Theory',
    body: 'The serum everyone asks about',
    title: 'Glow now',
    ctaText: 'Shop now',
    ctaURL: 'https://glow.example/shop',
    startDate: '2025-03-01',
    assets: urls.map((url) => ({ type: 'image', url })),
    ...extra,
  });
  const save = (token: string, ad: object, folderId = board.id, workspaceId = team.workspace.id) =>
    call('POST', '/extension/save-ad', token, { workspaceId, folderId, ad });
  /** The stored objects under the workspace's saved ads, to prove a refusal left none behind. */
  const storedUnderWorkspace = async () => {
    const dir = t.context.storage.localPath(`inspiration/${team.workspace.id}/x`);
    const root = path.dirname(dir!);
    const files: string[] = [];
    const walk = async (at: string) => {
      for (const entry of await readdir(at, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) await walk(path.join(at, entry.name));
        else files.push(entry.name);
      }
    };
    await walk(root);
    return files.sort();
  };

  it('saves an ad with its media fetched, stored and served by its signed URL, with byte ranges', async () => {
    const response = await save(
      team.collaborator.token,
      adOf([`${cdn.state.origin}/ad.png`, `${cdn.state.origin}/no-type`], { platform: 'tiktok' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json<InspirationFile>();
    expect(saved).toMatchObject({
      folderId: board.id,
      folderIds: [board.id],
      source: 'tiktok',
      is_manual_upload: false,
      adArchiveId: '123',
      page_name: 'Glow Theory',
      format: 'carousel',
      publisher_platform: ['tiktok'],
      start_date: '2025-03-01',
      ctaURL: 'https://glow.example/shop',
      sourceUrl: 'https://www.facebook.com/ads/library/?id=123',
    });
    expect(saved.assets).toHaveLength(2);
    expect(saved.assets[0]).toMatchObject({ type: 'image', width: 300, height: 200, processing: false });
    const whole = await t.app.inject({ method: 'GET', url: saved.assets[0]!.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(sha256(whole.rawPayload)).toBe(sha256(png));
    const part = await t.app.inject({
      method: 'GET',
      url: saved.assets[0]!.url,
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(0, 10))).toBe(true);
    const thumbnail = await t.app.inject({ method: 'GET', url: saved.assets[0]!.thumbnail! });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');

    const url = new URL(saved.assets[0]!.url, 'http://x');
    const forged = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(400);
    const other = `${url.pathname.replace(/-original\.png$/, '-thumbnail.jpg')}${url.search}`;
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const outside = t.context.inspirationMedia.url('users/u1/avatar.png');
    expect((await t.app.inject({ method: 'GET', url: outside })).statusCode).toBe(404);

    const listed = await call('POST', `/inspiration/folder/${board.id}/list-items`, team.guest.token, {});
    expect(listed.json<{ files: InspirationFile[] }>().files.map((file) => file._id)).toContain(saved._id);
  });

  it('refuses loopback, file: and localhost addresses, a redirect to one, a 200 MB file, a page and a huge image; saves and stores nothing', async () => {
    const before = await storedUnderWorkspace();
    cdn.state.bigBytesSent = 0;
    await expectRefused(t, [
      [
        'POST',
        '/extension/save-ad',
        {
          workspaceId: team.workspace.id,
          folderId: board.id,
          ad: adOf([`http://127.0.0.1:${cdn.state.loopbackPort}/ad.png`]),
        },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf(['file:///etc/passwd']) },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        {
          workspaceId: team.workspace.id,
          folderId: board.id,
          ad: adOf([`http://localhost:${cdn.state.loopbackPort}/ad.png`]),
        },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        {
          workspaceId: team.workspace.id,
          folderId: board.id,
          ad: adOf(['http://169.254.169.254/latest/meta-data']),
        },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf(['not a url']) },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([`${cdn.state.origin}/redirect`]) },
        team.admin.token,
        400,
        M.mediaAddressRefused,
      ],
      [
        'POST',
        '/extension/save-ad',
        {
          workspaceId: team.workspace.id,
          folderId: board.id,
          ad: adOf([`${cdn.state.origin}/ad.png`, `${cdn.state.origin}/big-declared`]),
        },
        team.admin.token,
        400,
        'Media must be at most 100 MB',
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([`${cdn.state.origin}/page.html`]) },
        team.admin.token,
        400,
        M.mediaType,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([`${cdn.state.origin}/huge.png`]) },
        team.admin.token,
        400,
        MESSAGES.imageTooManyPixels,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([`${cdn.state.origin}/missing.png`]) },
        team.admin.token,
        502,
        M.mediaUnreachable,
      ],
    ]);
    // The declared 200 MB was refused from its header: hardly any of it was sent.
    expect(cdn.state.bigBytesSent).toBeLessThan(100 * MB);
    expect(await storedUnderWorkspace()).toEqual(before);
  }, 60_000);

  it('stops reading a 200 MB answer that doesn’t say its size once it passes 100 MB', async () => {
    cdn.state.bigBytesSent = 0;
    const before = await storedUnderWorkspace();
    await expectRefused(t, [
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([`${cdn.state.origin}/big-chunked`]) },
        team.admin.token,
        400,
        'Media must be at most 100 MB',
      ],
    ]);
    expect(cdn.state.bigBytesSent).toBeLessThan(150 * MB);
    expect(await storedUnderWorkspace()).toEqual(before);
  }, 60_000);

  it('refuses bad input, the root, a board elsewhere, a guest and another organisation', async () => {
    const ok = adOf([`${cdn.state.origin}/ad.png`]);
    const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
    await expectRefused(t, [
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: ok },
        team.guest.token,
        403,
        DENIED,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: ok },
        team.outsider.token,
        404,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: foreign.id, ad: ok },
        team.admin.token,
        404,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: team.workspace.id, ad: ok },
        team.admin.token,
        400,
        M.chooseBoard,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: adOf([]) },
        team.admin.token,
        400,
        M.assetsRequired,
      ],
      [
        'POST',
        '/extension/save-ad',
        {
          workspaceId: team.workspace.id,
          folderId: board.id,
          ad: adOf(Array.from({ length: 11 }, () => `${cdn.state.origin}/ad.png`)),
        },
        team.admin.token,
        400,
        M.tooManyAssets,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, platform: 'myspace' } },
        team.admin.token,
        400,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, pageName: '\u0000' } },
        team.admin.token,
        400,
        M.pageNameRequired,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, startDate: '2025-02-31x' } },
        team.admin.token,
        400,
        M.dateInvalid,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id },
        team.admin.token,
        400,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, ctaURL: 'javascript:alert(1)' } },
        team.admin.token,
        400,
        M.urlInvalid,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, sourceUrl: 'data:text/html,hi' } },
        team.admin.token,
        400,
        M.urlInvalid,
      ],
      [
        'POST',
        '/extension/save-ad',
        { workspaceId: team.workspace.id, folderId: board.id, ad: { ...ok, ctaURL: '//evil.example/shop' } },
        team.admin.token,
        400,
        M.urlInvalid,
      ],
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/extension/save-ad',
      payload: { workspaceId: team.workspace.id, folderId: board.id, ad: ok },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('also saves an outside ad through POST inspiration/file', async () => {
    const response = await call('POST', '/inspiration/file', team.admin.token, {
      workspaceId: team.workspace.id,
      folderId: board.id,
      ad: adOf([`${cdn.state.origin}/ad.png`]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<InspirationFile>()).toMatchObject({
      source: 'meta',
      format: 'image',
      publisher_platform: ['facebook'],
    });
  });

  it('lists the boards the caller may save into, with their paths, by organisation and workspace', async () => {
    const w = await createTeam(t);
    const second = await createWorkspace(t, w.org, 'Another');
    const top = await insertBoard(t, { workspace: w.workspace, name: 'Top' });
    const child = await insertBoard(t, { workspace: w.workspace, name: 'Child', parentId: top.id });
    const elsewhere = await insertBoard(t, { workspace: second, name: 'Elsewhere' });
    const picked = await call('GET', '/extension/boards', w.admin.token);
    expect(picked.statusCode).toBe(200);
    expect(picked.json<ExtensionBoards>()).toEqual({
      data: [
        {
          orgId: w.org.id,
          orgName: w.org.name,
          workspaces: [
            {
              workspaceId: second.id,
              workspaceName: 'Another',
              boards: [{ _id: elsewhere.id, name: 'Elsewhere', path: 'Elsewhere' }],
            },
            {
              workspaceId: w.workspace.id,
              workspaceName: w.workspace.name,
              boards: [
                { _id: top.id, name: 'Top', path: 'Top' },
                { _id: child.id, name: 'Child', path: 'Top / Child' },
              ],
            },
          ],
        },
      ],
    });
    expect((await call('GET', '/extension/boards', w.guest.token)).json()).toEqual({ data: [] });
    const collaborator = (
      await call('GET', `/inspiration/boards?orgId=${w.org.id}`, w.collaborator.token)
    ).json<BoardPicker>();
    expect(collaborator.data.map((workspace) => workspace.workspaceName)).toEqual([w.workspace.name]);
    expect((await call('GET', `/inspiration/boards?orgId=${w.org.id}`, w.guest.token)).json()).toEqual({
      data: [],
    });
    expect((await call('GET', `/inspiration/boards?orgId=${w.org.id}`, team.admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/inspiration/boards', w.admin.token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/extension/boards' })).statusCode).toBe(401);
  });
});
