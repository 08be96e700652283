import { stepFrames } from './timecode.ts';

/** What the clock needs of a `<video>`: a fake in tests. */
export interface ClockVideo {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  playbackRate: number;
  volume: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface ClockState {
  playing: boolean;
  /** Seconds, as the leading video shows it. */
  time: number;
  /** Seconds; 0 until the leading video knows it. */
  duration: number;
  rate: number;
  volume: number;
  muted: boolean;
}

/** How far (seconds) a following video may drift from the leader while playing before it is put back. */
const PLAYING_TOLERANCE = 0.08;

/** The speeds the player offers. */
export const PLAYBACK_RATES = [0.25, 0.5, 1, 1.5, 2] as const;

export interface Scheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const animationFrames: Scheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * One clock for one or more videos: the first attached leads (its time is the clock's, its sound is heard),
 * the others follow it — they play, pause, seek and change speed together, and are put back on the leader's
 * frame whenever they drift. Controls act on the clock, never on one video.
 */
export class MediaClock {
  private videos: ClockVideo[] = [];
  private listeners = new Set<() => void>();
  private frame: number | null = null;
  private state: ClockState = { playing: false, time: 0, duration: 0, rate: 1, volume: 1, muted: false };

  constructor(private readonly scheduler: Scheduler = animationFrames) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ClockState => this.state;

  private get leader(): ClockVideo | undefined {
    return this.videos[0];
  }

  private update(change: Partial<ClockState>): void {
    const next = { ...this.state, ...change };
    const same = (Object.keys(next) as (keyof ClockState)[]).every((key) => next[key] === this.state[key]);
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Reads the leader's time and length into the state. */
  private readLeader = (): void => {
    const leader = this.leader;
    if (!leader) return;
    this.update({ time: finite(leader.currentTime), duration: finite(leader.duration) });
  };

  private onLeaderPlay = (): void => {
    this.update({ playing: true });
    for (const follower of this.videos.slice(1)) void follower.play();
    this.startTicking();
  };

  private onLeaderPause = (): void => {
    this.update({ playing: false });
    this.stopTicking();
    this.alignFollowers({ exact: true });
    this.readLeader();
  };

  private onLeaderSeeked = (): void => {
    this.alignFollowers({ exact: true });
    this.readLeader();
  };

  /** Adds a video: the first leads. Returns what removes it again. */
  attach(video: ClockVideo): () => void {
    const leading = this.videos.length === 0;
    this.videos.push(video);
    video.playbackRate = this.state.rate;
    if (leading) {
      video.volume = this.state.volume;
      video.muted = this.state.muted;
      video.addEventListener('play', this.onLeaderPlay);
      video.addEventListener('pause', this.onLeaderPause);
      video.addEventListener('ended', this.onLeaderPause);
      video.addEventListener('seeked', this.onLeaderSeeked);
      video.addEventListener('timeupdate', this.readLeader);
      video.addEventListener('loadedmetadata', this.readLeader);
      video.addEventListener('durationchange', this.readLeader);
      this.readLeader();
    } else {
      // Two soundtracks at once help nobody: the followers are seen, not heard.
      video.muted = true;
      video.currentTime = this.state.time;
    }
    return () => this.detach(video);
  }

  private detach(video: ClockVideo): void {
    const index = this.videos.indexOf(video);
    if (index < 0) return;
    if (index === 0) {
      video.removeEventListener('play', this.onLeaderPlay);
      video.removeEventListener('pause', this.onLeaderPause);
      video.removeEventListener('ended', this.onLeaderPause);
      video.removeEventListener('seeked', this.onLeaderSeeked);
      video.removeEventListener('timeupdate', this.readLeader);
      video.removeEventListener('loadedmetadata', this.readLeader);
      video.removeEventListener('durationchange', this.readLeader);
    }
    this.videos.splice(index, 1);
    if (this.videos.length === 0) {
      this.stopTicking();
      this.update({ playing: false });
    }
  }

  play(): void {
    const leader = this.leader;
    if (!leader) return;
    if (leader.ended) this.seek(0);
    for (const video of this.videos) void video.play();
  }

  pause(): void {
    for (const video of this.videos) video.pause();
  }

  toggle(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  /** Moves every video to `seconds`, kept within the leader's length. */
  seek(seconds: number): void {
    const duration = finite(this.leader?.duration ?? 0);
    const time = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    for (const video of this.videos) video.currentTime = time;
    this.update({ time });
  }

  /** Pauses, then moves `step` frames (negative: back) from the frame shown. */
  step(step: number, fps: number): void {
    this.pause();
    const leader = this.leader;
    if (!leader) return;
    this.seek(
      stepFrames({ seconds: leader.currentTime, step, fps, durationSeconds: finite(leader.duration) }),
    );
  }

  setRate(rate: number): void {
    for (const video of this.videos) video.playbackRate = rate;
    this.update({ rate });
  }

  setVolume(volume: number): void {
    const leader = this.leader;
    if (leader) {
      leader.volume = volume;
      leader.muted = volume === 0;
    }
    this.update({ volume, muted: volume === 0 });
  }

  setMuted(muted: boolean): void {
    if (this.leader) this.leader.muted = muted;
    this.update({ muted });
  }

  /** Puts followers back on the leader's time: always when paused, past a small drift while playing. */
  alignFollowers(options: { exact: boolean }): void {
    const leader = this.leader;
    if (!leader) return;
    const time = leader.currentTime;
    for (const follower of this.videos.slice(1)) {
      const drift = Math.abs(follower.currentTime - time);
      if (drift > (options.exact ? 0.001 : PLAYING_TOLERANCE)) follower.currentTime = time;
      if (follower.playbackRate !== leader.playbackRate) follower.playbackRate = leader.playbackRate;
      if (!leader.paused && follower.paused && !follower.ended) void follower.play();
      if (leader.paused && !follower.paused) follower.pause();
    }
  }

  /** While playing: the shown time every frame (timecodes move smoothly), and the followers kept in step. */
  tick = (): void => {
    this.readLeader();
    this.alignFollowers({ exact: false });
    if (this.state.playing) this.frame = this.scheduler.request(this.tick);
  };

  private startTicking(): void {
    if (this.frame === null) this.frame = this.scheduler.request(this.tick);
  }

  private stopTicking(): void {
    if (this.frame !== null) this.scheduler.cancel(this.frame);
    this.frame = null;
  }
}
