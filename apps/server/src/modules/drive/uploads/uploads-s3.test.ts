import { createHash } from 'node:crypto';
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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads, media and zips with STORAGE_DRIVER=s3', () => {
  let s3: FakeS3;
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    team = await createTeam(t);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const versionOf = async (versionId: string) =>
    (
      await t.context.database.db.select().from(driveFileVersions).where(eq(driveFileVersions.id, versionId))
    )[0]!;

  it('stages an upload on disk, moves it to S3 when complete, and makes its media there', async () => {
    const png = await testImage(800, 600, 'png');
    const tus = tusClient(t, team.collaborator.token);
    const created = await tus.create({
      size: png.length,
      metadata: { filename: 'to s3.png', workspaceId: team.workspace.id },
    });
    const location = String(created.headers['location']);
    await tus.patch(location, 0, png.subarray(0, 1000));
    expect((await tus.head(location)).headers['upload-offset']).toBe('1000');
    const finished = await tus.patch(location, 1000, png.subarray(1000));
    expect(finished.statusCode).toBe(204);
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
});
