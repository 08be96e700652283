import { FfmpegError } from './ffmpeg-run.ts';
import type { VideoFacts } from './media-probe.ts';

/**
 * What a video may declare before anything decodes it. A few kilobytes can declare hours of frames or
 * thousands of frames a second, and a transcode does all of that work: such a file is refused after the
 * probe, before the transcode.
 */
export const VIDEO_LIMITS = {
  maxSeconds: 3 * 60 * 60,
  maxFrameRate: 240,
  maxSidePx: 8192,
  /** Three hours at 60 fps. */
  maxFrames: 3 * 60 * 60 * 60,
} as const;

/** A video over VIDEO_LIMITS: it will never be transcoded, however often it is tried. */
export class MediaLimitError extends FfmpegError {}

const grouped = (value: number) => value.toLocaleString('en-GB');

/** Throws a MediaLimitError that says which limit the video's header passes. */
export function checkVideoLimits(facts: VideoFacts): void {
  const { maxSeconds, maxFrameRate, maxSidePx, maxFrames } = VIDEO_LIMITS;
  const seconds = facts.durationMs === null ? null : facts.durationMs / 1000;
  if (seconds !== null && seconds > maxSeconds) {
    throw new MediaLimitError(`The video is longer than ${maxSeconds / 3600} hours`);
  }
  if (facts.frameRate !== null && facts.frameRate > maxFrameRate) {
    throw new MediaLimitError(
      `The video declares ${grouped(Math.round(facts.frameRate))} frames a second; at most ${maxFrameRate} are read`,
    );
  }
  if ((facts.width ?? 0) > maxSidePx || (facts.height ?? 0) > maxSidePx) {
    throw new MediaLimitError(`The video is larger than ${grouped(maxSidePx)} pixels a side`);
  }
  if (seconds !== null && facts.frameRate !== null && seconds * facts.frameRate > maxFrames) {
    throw new MediaLimitError(`The video has more than ${grouped(maxFrames)} frames`);
  }
}

/**
 * How long a job that transcodes may hold its run before the queue gives it to another worker (a worker that
 * died mid-transcode never finishes it). The queue fails a run that holds it longer, even in a live process,
 * so no transcode may be allowed more time than this.
 */
export const MEDIA_JOB_LEASE_SECONDS = 4 * 60 * 60;
/** The longest a transcode may run: a quarter of an hour short of the lease, for the steps around it. */
const MAX_TRANSCODE_MS = (MEDIA_JOB_LEASE_SECONDS - 15 * 60) * 1000;

/** A transcode's time when the header gives no duration (some WEBM recordings): ten minutes of media. */
const UNKNOWN_DURATION_SECONDS = 10 * 60;
/** Starting ffmpeg and reading the header, whatever the length, at low priority on a busy machine. */
const BASE_MS = 45_000;
/** Seconds of work a second of 1080p at 30 fps may take, at low priority on a busy machine. */
const SECONDS_PER_SECOND_OF_HD = 3;
const HD_PIXELS_A_SECOND = 1920 * 1080 * 30;

/**
 * How long a transcode of the media may run before it is stopped: in proportion to its declared duration
 * and to the pixels a second it decodes (never less than those of 1080p at 30 fps), so a short video that
 * decodes for far longer than it lasts is stopped soon, and a long one is given its time, within the lease
 * of the job that runs it.
 */
export function transcodeTimeLimitMs(facts: VideoFacts): number {
  const seconds = facts.durationMs === null ? UNKNOWN_DURATION_SECONDS : facts.durationMs / 1000;
  const pixelsASecond = (facts.width ?? 0) * (facts.height ?? 0) * (facts.frameRate ?? 0);
  const load = Math.max(1, pixelsASecond / HD_PIXELS_A_SECOND);
  return Math.min(MAX_TRANSCODE_MS, Math.round(BASE_MS + seconds * SECONDS_PER_SECOND_OF_HD * load * 1000));
}

/**
 * ffmpeg output options that stop a transcode at what the header declared, whatever the file holds
 * beyond it: its duration (and a second more) and the frame limit.
 */
export function declaredLengthArgs(facts: VideoFacts): string[] {
  const seconds = facts.durationMs === null ? VIDEO_LIMITS.maxSeconds : facts.durationMs / 1000 + 1;
  return ['-t', seconds.toFixed(3), '-frames:v', String(VIDEO_LIMITS.maxFrames)];
}
