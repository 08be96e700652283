import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/fake-s3.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage } from '../../../test/upload-fixtures.ts';
import { driveFileVersions } from '../tables.ts';
import { readZipEntries } from '../zips/test-support-zip-reader.ts';
import { testVideo, tusClient } from './test-support-tus.ts';
import { pruneUploads } from './upload-prune.job.ts';
import { UPLOAD_IDLE_MS } from './upload-records.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads, media and zips with STORAGE_DRIVER=s3', () => {
  let s3: FakeS3;
  let t: TestApp;
  /** A second server on the same database and bucket. */
  let t2: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      // Servers of one deployment share their secrets.
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    t = await createTestApp({ env });
    t2 = await createTestApp({ env, database: t.context.database });
    team = await createTeam(t);
  });
  afterAll(async () => {
    await t2.close();
    await t.close();
    await s3.close();
  });

  /** What the upload left on a server's own disk. */
  const localUploadFiles = (app: TestApp) => {
    const dir = path.join(app.context.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** The upload's objects in the bucket: its multipart result, tus's state, the part beyond the last whole one. */
  const uploadObjects = (location: string) => {
    const id = location.split('/').at(-1) ?? '';
    return s3.keys().filter((key) => key.startsWith(id));
  };

  const versionOf = async (versionId: string) =>
    (
      await t.context.database.db.select().from(driveFileVersions).where(eq(driveFileVersions.id, versionId))
    )[0]!;

  it('streams an upload to S3 as its parts arrive, nothing on the server’s disk, and makes its media there', async () => {
    const png = await testImage(800, 600, 'png');
    const tus = tusClient(t, team.collaborator.token);
    const created = await tus.create({
      size: png.length,
      metadata: { filename: 'to s3.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    await tus.patch(location, 0, png.subarray(0, 1000));
    expect((await tus.head(location)).headers['upload-offset']).toBe('1000');
    expect(localUploadFiles(t)).toEqual([]);
    expect(uploadObjects(location).length).toBeGreaterThan(0);
    const finished = await tus.patch(location, 1000, png.subarray(1000));
    expect(finished.statusCode).toBe(204);
    expect(localUploadFiles(t)).toEqual([]);
    // Copied to its key; the upload's own objects are gone.
    expect(uploadObjects(location)).toEqual([]);
    const version = await versionOf(String(finished.headers['hookline-version-id']));
    expect(t.context.storage.localPath(version.storageKey)).toBeUndefined();
    expect(sha256(s3.object(version.storageKey)!)).toBe(sha256(png));
    expect(s3.keys()).toContain(version.thumbnailKey);

    const ranged = await t.app.inject({
      method: 'GET',
      url: t.context.driveMedia.url(version.id, 'original'),
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(png.subarray(100, 200))).toBe(true);
  });

  it('makes a video’s poster and preview from an original kept in S3', async () => {
    const clip = testVideo({ format: 'mp4', seconds: 1 });
    const { finished } = await tusClient(t, team.admin.token).upload(clip, {
      filename: 'clip.mp4',
      workspaceId: team.workspace.id,
    });
    const version = await versionOf(String(finished.headers['hookline-version-id']));
    expect(version).toMatchObject({
      processing: false,
      processingError: null,
      durationMs: 1000,
      resolution: '320x240',
    });
    for (const key of [version.posterKey, version.previewKey, version.thumbnailKey]) {
      expect(s3.keys()).toContain(key);
    }
  }, 90_000);

  it('streams a zip into S3 and back out', async () => {
    const jpeg = await testImage(300, 200, 'jpeg');
    const { finished } = await tusClient(t, team.collaborator.token).upload(jpeg, {
      filename: 'zipped.jpg',
      workspaceId: team.workspace.id,
    });
    const fileId = String(finished.headers['hookline-file-id']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archive-assets',
      headers: bearer(team.collaborator.token),
      payload: { workspaceId: team.workspace.id, fileIds: [fileId] },
    });
    const job = created.json<{ _id: string; status: string }>();
    expect(job.status).toBe('ready');
    expect(s3.keys()).toContain(`zips/${team.org.id}/${job._id}.zip`);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/archive-assets/${job._id}/download`,
      headers: bearer(team.collaborator.token),
    });
    expect(download.statusCode).toBe(200);
    expect(readZipEntries(download.rawPayload).get('zipped.jpg')).toEqual(jpeg);
  });

  it('takes half an upload on one server and the rest on another (the lock and the state live in the database and S3)', async () => {
    const png = await testImage(640, 480, 'png');
    // Past one 8 MiB part, so that the first server sends a whole part and keeps the rest as `<id>.part`.
    const bytes = Buffer.concat([png, randomBytes(18 * 1024 * 1024)]);
    const half = 9 * 1024 * 1024;
    const onFirst = tusClient(t, team.collaborator.token);
    const onSecond = tusClient(t2, team.collaborator.token);
    const created = await onFirst.create({
      size: bytes.length,
      metadata: { filename: 'two servers.png', workspaceId: team.workspace.id },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers['location']);
    expect((await onFirst.patch(location, 0, bytes.subarray(0, half))).statusCode).toBe(204);
    expect((await onSecond.head(location)).headers['upload-offset']).toBe(String(half));
    const finished = await onSecond.patch(location, half, bytes.subarray(half));
    expect(finished.statusCode, finished.body).toBe(204);
    const version = await versionOf(String(finished.headers['hookline-version-id']));
    expect(version.size).toBe(bytes.length);
    expect(sha256(s3.object(version.storageKey)!)).toBe(sha256(bytes));
    expect((await onFirst.head(location)).headers['hookline-file-id']).toBe(
      finished.headers['hookline-file-id'],
    );
    expect(uploadObjects(location)).toEqual([]);
    expect(s3.pendingMultipartUploads()).toEqual([]);
    expect([...localUploadFiles(t), ...localUploadFiles(t2)]).toEqual([]);
  }, 60_000);

  it('prunes an abandoned upload’s S3 multipart upload and objects after an hour', async () => {
    const bytes = randomBytes(10 * 1024 * 1024);
    const tus = tusClient(t, team.collaborator.token);
    const created = await tus.create({
      size: bytes.length + 100,
      metadata: { filename: 'abandoned.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    expect((await tus.patch(location, 0, bytes)).statusCode).toBe(204);
    const id = location.split('/').at(-1)!;
    expect(s3.pendingMultipartUploads()).toContain(id);
    expect(await pruneUploads(t2.context, new Date(Date.now() + UPLOAD_IDLE_MS + 60_000))).toBeGreaterThan(0);
    expect(s3.pendingMultipartUploads()).toEqual([]);
    expect(uploadObjects(location)).toEqual([]);
    expect((await tus.head(location)).statusCode).toBe(404);
  }, 60_000);
});
