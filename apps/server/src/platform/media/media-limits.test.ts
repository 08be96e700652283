import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './ffmpeg-binary.ts';
import { runFfmpeg } from './ffmpeg-run.ts';
import { BACKGROUND_NICENESS } from './low-priority.ts';
import {
  MEDIA_JOB_LEASE_SECONDS,
  checkVideoLimits,
  declaredLengthArgs,
  transcodeTimeLimitMs,
} from './media-limits.ts';
import type { VideoFacts } from './media-probe.ts';

const video = (facts: Partial<VideoFacts>): VideoFacts => ({
  durationMs: 2000,
  width: 1920,
  height: 1080,
  frameRate: 30,
  hasVideo: true,
  hasAudio: false,
  ...facts,
});

describe('the limits of a video before it is transcoded', () => {
  it('passes an ordinary video and says which limit a hostile header passes', () => {
    expect(() => checkVideoLimits(video({}))).not.toThrow();
    expect(() => checkVideoLimits(video({ durationMs: null, frameRate: null, width: null }))).not.toThrow();
    expect(() => checkVideoLimits(video({ durationMs: 3 * 3600 * 1000 + 1000 }))).toThrow(
      'The video is longer than 3 hours',
    );
    expect(() => checkVideoLimits(video({ frameRate: 1000 }))).toThrow(
      'The video declares 1,000 frames a second; at most 240 are read',
    );
    expect(() => checkVideoLimits(video({ width: 16_000, height: 16 }))).toThrow(
      'The video is larger than 8,192 pixels a side',
    );
    expect(() => checkVideoLimits(video({ durationMs: 2 * 3600 * 1000, frameRate: 120 }))).toThrow(
      'The video has more than 648,000 frames',
    );
  });

  it('gives a transcode a time in proportion to the duration and pixels it declares', () => {
    // Two seconds of 1080p: under a minute, not the half hour every transcode used to get.
    expect(transcodeTimeLimitMs(video({}))).toBe(51_000);
    expect(transcodeTimeLimitMs(video({ durationMs: 60_000 }))).toBe(225_000);
    // 4K at 60 fps decodes eight times the pixels a second.
    expect(transcodeTimeLimitMs(video({ width: 3840, height: 2160, frameRate: 60 }))).toBe(93_000);
    // A small video still gets the time of 1080p; one without a duration that of ten minutes.
    expect(transcodeTimeLimitMs(video({ width: 32, height: 32 }))).toBe(51_000);
    expect(transcodeTimeLimitMs(video({ durationMs: null }))).toBe(1_845_000);
    // Three hours of 4K at 60 fps would be given days: it gets what the lease of its job leaves.
    expect(
      transcodeTimeLimitMs(video({ durationMs: 3 * 3600 * 1000, width: 3840, height: 2160, frameRate: 60 })),
    ).toBe((MEDIA_JOB_LEASE_SECONDS - 15 * 60) * 1000);
    expect(declaredLengthArgs(video({}))).toEqual(['-t', '3.000', '-frames:v', '648000']);
  });
});

describe('running ffmpeg', () => {
  it('runs it below the server’s priority', async () => {
    const ffmpeg = resolveFfmpegPath()!;
    const niceness = () =>
      execFileSync('ps', ['-o', 'ni=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('ffmpeg'))
        .map((line) => Number(line.trim().split(/\s+/)[0]));
    // Reads three seconds of silence in real time, so it is still running when `ps` looks.
    const running = runFfmpeg(
      ffmpeg,
      ['-re', '-f', 'lavfi', '-i', 'anullsrc', '-t', '3', '-f', 'null', '-'],
      {
        timeoutMs: 20_000,
      },
    );
    await expect.poll(niceness, { timeout: 2_900, interval: 50 }).toEqual([BACKGROUND_NICENESS]);
    expect((await running).code).toBe(0);
  });
});
