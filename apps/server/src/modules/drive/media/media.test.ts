import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage } from '../../../test/upload-fixtures.ts';
import { driveFileVersions, type DriveFileVersionRow } from '../tables.ts';
import { insertDriveFile } from '../test-support/drive-rows.ts';
import { testVideo, tusClient } from '../uploads/test-support-tus.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { backfillFrameRates } from './frame-rate-backfill.ts';
import { processVersionMedia } from './media-processing.service.ts';
import { createMediaUrls } from './media-urls.ts';
import { probeMedia, parseFfmpegInfo } from '../../../platform/media/media-probe.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('reading `ffmpeg -i`', () => {
  it('reads duration, size and streams, and swaps the size of a video turned by 90 degrees', () => {
    const log = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 127 kb/s',
      '  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 45 kb/s, 25 fps',
      '      displaymatrix: rotation of -90.00 degrees',
      '  Stream #0:1[0x2](und): Audio: aac (LC), 44100 Hz, mono, fltp, 69 kb/s (default)',
    ].join('\n');
    expect(parseFfmpegInfo(log)).toEqual({
      durationMs: 62_500,
      width: 1080,
      height: 1920,
      frameRate: 25,
      hasVideo: true,
      hasAudio: true,
    });
  });

  it('reads an older ffmpeg’s `rotate` tag, and a recording without a duration', () => {
    const log = [
      'Input #0, matroska,webm, from b.webm:',
      '  Duration: N/A, start: 0.000000, bitrate: N/A',
      '    Stream #0:0(eng): Video: vp8, yuv420p(tv, progressive), 640x360, SAR 1:1 DAR 16:9, 30 fps',
      '      rotate          : 180',
    ].join('\n');
    expect(parseFfmpegInfo(log)).toEqual({
      durationMs: null,
      width: 640,
      height: 360,
      frameRate: 30,
      hasVideo: true,
      hasAudio: false,
    });
    expect(parseFfmpegInfo('not media at all')).toMatchObject({ hasVideo: false, width: null });
  });

  it('reads the frame rate: an NTSC rate as its exact fraction, `1k fps` as a thousand, else the `tbr`', () => {
    const stream = (rates: string) =>
      `  Stream #0:0[0x1](und): Video: h264 (High), yuv420p(progressive), 320x240 [SAR 1:1 DAR 4:3], 60 kb/s, ${rates} (default)`;
    expect(parseFfmpegInfo(stream('23.98 fps, 23.98 tbr, 24k tbn')).frameRate).toBe(24000 / 1001);
    expect(parseFfmpegInfo(stream('29.97 fps, 29.97 tbr, 30k tbn')).frameRate).toBe(30000 / 1001);
    expect(parseFfmpegInfo(stream('59.94 fps, 59.94 tbr, 60k tbn')).frameRate).toBe(60000 / 1001);
    expect(parseFfmpegInfo(stream('1k fps, 1k tbr, 16k tbn')).frameRate).toBe(1000);
    expect(parseFfmpegInfo(stream('12.5 tbr, 1k tbn')).frameRate).toBe(12.5);
    expect(parseFfmpegInfo(stream('90k tbn')).frameRate).toBeNull();
  });
});

describe('finding ffmpeg', () => {
  it("takes the system's ffmpeg on PATH, else the bundled build, else none", () => {
    const onPath = resolveFfmpegPath({ bundled: () => undefined });
    expect(onPath).toMatch(/ffmpeg$/);
    const bundled = resolveFfmpegPath({ pathEnv: '' });
    expect(bundled).toContain('@ffmpeg-installer');
    expect(resolveFfmpegPath({ pathEnv: '', bundled: () => '/nowhere/ffmpeg' })).toBeUndefined();
  });

  it('reads a video the same with either build', async () => {
    const clip = testVideo({ format: 'mp4', seconds: 1 });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-probe-')), 'clip.mp4');
    writeFileSync(file, clip);
    const system = await probeMedia(resolveFfmpegPath({ bundled: () => undefined })!, file);
    const bundled = await probeMedia(resolveFfmpegPath({ pathEnv: '' })!, file);
    expect(system).toEqual({
      durationMs: 1000,
      width: 320,
      height: 240,
      frameRate: 25,
      hasVideo: true,
      hasAudio: false,
    });
    expect(bundled).toEqual(system);
  });
});

describe('media jobs and the media routes', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer, filename: string, extra: Record<string, string> = {}) => {
    const { finished } = await tusClient(t, team.collaborator.token).upload(bytes, {
      filename,
      workspaceId: team.workspace.id,
      ...extra,
    });
    expect(finished.statusCode, finished.body).toBe(204);
    const versionId = String(finished.headers['hookline-version-id']);
    const [version] = await t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.id, versionId));
    return { version: version!, fileId: String(finished.headers['hookline-file-id']) };
  };
  const bytesOf = async (key: string | null) => {
    const stored = await t.context.storage.get(key ?? '');
    if (!stored) throw new Error(`${key} is not stored`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const ffmpegLog = (key: string | null) => {
    const file = t.context.storage.localPath(key ?? '')!;
    return spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-i', file], { encoding: 'utf8' }).stderr;
  };
  const media = (version: DriveFileVersionRow, variant: 'original' | 'thumbnail' | 'poster' | 'preview') =>
    t.context.driveMedia.url(version.id, variant);

  it('makes an image’s thumbnail (WebP, 640 px on the long side) and reads its size when the browser sent none', async () => {
    const { version } = await upload(await testImage(2000, 1000, 'jpeg'), 'wide.jpg');
    expect(version).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      processing: false,
      processingError: null,
    });
    expect(version.resolution).toBe('2000x1000');
    const thumbnail = await sharp(await bytesOf(version.thumbnailKey)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('makes an animated GIF’s thumbnail from its first frame', async () => {
    const { version } = await upload(testVideo({ format: 'gif', seconds: 1, size: '160x120' }), 'loop.gif');
    expect(version).toMatchObject({
      kind: 'image',
      mime: 'image/gif',
      processing: false,
      resolution: '160x120',
    });
    const thumbnail = await sharp(await bytesOf(version.thumbnailKey)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 160, height: 120 });
    expect(thumbnail.pages ?? 1).toBe(1);
  });

  it('reads an MP4’s duration and size, and makes its poster, thumbnail and H.264 preview with AAC sound', async () => {
    const { version } = await upload(testVideo({ format: 'mp4', seconds: 2, audio: true }), 'spot.mp4');
    expect(version).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      processing: false,
      processingError: null,
      resolution: '320x240',
      durationMs: 2000,
    });
    expect(await sharp(await bytesOf(version.posterKey)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    expect((await sharp(await bytesOf(version.thumbnailKey)).metadata()).format).toBe('webp');
    const preview = ffmpegLog(version.previewKey);
    expect(preview).toMatch(/Video: h264 .*yuv420p/);
    expect(preview).toMatch(/Audio: aac/);
    expect(parseFfmpegInfo(preview)).toMatchObject({ width: 320, height: 240 });
  }, 90_000);

  it('makes a WEBM playable everywhere: an MP4 preview, at most 1280 px wide, without sound when it has none', async () => {
    const { version } = await upload(
      testVideo({ format: 'webm', seconds: 1, size: '1600x900' }),
      'clip.webm',
      {
        resolution: '1600x900',
      },
    );
    expect(version).toMatchObject({ kind: 'video', mime: 'video/webm', processing: false, durationMs: 1000 });
    const preview = ffmpegLog(version.previewKey);
    expect(preview).toMatch(/Video: h264/);
    expect(preview).not.toMatch(/Audio:/);
    expect(parseFfmpegInfo(preview)).toMatchObject({ width: 1280, height: 720 });
  }, 90_000);

  it('reads the frame rate of 23.976, 25 and 60 fps videos, stores it on the version and sends it', async () => {
    for (const [rate, expected] of [
      ['24000/1001', 24000 / 1001],
      ['25', 25],
      ['60', 60],
    ] as const) {
      const clip = testVideo({ format: 'mp4', seconds: 1, size: '160x120', rate });
      const { version, fileId } = await upload(clip, `rate-${expected.toFixed(3)}.mp4`);
      expect(version).toMatchObject({ processing: false, processingError: null });
      expect(version.frameRate).toBeCloseTo(expected, 6);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/v1/assets/file/${fileId}`,
        headers: bearer(team.collaborator.token),
      });
      expect(file.statusCode).toBe(200);
      expect(
        file.json<{ versions: Array<{ frameRate: number | null }> }>().versions[0]?.frameRate,
      ).toBeCloseTo(expected, 6);
    }
  }, 120_000);

  it('reads the frame rate of videos processed before it was read, from their previews', async () => {
    const old = await Promise.all(
      ['25', '60'].map(async (rate) => {
        const clip = testVideo({ format: 'mp4', seconds: 1, size: '160x120', rate });
        return (await upload(clip, `old-${rate}.mp4`)).version;
      }),
    );
    const ids = old.map((version) => version.id);
    // As a version made before the column was: no rate, and the API sends none.
    await t.context.database.db
      .update(driveFileVersions)
      .set({ frameRate: null })
      .where(inArray(driveFileVersions.id, ids));
    const { version: image } = await upload(await testImage(100, 100, 'png'), 'still.png');

    expect(await backfillFrameRates(t.context, 1)).toBeGreaterThanOrEqual(2);
    const rows = await t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(inArray(driveFileVersions.id, [...ids, image.id]));
    const rateOf = (id: string) => rows.find((row) => row.id === id)?.frameRate;
    expect(rateOf(ids[0]!)).toBe(25);
    expect(rateOf(ids[1]!)).toBe(60);
    expect(rateOf(image.id)).toBeNull();
    expect(await backfillFrameRates(t.context)).toBe(0);
  }, 120_000);

  it('refuses a tiny video declaring 1,000 frames a second before transcoding it', async () => {
    const clip = testVideo({ format: 'mp4', seconds: 0.3, size: '32x32', rate: '1000' });
    expect(clip.length).toBeLessThan(50_000);
    const { version } = await upload(clip, 'thousand-fps.mp4');
    expect(version).toMatchObject({
      processing: false,
      previewKey: null,
      posterKey: null,
      thumbnailKey: null,
    });
    expect(version.processingError).toBe('The video declares 1,000 frames a second; at most 240 are read');
  }, 90_000);

  it('refuses a video of two frames whose header declares 28 hours', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hookline-long-'));
    const short = path.join(dir, 'short.mp4');
    writeFileSync(short, testVideo({ format: 'mp4', seconds: 2, size: '32x32', rate: '1' }));
    const long = path.join(dir, 'long.mp4');
    // The same two frames, their timestamps stretched 50,000 times.
    spawnSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-itsscale',
      '50000',
      '-i',
      short,
      '-c',
      'copy',
      long,
    ]);
    const { version } = await upload(readFileSync(long), 'stretched.mp4');
    expect(version).toMatchObject({ processing: false, previewKey: null });
    expect(version.processingError).toBe('The video is longer than 3 hours');
  }, 90_000);

  it('marks a video it cannot read as failed, no longer processing, and leaves a finished version alone', async () => {
    const clip = testVideo({ format: 'mp4', seconds: 1 });
    // The header says MP4; the rest is noise.
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const { version } = await upload(broken, 'broken.mp4');
    expect(version.processing).toBe(false);
    expect(version.processingError).toBeTruthy();
    expect(version.previewKey).toBeNull();

    const { version: done } = await upload(await testImage(300, 300, 'png'), 'done.png');
    await processVersionMedia(t.context, { orgId: done.orgId, versionId: done.id });
    const [again] = await t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.id, done.id));
    expect(again).toEqual(done);
  }, 90_000);

  it('serves media by signed URL, with byte ranges, its type and a private cache', async () => {
    const bytes = await testImage(400, 300, 'png');
    const { version } = await upload(bytes, 'range.png');
    const whole = await t.app.inject({ method: 'GET', url: media(version, 'original') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(sha256(whole.rawPayload)).toBe(sha256(bytes));

    const part = await t.app.inject({
      method: 'GET',
      url: media(version, 'original'),
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: media(version, 'original'),
      headers: { range: 'bytes=-5' },
    });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: media(version, 'original'),
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const thumbnail = await t.app.inject({ method: 'GET', url: media(version, 'thumbnail') });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: media(version, 'poster') })).statusCode).toBe(404);
  });

  it('refuses a forged, altered or expired signature (403) and answers 404 for a version that does not exist', async () => {
    const { version } = await upload(await testImage(300, 300, 'png'), 'signed.png');
    const url = new URL(media(version, 'original'), 'http://x');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const base = `/api/v1/assets/media/${version.id}`;
    for (const wrong of [
      `${base}/original?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `${base}/thumbnail?exp=${exp}&sig=${sig}`,
      `${base}/original?exp=${Number(exp) + 3600}&sig=${sig}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode, wrong).toBe(403);
    }
    const longAgo = createMediaUrls(t.context.config.jwtSecret, () => Date.parse('2020-01-01T00:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: longAgo.url(version.id, 'original') })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `${base}/original` })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/bogus?exp=${exp}&sig=${sig}` })).statusCode,
    ).toBe(400);
    const missing = randomUUID();
    expect(
      (await t.app.inject({ method: 'GET', url: t.context.driveMedia.url(missing, 'original') })).statusCode,
    ).toBe(404);
  });

  it('downloads a file’s active version named after the file (RFC 5987), with ranges; guests may, other organisations may not', async () => {
    const bytes = await testImage(500, 400, 'png');
    const { fileId } = await upload(bytes, 'Été café ünïcode');
    const url = `/api/v1/assets/file/${fileId}/download`;
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(team.guest.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_t_ caf_ _n_code.png"; filename*=UTF-8''%C3%89t%C3%A9%20caf%C3%A9%20%C3%BCn%C3%AFcode.png`,
    );
    expect(sha256(response.rawPayload)).toBe(sha256(bytes));
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(team.admin.token), range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(team.outsider.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await insertDriveFile(t, {
      workspace: team.otherWorkspace,
      folderId: null,
      name: 'rival',
    });
    const foreignUrl = `/api/v1/assets/file/${foreign.id}/download`;
    expect(
      (await t.app.inject({ method: 'GET', url: foreignUrl, headers: bearer(team.admin.token) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/assets/file/nope/download',
          headers: bearer(team.admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
