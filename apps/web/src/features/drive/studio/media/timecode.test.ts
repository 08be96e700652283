import { describe, expect, it } from 'vitest';
import {
  ASSUMED_FPS,
  formatDuration,
  frameAt,
  frameRateOf,
  lastFrame,
  stepFrames,
  timecode,
  timecodeOfFrame,
  timeOfFrame,
  formatFrameRate,
} from './timecode.ts';

describe('timecode', () => {
  it('writes HH:MM:SS:FF at the frame rate', () => {
    expect(timecode(0, 30)).toBe('00:00:00:00');
    expect(timecode(1.5, 30)).toBe('00:00:01:15');
    expect(timecode(3_723 + 29 / 30, 30)).toBe('01:02:03:29');
    expect(timecode(2.04, 25)).toBe('00:00:02:01');
    expect(timecodeOfFrame(59, 24)).toBe('00:00:02:11');
  });

  it('counts a fractional rate in whole frames per second', () => {
    expect(timecodeOfFrame(29, 29.97)).toBe('00:00:00:29');
    expect(timecodeOfFrame(30, 29.97)).toBe('00:00:01:00');
  });

  it('never loses a frame to floating-point rounding', () => {
    // 0.1 * 30 is 3.0000000000000004 and 0.7 * 30 is 20.999999999999996.
    expect(frameAt(0.1, 30)).toBe(3);
    expect(frameAt(0.7, 30)).toBe(21);
    for (let frame = 0; frame < 500; frame++) expect(frameAt(timeOfFrame(frame, 30), 30)).toBe(frame);
    expect(frameAt(-1, 30)).toBe(0);
    expect(frameAt(Number.NaN, 30)).toBe(0);
  });

  it('seeks to the middle of a frame', () => {
    expect(timeOfFrame(0, 30)).toBeCloseTo(1 / 60);
    expect(timeOfFrame(30, 30)).toBeCloseTo(1 + 1 / 60);
  });

  it('steps one frame back and forward, staying within the video', () => {
    const step = (seconds: number, by: number) =>
      stepFrames({ seconds, step: by, fps: 30, durationSeconds: 2 });
    expect(frameAt(step(1, 1), 30)).toBe(31);
    expect(frameAt(step(1, -1), 30)).toBe(29);
    expect(frameAt(step(0, -1), 30)).toBe(0);
    expect(lastFrame(2, 30)).toBe(59);
    expect(frameAt(step(1.99, 1), 30)).toBe(59);
    expect(frameAt(step(2, 5), 30)).toBe(59);
  });

  it('assumes 30 fps when the file does not say, and says it assumed', () => {
    expect(frameRateOf(null)).toEqual({ fps: ASSUMED_FPS, assumed: true });
    expect(frameRateOf(0)).toEqual({ fps: 30, assumed: true });
    expect(frameRateOf(Number.NaN)).toEqual({ fps: 30, assumed: true });
    expect(frameRateOf(24)).toEqual({ fps: 24, assumed: false });
  });

  it('counts at the file’s own rate: 23.976, 25 and 60 fps frames, timecodes and labels', () => {
    const film = 24000 / 1001;
    expect(formatFrameRate(film)).toBe('23.976');
    expect(formatFrameRate(30000 / 1001)).toBe('29.97');
    expect(formatFrameRate(25)).toBe('25');
    // One second of 23.976 fps is not quite 24 frames; a timecode counts 24 to the second.
    expect(frameAt(1, film)).toBe(23);
    expect(timecode(10, film)).toBe('00:00:09:23');
    expect(timecode(10, 25)).toBe('00:00:10:00');
    expect(timecode(10.5, 60)).toBe('00:00:10:30');
    expect(frameAt(stepFrames({ seconds: 1, step: 1, fps: 25, durationSeconds: 2 }), 25)).toBe(26);
    expect(frameAt(stepFrames({ seconds: 1, step: 1, fps: 60, durationSeconds: 2 }), 60)).toBe(61);
  });

  it('writes durations for people', () => {
    expect(formatDuration(42_000)).toBe('0:42');
    expect(formatDuration(725_000)).toBe('12:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });
});
