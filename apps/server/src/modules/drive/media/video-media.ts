import path from 'node:path';
import { FfmpegError, lastLogLine, runFfmpeg } from '../../../platform/media/ffmpeg-run.ts';
import { parseFfmpegInfo, type VideoFacts } from './video-probe.ts';

/** Reading a header or one frame. */
const QUICK_TIMEOUT_MS = 60_000;
/** A preview of a long video at "veryfast" on two cores. */
const TRANSCODE_TIMEOUT_MS = 30 * 60_000;
/** The widest preview: enough for the studio's player, small enough to stream. */
export const PREVIEW_MAX_WIDTH = 1280;

export async function probeVideo(ffmpegPath: string, input: string): Promise<VideoFacts> {
  const { stderr } = await runFfmpeg(ffmpegPath, ['-i', input], { timeoutMs: QUICK_TIMEOUT_MS });
  return parseFfmpegInfo(stderr);
}

/** A JPEG of the frame a second in (or halfway through a shorter video). */
async function makePoster(ffmpegPath: string, input: string, output: string, durationMs: number | null) {
  const at = durationMs === null ? 0 : Math.min(1, durationMs / 2000);
  const { code, stderr } = await runFfmpeg(
    ffmpegPath,
    ['-y', '-ss', at.toFixed(3), '-i', input, '-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
    { timeoutMs: QUICK_TIMEOUT_MS },
  );
  if (code !== 0) throw new FfmpegError(`No poster frame: ${lastLogLine(stderr)}`);
}

/**
 * An H.264 MP4 every browser plays: yuv420p, at most 1280 px wide (even sides, as the codec needs), AAC
 * audio when the original has sound, the index at the front so playback starts before the download ends.
 */
async function makePreview(ffmpegPath: string, input: string, output: string, hasAudio: boolean) {
  const scale = `scale='trunc(min(${PREVIEW_MAX_WIDTH},iw)/2)*2':-2`;
  const audio = hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an'];
  const { code, stderr } = await runFfmpeg(
    ffmpegPath,
    [
      ...['-y', '-i', input, '-map', '0:v:0', ...audio],
      ...['-vf', scale, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-f', 'mp4', output],
    ],
    { timeoutMs: TRANSCODE_TIMEOUT_MS, heavy: true },
  );
  if (code !== 0) throw new FfmpegError(`No preview: ${lastLogLine(stderr)}`);
}

export interface MadeVideoMedia {
  facts: VideoFacts;
  posterPath: string;
  previewPath: string;
}

/** Reads a video's duration and size, and makes its poster frame and preview in `workDir`. */
export async function makeVideoMedia(input: {
  ffmpegPath: string;
  source: string;
  workDir: string;
}): Promise<MadeVideoMedia> {
  const { ffmpegPath, source, workDir } = input;
  const facts = await probeVideo(ffmpegPath, source);
  if (!facts.hasVideo) throw new FfmpegError('The file holds no video stream');
  const posterPath = path.join(workDir, 'poster.jpg');
  const previewPath = path.join(workDir, 'preview.mp4');
  await makePoster(ffmpegPath, source, posterPath, facts.durationMs);
  await makePreview(ffmpegPath, source, previewPath, facts.hasAudio);
  if (facts.durationMs === null) {
    // A recording without a duration in its header: the preview's own header has it.
    const previewFacts = await probeVideo(ffmpegPath, previewPath);
    return { facts: { ...facts, durationMs: previewFacts.durationMs }, posterPath, previewPath };
  }
  return { facts, posterPath, previewPath };
}
