import { DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage } from '../../../test/upload-fixtures.ts';
import { driveFileCollectLinks, driveFiles, driveFileVersions } from '../tables.ts';
import { DENIED, driveSnapshot, NASTY_TEXT } from '../test-support/drive-calls.ts';
import { insertDriveFolder } from '../test-support/drive-rows.ts';
import { tusClient } from '../uploads/test-support-tus.ts';

const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

interface LinkDto {
  _id: string;
  workspaceId: string;
  folderId: string;
  enabled: boolean;
  url: string;
}

describe('file-collect links', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let folder: Awaited<ReturnType<typeof insertDriveFolder>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Client uploads' });
    png = await testImage(320, 200, 'png');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const links = () =>
    t.context.database.db.select().from(driveFileCollectLinks).orderBy(driveFileCollectLinks.id);
  const createLink = async (folderId = folder.id) => {
    const response = await call('POST', '/assets/file-collect', team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LinkDto>();
  };
  const endpoint = (linkId: string) => `/api/v1/public/file-collect/${linkId}/upload`;

  it('creates a link to a folder, lists it and shows its public page', async () => {
    const link = await createLink();
    expect(link).toMatchObject({
      workspaceId: team.workspace.id,
      folderId: folder.id,
      enabled: true,
      url: `${t.context.config.appUrl}/share/file-collect/${link._id}`,
    });
    const [row] = await t.context.database.db
      .select()
      .from(driveFileCollectLinks)
      .where(eq(driveFileCollectLinks.id, link._id));
    expect(row).toMatchObject({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      folderId: folder.id,
      enabled: true,
      createdByUserId: team.collaborator.user.id,
    });
    const listed = await call('GET', `/assets/file-collect?folderId=${folder.id}`, team.admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: LinkDto[] }>().data.map((entry) => entry._id)).toContain(link._id);

    const page = await call('GET', `/public/file-collect/${link._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      folderName: 'Client uploads',
      workspaceName: team.workspace.name,
      enabled: true,
    });
  });

  it("links the workspace's root by the workspace's id", async () => {
    const link = await createLink(team.workspace.id);
    expect(link.folderId).toBe(team.workspace.id);
    const [row] = await t.context.database.db
      .select()
      .from(driveFileCollectLinks)
      .where(eq(driveFileCollectLinks.id, link._id));
    expect(row?.folderId).toBeNull();
    const page = await call('GET', `/public/file-collect/${link._id}`);
    expect(page.json()).toMatchObject({ folderName: team.workspace.name });
    const listed = await call('GET', `/assets/file-collect?folderId=${team.workspace.id}`, team.admin.token);
    expect(listed.json<{ data: LinkDto[] }>().data.map((entry) => entry._id)).toEqual([link._id]);
  });

  it('takes an upload from someone without an account into the link’s folder, counted against the organisation', async () => {
    const link = await createLink();
    const guestUploader = tusClient(t);
    const { finished, location } = await guestUploader.upload(
      png,
      // The metadata may name another folder or file: only the link's folder is ever used.
      { filename: 'from client.png', uploaderName: 'Cara Client', workspaceId: team.otherWorkspace.id },
      endpoint(link._id),
    );
    expect(location.startsWith(`${endpoint(link._id)}/`)).toBe(true);
    expect(finished.statusCode).toBe(204);
    const fileId = String(finished.headers['hookline-file-id']);
    const [file] = await t.context.database.db.select().from(driveFiles).where(eq(driveFiles.id, fileId));
    expect(file).toMatchObject({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      folderId: folder.id,
      name: 'from client.png',
      createdByUserId: null,
    });
    const [version] = await t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.fileId, fileId));
    expect(version).toMatchObject({ uploadedByUserId: null, size: png.length, processing: false });
    const usage = await call('GET', `/assets/creative-hub/usage/org/${team.org.id}`, team.admin.token);
    expect(usage.json<{ usedBytes: number }>().usedBytes).toBeGreaterThanOrEqual(png.length);

    // The upload belongs to the link: a member's path, or another link's, doesn't reach it.
    const other = await createLink();
    const id = location.split('/').at(-1);
    expect((await tusClient(t, team.collaborator.token).head(`/api/v1/assets/upload/${id}`)).statusCode).toBe(
      404,
    );
    expect((await guestUploader.head(`${endpoint(other._id)}/${id}`)).statusCode).toBe(404);
    expect((await guestUploader.head(location)).headers['hookline-file-id']).toBe(fileId);
  });

  it('refuses uploads through a link that is off, or another link’s id in the metadata, and changes nothing', async () => {
    const link = await createLink();
    const uploader = tusClient(t);
    const started = await uploader.create({
      size: png.length,
      metadata: { filename: 'early.png' },
      endpoint: endpoint(link._id),
    });
    expect(started.statusCode).toBe(201);

    const off = await call('PUT', `/assets/file-collect/${link._id}`, team.collaborator.token, {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: link._id, enabled: false });
    expect((await call('GET', `/public/file-collect/${link._id}`)).json()).toMatchObject({ enabled: false });

    const before = await driveSnapshot(t);
    const refused = await uploader.create({
      size: png.length,
      metadata: { filename: 'late.png' },
      endpoint: endpoint(link._id),
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(DRIVE_UPLOAD_MESSAGES.fileCollectDisabled);
    const finishedLate = await uploader.patch(String(started.headers['location']), 0, png);
    expect(finishedLate.statusCode).toBe(403);

    const other = await createLink();
    const mismatched = await uploader.create({
      size: png.length,
      metadata: { filename: 'x.png', fileCollectId: other._id },
      endpoint: endpoint(link._id),
    });
    expect(mismatched.statusCode).toBe(404);
    const unknown = await uploader.create({
      size: png.length,
      metadata: { filename: 'x.png' },
      endpoint: endpoint(crypto.randomUUID()),
    });
    expect(unknown.statusCode).toBe(404);
    const notText = await uploader.create({
      size: png.length,
      metadata: { filename: 'notes.png' },
      endpoint: endpoint(other._id),
    });
    const notMedia = await uploader.patch(
      String(notText.headers['location']),
      0,
      Buffer.alloc(png.length, 65),
    );
    expect(notMedia.statusCode).toBe(415);
    expect(await driveSnapshot(t)).toEqual(before);

    const on = await call('PUT', `/assets/file-collect/${link._id}`, team.admin.token, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true });
  });

  it('lets only members who may upload manage links: guests are refused, other organisations get 404', async () => {
    const link = await createLink();
    const foreignFolder = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
    const [foreignLink] = await t.context.database.db
      .insert(driveFileCollectLinks)
      .values({ orgId: team.otherOrg.id, workspaceId: team.otherWorkspace.id, folderId: foreignFolder.id })
      .returning();
    const before = await links();
    const cases: Array<
      ['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined, string | undefined, number, string?]
    > = [
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.workspace.id, folderId: folder.id },
        team.guest.token,
        403,
        DENIED,
      ],
      ['GET', `/assets/file-collect?folderId=${folder.id}`, undefined, team.guest.token, 403, DENIED],
      ['PUT', `/assets/file-collect/${link._id}`, { enabled: false }, team.guest.token, 403, DENIED],
      ['DELETE', `/assets/file-collect/${link._id}`, undefined, team.guest.token, 403, DENIED],
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.workspace.id, folderId: folder.id },
        team.outsider.token,
        404,
      ],
      ['GET', `/assets/file-collect?folderId=${folder.id}`, undefined, team.outsider.token, 404],
      ['PUT', `/assets/file-collect/${link._id}`, { enabled: false }, team.outsider.token, 404],
      ['DELETE', `/assets/file-collect/${link._id}`, undefined, team.outsider.token, 404],
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.workspace.id, folderId: foreignFolder.id },
        team.admin.token,
        404,
      ],
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.otherWorkspace.id, folderId: foreignFolder.id },
        team.admin.token,
        404,
      ],
      ['GET', `/assets/file-collect?folderId=${foreignFolder.id}`, undefined, team.admin.token, 404],
      ['PUT', `/assets/file-collect/${foreignLink!.id}`, { enabled: false }, team.admin.token, 404],
      ['DELETE', `/assets/file-collect/${foreignLink!.id}`, undefined, team.admin.token, 404],
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.workspace.id, folderId: folder.id },
        undefined,
        401,
      ],
      [
        'POST',
        '/assets/file-collect',
        { workspaceId: team.workspace.id },
        team.admin.token,
        400,
        'folderId is required',
      ],
      [
        'POST',
        '/assets/file-collect',
        { folderId: folder.id },
        team.admin.token,
        400,
        DRIVE_UPLOAD_MESSAGES.workspaceRequired,
      ],
      ['PUT', `/assets/file-collect/${link._id}`, { enabled: 'no' }, team.admin.token, 400],
      ['GET', '/assets/file-collect', undefined, team.admin.token, 400, 'folderId is required'],
    ];
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
      if (message) expect(messageOf(response)).toBe(message);
    }
    for (const text of Object.values(NASTY_TEXT)) {
      const response = await call('POST', '/assets/file-collect', team.admin.token, {
        workspaceId: team.workspace.id,
        folderId: text,
      });
      expect([400, 404]).toContain(response.statusCode);
    }
    // A path segment past Fastify's length limit is 414 URI Too Long.
    for (const id of ['Bad%00name', '%ED%A0%80', 'x'.repeat(10_000)]) {
      expect([400, 404, 414]).toContain((await call('GET', `/public/file-collect/${id}`)).statusCode);
    }
    expect(await links()).toEqual(before);
  });

  it('deletes a link: its page and its uploads are gone, the files it brought stay', async () => {
    const link = await createLink();
    const { finished } = await tusClient(t).upload(png, { filename: 'kept.png' }, endpoint(link._id));
    const fileId = String(finished.headers['hookline-file-id']);
    const deleted = await call('DELETE', `/assets/file-collect/${link._id}`, team.admin.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ fileCollectId: link._id });
    expect((await call('GET', `/public/file-collect/${link._id}`)).statusCode).toBe(404);
    expect(
      (await tusClient(t).create({ size: 10, metadata: { filename: 'a.png' }, endpoint: endpoint(link._id) }))
        .statusCode,
    ).toBe(404);
    expect(
      await t.context.database.db.select().from(driveFiles).where(eq(driveFiles.id, fileId)),
    ).toHaveLength(1);
  });
});
