import { describe, expect, it } from 'vitest';
import { MediaClock, type ClockVideo, type Scheduler } from './media-clock.ts';
import { frameAt } from './timecode.ts';

/** A `<video>` that plays when told and fires the events a browser would. */
class FakeVideo implements ClockVideo {
  currentTime = 0;
  duration: number;
  paused = true;
  ended = false;
  playbackRate = 1;
  volume = 1;
  muted = false;
  private listeners = new Map<string, Set<() => void>>();

  constructor(duration = 10) {
    this.duration = duration;
  }

  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  play() {
    if (!this.paused) return;
    this.paused = false;
    this.fire('play');
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
}

/** Animation frames run when the test says. */
function manualFrames(): Scheduler & { run(): void } {
  let queued: (() => void)[] = [];
  return {
    request: (callback) => queued.push(callback),
    cancel: () => {
      queued = [];
    },
    run: () => {
      const now = queued;
      queued = [];
      for (const callback of now) callback();
    },
  };
}

function twoVideos() {
  const frames = manualFrames();
  const clock = new MediaClock(frames);
  const left = new FakeVideo(10);
  const right = new FakeVideo(12);
  clock.attach(left);
  clock.attach(right);
  return { clock, left, right, frames };
}

describe('one clock driving two videos', () => {
  it('plays and pauses both together, the follower muted', () => {
    const { clock, left, right } = twoVideos();
    expect(right.muted).toBe(true);
    clock.play();
    expect([left.paused, right.paused]).toEqual([false, false]);
    expect(clock.getSnapshot().playing).toBe(true);
    clock.toggle();
    expect([left.paused, right.paused]).toEqual([true, true]);
    expect(clock.getSnapshot().playing).toBe(false);
  });

  it('seeks both to the same time, within the leader’s length', () => {
    const { clock, left, right } = twoVideos();
    clock.seek(4.25);
    expect([left.currentTime, right.currentTime]).toEqual([4.25, 4.25]);
    expect(clock.getSnapshot().time).toBe(4.25);
    clock.seek(99);
    expect([left.currentTime, right.currentTime]).toEqual([10, 10]);
    clock.seek(-3);
    expect(left.currentTime).toBe(0);
  });

  it('steps both one frame at a time, paused', () => {
    const { clock, left, right } = twoVideos();
    clock.seek(1);
    clock.play();
    clock.step(1, 30);
    expect(left.paused && right.paused).toBe(true);
    expect(frameAt(left.currentTime, 30)).toBe(31);
    expect(right.currentTime).toBe(left.currentTime);
    clock.step(-2, 30);
    expect(frameAt(right.currentTime, 30)).toBe(29);
  });

  it('puts a drifting follower back on the leader’s frame while playing', () => {
    const { clock, left, right, frames } = twoVideos();
    clock.play();
    left.currentTime = 3;
    right.currentTime = 3.05;
    frames.run();
    expect(right.currentTime).toBe(3.05);
    right.currentTime = 3.5;
    frames.run();
    expect(right.currentTime).toBe(3);
    expect(clock.getSnapshot().time).toBe(3);
  });

  it('lines the follower up exactly when the leader pauses or is seeked natively', () => {
    const { left, right } = twoVideos();
    left.play();
    left.currentTime = 5.5;
    right.currentTime = 5.52;
    left.pause();
    expect(right.paused).toBe(true);
    expect(right.currentTime).toBe(5.5);
    left.currentTime = 7;
    left.fire('seeked');
    expect(right.currentTime).toBe(7);
  });

  it('changes speed and volume for the leader’s sound only', () => {
    const { clock, left, right } = twoVideos();
    clock.setRate(0.5);
    expect([left.playbackRate, right.playbackRate]).toEqual([0.5, 0.5]);
    clock.setVolume(0.3);
    expect(left.volume).toBe(0.3);
    expect(right.muted).toBe(true);
    clock.setVolume(0);
    expect(clock.getSnapshot().muted).toBe(true);
  });

  it('starts again from the beginning after the end', () => {
    const { clock, left } = twoVideos();
    left.currentTime = 10;
    left.ended = true;
    clock.play();
    expect(left.currentTime).toBe(0);
  });

  it('tells its subscribers only when something changed', () => {
    const { clock } = twoVideos();
    let told = 0;
    const stop = clock.subscribe(() => told++);
    clock.seek(2);
    clock.seek(2);
    expect(told).toBe(1);
    stop();
    clock.seek(3);
    expect(told).toBe(1);
  });
});
