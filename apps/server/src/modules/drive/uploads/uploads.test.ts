import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BYTES_PER_GB, DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers } from '../../../composition/tables.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { plainPng, testImage } from '../../../test/upload-fixtures.ts';
import { driveFiles, driveFileVersions } from '../tables.ts';
import { driveSnapshot } from '../test-support/drive-calls.ts';
import { insertDriveFile, insertDriveFolder } from '../test-support/drive-rows.ts';
import { tusClient } from './test-support-tus.ts';
import { pruneUploads } from './upload-prune.job.ts';
import { FINISHED_UPLOAD_KEPT_MS, UPLOAD_IDLE_MS } from './upload-records.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

async function storedBytes(t: TestApp, key: string): Promise<Buffer> {
  const stored = await t.context.storage.get(key);
  if (!stored) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The upload's files staged on disk (bytes, tus state, record). */
const stagedFilesOf = (t: TestApp, location: string) => {
  const id = location.split('/').at(-1) ?? '';
  const dir = path.join(t.context.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(id)) : [];
};

describe('uploads (tus 1.0)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let folder: Awaited<ReturnType<typeof insertDriveFolder>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Summer campaign' });
    png = await testImage(1200, 800, 'png');
  });
  afterAll(() => t.close());

  const fileRow = async (id: string) =>
    (await t.context.database.db.select().from(driveFiles).where(eq(driveFiles.id, id)))[0];
  const versionsOf = (fileId: string) =>
    t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.fileId, fileId))
      .orderBy(driveFileVersions.number);

  it('uploads an image into a folder: the file, its first version (active), its bytes in storage and its thumbnail', async () => {
    const tus = tusClient(t, team.collaborator.token);
    const { created, finished, location } = await tus.upload(png, {
      filename: 'Hero shot.png',
      workspaceId: team.workspace.id,
      folderId: folder.id,
      resolution: '1200x800',
    });
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(location).toMatch(/^\/api\/v1\/assets\/upload\/[0-9a-f]{32}$/);
    expect(finished.statusCode).toBe(204);
    const fileId = String(finished.headers['hookline-file-id']);
    const versionId = String(finished.headers['hookline-version-id']);

    expect(await fileRow(fileId)).toMatchObject({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      folderId: folder.id,
      name: 'Hero shot.png',
      activeVersionId: versionId,
      size: png.length,
      createdByUserId: team.collaborator.user.id,
    });
    const [version] = await versionsOf(fileId);
    expect(version).toMatchObject({
      id: versionId,
      number: 1,
      originalName: 'Hero shot.png',
      mime: 'image/png',
      kind: 'image',
      size: png.length,
      resolution: '1200x800',
      processing: false,
      processingError: null,
      uploadedByUserId: team.collaborator.user.id,
      storageKey: `drive/${team.org.id}/${team.workspace.id}/${versionId}/original.png`,
    });
    expect(sha256(await storedBytes(t, version!.storageKey))).toBe(sha256(png));
    expect(version?.thumbnailKey).toBeTruthy();

    const head = await tus.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(png.length));
    expect(head.headers['hookline-file-id']).toBe(fileId);
    expect(head.headers['hookline-version-id']).toBe(versionId);
    expect(stagedFilesOf(t, location)).toEqual([]);
  });

  it('resumes an interrupted upload: part of it, HEAD for the offset, then the rest, gives the same bytes', async () => {
    const tus = tusClient(t, team.admin.token);
    const bytes = await plainPng(900, 700);
    const created = await tus.create({
      size: bytes.length,
      metadata: { filename: 'resumed.png', workspaceId: team.workspace.id },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers['location']);
    const half = Math.floor(bytes.length / 2);
    const first = await tus.patch(location, 0, bytes.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    const head = await tus.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(bytes.length));
    expect(head.headers['hookline-file-id']).toBeUndefined();

    const wrongOffset = await tus.patch(location, 0, bytes.subarray(0, 10));
    expect(wrongOffset.statusCode).toBe(409);

    const rest = await tus.patch(location, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    const fileId = String(rest.headers['hookline-file-id']);
    const file = await fileRow(fileId);
    expect(file).toMatchObject({ folderId: null, name: 'resumed.png', size: bytes.length });
    const [version] = await versionsOf(fileId);
    expect(sha256(await storedBytes(t, version!.storageKey))).toBe(sha256(bytes));
    expect(version?.resolution).toBe('900x700');
  });

  it('adds a version to a file with `fileId`: number max+1, made active, the file’s size and modifiedAt follow', async () => {
    const existing = await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: folder.id,
      name: 'banner',
      versions: 2,
      modifiedAt: new Date('2024-01-01T00:00:00Z'),
    });
    const tus = tusClient(t, team.collaborator.token);
    const { finished } = await tus.upload(png, {
      filename: 'banner-v3.png',
      workspaceId: team.workspace.id,
      fileId: existing.id,
    });
    expect(finished.statusCode).toBe(204);
    expect(finished.headers['hookline-file-id']).toBe(existing.id);
    const versions = await versionsOf(existing.id);
    expect(versions.map((version) => version.number)).toEqual([1, 2, 3]);
    const file = await fileRow(existing.id);
    expect(file?.activeVersionId).toBe(versions[2]?.id);
    expect(file?.name).toBe('banner');
    expect(file?.size).toBe(png.length);
    expect(file!.modifiedAt.getTime()).toBeGreaterThan(new Date('2024-01-01T00:00:00Z').getTime());
  });

  it('refuses a file that is not an image or a video by its content, whatever its name, and removes its bytes', async () => {
    const before = await driveSnapshot(t);
    const tus = tusClient(t, team.collaborator.token);
    const text = Buffer.from('Just some text, not a picture at all.\n'.repeat(40));
    const { finished, location } = await tus.upload(text, {
      filename: 'notes.png',
      workspaceId: team.workspace.id,
    });
    expect(finished.statusCode).toBe(415);
    expect(messageOf(finished)).toBe(DRIVE_UPLOAD_MESSAGES.typeNotAllowed);
    expect(stagedFilesOf(t, location)).toEqual([]);
    expect((await tus.head(location)).statusCode).toBe(404);
    expect(await driveSnapshot(t)).toEqual(before);
  });

  it('refuses a 16000x16000 PNG from its header, before decoding it', async () => {
    const huge = await plainPng(16_000, 16_000);
    // Its first 64 KiB: a decoder would fail on the cut pixel data, so the pixel refusal shows that only the
    // header was read. (How long the refusal takes is the bench's "huge image refusal".)
    const cut = huge.subarray(0, 64 * 1024);
    const before = await driveSnapshot(t);
    const tus = tusClient(t, team.collaborator.token);
    for (const bytes of [huge, cut]) {
      const { finished, location } = await tus.upload(bytes, {
        filename: 'huge.png',
        workspaceId: team.workspace.id,
      });
      expect(finished.statusCode).toBe(400);
      expect(messageOf(finished)).toBe(DRIVE_UPLOAD_MESSAGES.imageTooManyPixels);
      expect(stagedFilesOf(t, location)).toEqual([]);
    }
    expect(await driveSnapshot(t)).toEqual(before);
  });

  it("refuses an upload past the organisation's storage (free tier: 30 GB) when it starts, like the other plan limits", async () => {
    // A second organisation of its own, so that its usage is only what this test puts there.
    const other = await createTeam(t);
    await insertDriveFile(t, {
      workspace: other.workspace,
      folderId: null,
      name: 'almost full',
      size: 30 * BYTES_PER_GB - 1000,
    });
    const tus = tusClient(t, other.admin.token);
    const before = await driveSnapshot(t);
    const refused = await tus.create({
      size: 2000,
      metadata: { filename: 'one more.png', workspaceId: other.workspace.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: 'You have reached the limit of 30 GB of storage on your plan',
    });
    expect(await driveSnapshot(t)).toEqual(before);
    const fits = await tus.create({
      size: 500,
      metadata: { filename: 'small.png', workspaceId: other.workspace.id },
    });
    expect(fits.statusCode).toBe(201);
  });

  it('needs Upload-Length, within the largest file size', async () => {
    const tus = tusClient(t, team.collaborator.token);
    const metadata = { filename: 'a.png', workspaceId: team.workspace.id };
    const missing = await tus.create({ size: undefined, metadata });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(DRIVE_UPLOAD_MESSAGES.lengthRequired);
    const deferred = await tus.create({ size: undefined, metadata, headers: { 'upload-defer-length': '1' } });
    expect(deferred.statusCode).toBe(400);
    const tooLarge = await tus.create({ size: 6 * BYTES_PER_GB, metadata });
    expect(tooLarge.statusCode).toBe(413);
    expect(messageOf(tooLarge)).toBe('Files must be 5 GB or smaller');
  });

  it('refuses bad metadata with a 400, never a 500', async () => {
    const tus = tusClient(t, team.collaborator.token);
    const before = await driveSnapshot(t);
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ workspaceId: team.workspace.id }, DRIVE_UPLOAD_MESSAGES.fileNameRequired],
      [{ filename: '   ', workspaceId: team.workspace.id }, DRIVE_UPLOAD_MESSAGES.fileNameRequired],
      [
        { filename: 'x'.repeat(100_000), workspaceId: team.workspace.id },
        DRIVE_UPLOAD_MESSAGES.fileNameTooLong,
      ],
      [{ filename: 'a.png' }, DRIVE_UPLOAD_MESSAGES.workspaceRequired],
    ];
    for (const [metadata, message] of cases) {
      const response = await tus.create({ size: 10, metadata });
      expect(response.statusCode, JSON.stringify(metadata).slice(0, 100)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const garbled = await tus.create({
      size: 10,
      metadata: {},
      headers: { 'upload-metadata': 'filename %%%notbase64' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(await driveSnapshot(t)).toEqual(before);
  });

  it('cleans NUL and lone surrogates out of a file name, and keeps an unreadable resolution as null', async () => {
    const tus = tusClient(t, team.collaborator.token);
    const { finished } = await tus.upload(png, {
      filename: 'Bad\u0000name\ud800.png',
      workspaceId: team.workspace.id,
      resolution: 'wide',
    });
    expect(finished.statusCode).toBe(204);
    const file = await fileRow(String(finished.headers['hookline-file-id']));
    expect(file?.name).toBe('Badname\ufffd.png');
    const [version] = await versionsOf(file!.id);
    // The thumbnail job read it from the image itself.
    expect(version?.resolution).toBe('1200x800');
  });

  it('lets only members who may upload start one: a guest is refused, another organisation’s ids are not found', async () => {
    const foreignFile = await insertDriveFile(t, {
      workspace: team.otherWorkspace,
      folderId: null,
      name: 'rival',
    });
    const foreignFolder = await insertDriveFolder(t, {
      workspace: team.otherWorkspace,
      name: 'Rival folder',
    });
    const before = await driveSnapshot(t);
    const guest = await tusClient(t, team.guest.token).create({
      size: 10,
      metadata: { filename: 'a.png', workspaceId: team.workspace.id, folderId: folder.id },
    });
    expect(guest.statusCode).toBe(403);
    expect(messageOf(guest)).toBe("You don't have permission to do this. Please contact your admin.");
    const member = tusClient(t, team.collaborator.token);
    const foreign: Array<Record<string, string>> = [
      { filename: 'a.png', workspaceId: team.otherWorkspace.id },
      { filename: 'a.png', workspaceId: team.workspace.id, folderId: foreignFolder.id },
      { filename: 'a.png', workspaceId: team.workspace.id, fileId: foreignFile.id },
      { filename: 'a.png', workspaceId: team.otherWorkspace.id, fileId: foreignFile.id },
      { filename: 'a.png', workspaceId: 'not-a-uuid' },
    ];
    for (const metadata of foreign) {
      const response = await member.create({ size: 10, metadata });
      expect(response.statusCode, JSON.stringify(metadata)).toBe(404);
    }
    const anonymous = await tusClient(t).create({
      size: 10,
      metadata: { filename: 'a.png', workspaceId: team.workspace.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await driveSnapshot(t)).toEqual(before);
  });

  it('lets only the member who started an upload continue, read or end it; a finished id is not reused', async () => {
    const owner = tusClient(t, team.collaborator.token);
    const created = await owner.create({
      size: png.length,
      metadata: { filename: 'mine.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    for (const stranger of [
      tusClient(t, team.admin.token),
      tusClient(t, team.outsider.token),
      tusClient(t),
    ]) {
      expect([401, 404]).toContain((await stranger.head(location)).statusCode);
      expect([401, 404]).toContain((await stranger.patch(location, 0, png)).statusCode);
      expect([401, 404]).toContain((await stranger.remove(location)).statusCode);
    }
    expect((await owner.head(location)).headers['upload-offset']).toBe('0');
    const finished = await owner.patch(location, 0, png);
    expect(finished.statusCode).toBe(204);
    const again = await owner.patch(location, png.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(DRIVE_UPLOAD_MESSAGES.uploadComplete);
    expect((await owner.remove(location)).statusCode).toBe(409);
    expect((await owner.head(location)).headers['hookline-file-id']).toBe(
      finished.headers['hookline-file-id'],
    );

    const abandoned = await owner.create({
      size: 100,
      metadata: { filename: 'later.png', workspaceId: team.workspace.id },
    });
    const abandonedAt = String(abandoned.headers['location']);
    expect((await owner.remove(abandonedAt)).statusCode).toBe(204);
    expect((await owner.head(abandonedAt)).statusCode).toBe(404);
  });

  it('a collaborator who lost the workspace before the last part is refused, and the bytes are removed', async () => {
    const leaver = await createUser(t, { firstName: 'Lee' });
    const member = await addMember(t, {
      org: team.org,
      user: leaver,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    const tus = tusClient(t, (await signIn(t, leaver)).token);
    const created = await tus.create({
      size: png.length,
      metadata: { filename: 'late.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    await t.context.database.db
      .update(orgMembers)
      .set({ isActive: false })
      .where(eq(orgMembers.id, member.id));
    const before = await driveSnapshot(t);
    const finished = await tus.patch(location, 0, png);
    expect(finished.statusCode).toBe(404);
    expect(stagedFilesOf(t, location)).toEqual([]);
    expect(await driveSnapshot(t)).toEqual(before);
  });

  it('prunes unfinished uploads idle for an hour, and forgets finished ones after a day', async () => {
    const tus = tusClient(t, team.collaborator.token);
    const created = await tus.create({
      size: png.length,
      metadata: { filename: 'stale.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    await tus.patch(location, 0, png.subarray(0, 100));
    const done = await tus.upload(png, { filename: 'done.png', workspaceId: team.workspace.id });
    expect(await pruneUploads(t.context, new Date(Date.now() + UPLOAD_IDLE_MS - 60_000))).toBe(0);
    expect(stagedFilesOf(t, location).length).toBeGreaterThan(0);
    // Other tests' unfinished uploads go too.
    expect(await pruneUploads(t.context, new Date(Date.now() + UPLOAD_IDLE_MS + 60_000))).toBeGreaterThan(0);
    expect(stagedFilesOf(t, location)).toEqual([]);
    expect((await tus.head(location)).statusCode).toBe(404);
    expect((await tus.head(done.location)).statusCode).toBe(200);
    expect(
      await pruneUploads(t.context, new Date(Date.now() + FINISHED_UPLOAD_KEPT_MS + 60_000)),
    ).toBeGreaterThan(0);
    expect((await tus.head(done.location)).statusCode).toBe(404);
  });
});
