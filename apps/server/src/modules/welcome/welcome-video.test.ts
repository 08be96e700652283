import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WELCOME_VIDEO_CHAPTERS } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resolveFfmpegPath } from '../../platform/media/ffmpeg-binary.ts';
import { resolveEspeakPath } from '../discover/index.ts';
import { WELCOME_SLIDES, WELCOME_VIDEO_SECONDS, welcomeCaptions } from './welcome-script.ts';
import { makeWelcomeVideo, WELCOME_VIDEO_KEY } from './welcome-video.service.ts';

const ffprobe = (file: string) =>
  JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString(),
  ) as { format: { duration: string }; streams: { codec_type: string; width?: number; height?: number }[] };

describe('the welcome video', () => {
  it('puts each chapter’s first card where the spec’s chapter starts', () => {
    for (const chapter of WELCOME_VIDEO_CHAPTERS) {
      const first = WELCOME_SLIDES.find((slide) => slide.chapter === chapter.key);
      expect(first?.start).toBe(chapter.start === 0 ? 0 : chapter.start);
    }
    expect(WELCOME_VIDEO_SECONDS).toBe(WELCOME_VIDEO_CHAPTERS.at(-1)?.end);
  });

  it('captions the narration in WebVTT, in time with the chapters', () => {
    const captions = welcomeCaptions();
    expect(captions.startsWith('WEBVTT\n')).toBe(true);
    expect(captions).toContain('00:04:05.000 --> ');
    expect(captions).toContain('Next, Detective.');
    expect(captions).toContain('00:06:03.000 --> ');
  });

  it.skipIf(!resolveFfmpegPath())(
    'is made by ffmpeg: 640x360, 521 s long, narrated where espeak-ng is installed',
    async () => {
      const video = await makeWelcomeVideo();
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'welcome-test-')), 'welcome.mp4');
      writeFileSync(file, video);
      const probe = ffprobe(file);
      expect(Number(probe.format.duration)).toBeGreaterThan(WELCOME_VIDEO_SECONDS - 1.5);
      expect(Number(probe.format.duration)).toBeLessThan(WELCOME_VIDEO_SECONDS + 1.5);
      expect(probe.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
        width: 640,
        height: 360,
      });
      const audio = probe.streams.some((stream) => stream.codec_type === 'audio');
      expect(audio).toBe(resolveEspeakPath() !== undefined);
      // Low bitrate: a still card a second.
      expect(video.length).toBeLessThan(8 * 1024 * 1024);
    },
    120_000,
  );
});

describe('GET welcome-video', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the made video with byte ranges, without signing in', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    await t.context.storage.put(WELCOME_VIDEO_KEY, bytes, 'video/mp4');
    const whole = await t.app.inject({ method: 'GET', url: '/api/v1/welcome-video' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({
      method: 'GET',
      url: '/api/v1/welcome-video',
      headers: { range: 'bytes=10-14' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-14/${bytes.length}`);
    expect(part.body).toBe('abcde');
    const captions = await t.app.inject({ method: 'GET', url: '/api/v1/welcome-video/captions.vtt' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
  });
});

describe('GET welcome-video with WELCOME_VIDEO_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (config) => ({ ...config, welcomeVideoUrl: 'https://videos.example.com/tour.mp4' }),
    });
  });
  afterAll(() => t.close());

  it('sends the browser to the configured address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/welcome-video' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://videos.example.com/tour.mp4');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/welcome-video/captions.vtt' })).statusCode,
    ).toBe(404);
  });
});
