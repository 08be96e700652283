/**
 * Video time as editors read it: frames at the file's frame rate, shown as an `HH:MM:SS:FF` timecode. The
 * media job reads a video's frame rate; until it has (a version from before it did), the studio counts at
 * 30 fps and says so.
 */

/** The frame rate the studio counts in when the file's own is unknown. */
export const ASSUMED_FPS = 30;

/** A frame rate and whether it is the file's own or the assumed one. */
export interface FrameRate {
  fps: number;
  assumed: boolean;
}

/** The file's frame rate when known (a positive, sane number), else the assumed 30 fps. */
export function frameRateOf(known: number | null | undefined): FrameRate {
  if (known !== null && known !== undefined && Number.isFinite(known) && known > 0 && known <= 240) {
    return { fps: known, assumed: false };
  }
  return { fps: ASSUMED_FPS, assumed: true };
}

/** A frame rate for people: `25`, `29.97`, `23.976` (at most three decimals, none when whole). */
export function formatFrameRate(fps: number): string {
  return String(Math.round(fps * 1000) / 1000);
}

/**
 * The whole frames per second a timecode counts in: 29.97 counts as 30 (a non-drop-frame timecode), so that
 * its last field always runs 00..29.
 */
const timecodeBase = (fps: number) => Math.max(1, Math.round(fps));

/** Rounding error of a media clock (a time of 0.1 s at 30 fps reads 2.9999999…) must not lose a frame. */
const EPSILON = 1e-6;

/** The frame shown at `seconds`: frame n lasts from n/fps to (n+1)/fps. */
export function frameAt(seconds: number, fps: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds * fps + EPSILON);
}

/**
 * The time to seek to for frame `frame`: its middle, where every browser shows that frame (a seek to its
 * very start may land on the one before).
 */
export function timeOfFrame(frame: number, fps: number): number {
  return (Math.max(0, Math.floor(frame)) + 0.5) / fps;
}

/** The last frame of a video `durationSeconds` long (0 when the duration is unknown). */
export function lastFrame(durationSeconds: number, fps: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.max(0, Math.ceil(durationSeconds * fps - EPSILON) - 1);
}

/** The time of the frame `step` frames from the one shown at `seconds`, kept within the video. */
export function stepFrames(input: {
  seconds: number;
  step: number;
  fps: number;
  durationSeconds: number;
}): number {
  const target = frameAt(input.seconds, input.fps) + input.step;
  const clamped = Math.min(Math.max(target, 0), lastFrame(input.durationSeconds, input.fps));
  return timeOfFrame(clamped, input.fps);
}

const two = (value: number) => String(value).padStart(2, '0');

/** `HH:MM:SS:FF` of a frame number. */
export function timecodeOfFrame(frame: number, fps: number): string {
  const base = timecodeBase(fps);
  const whole = Math.max(0, Math.floor(frame));
  // Whole seconds by the nominal rate, so a 29.97 fps video's timecode advances like its editor's.
  const totalSeconds = Math.floor(whole / base);
  const frames = whole % base;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${two(hours)}:${two(minutes)}:${two(seconds)}:${two(frames)}`;
}

/** `HH:MM:SS:FF` of a time in seconds. */
export function timecode(seconds: number, fps: number): string {
  return timecodeOfFrame(frameAt(seconds, fps), fps);
}

/** A duration for people: `0:42`, `12:05`, `1:02:03`. */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
