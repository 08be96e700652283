import path from 'node:path';
import { FfmpegError, lastLogLine, runFfmpeg } from '../../../platform/media/ffmpeg-run.ts';
import {
  checkVideoLimits,
  declaredLengthArgs,
  transcodeTimeLimitMs,
} from '../../../platform/media/media-limits.ts';
import { probeMedia, type VideoFacts } from '../../../platform/media/media-probe.ts';

/** Reading one frame: its size is within the limits, so its time is too. */
const POSTER_TIMEOUT_MS = 60_000;
/** The widest preview: enough for the studio's player, small enough to stream. */
export const PREVIEW_MAX_WIDTH = 1280;

/** Who the work is for: the organisation whose turn it waits for at ffmpeg's slots. */
interface MediaOwner {
  owner?: string;
}

/** A JPEG of the frame a second in (or halfway through a shorter video). */
async function makePoster(
  input: { ffmpegPath: string; source: string; output: string; facts: VideoFacts } & MediaOwner,
) {
  const { durationMs } = input.facts;
  const at = durationMs === null ? 0 : Math.min(1, durationMs / 2000);
  const { code, stderr } = await runFfmpeg(
    input.ffmpegPath,
    [
      '-y',
      '-ss',
      at.toFixed(3),
      '-i',
      input.source,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      input.output,
    ],
    { timeoutMs: POSTER_TIMEOUT_MS, owner: input.owner },
  );
  if (code !== 0) throw new FfmpegError(`No poster frame: ${lastLogLine(stderr)}`);
}

/**
 * An H.264 MP4 every browser plays: yuv420p, at most 1280 px wide (even sides, as the codec needs), AAC
 * audio when the original has sound, the index at the front so playback starts before the download ends.
 * It stops at the declared length, and its time limit follows the media's duration and size.
 */
async function makePreview(
  input: { ffmpegPath: string; source: string; output: string; facts: VideoFacts } & MediaOwner,
) {
  const { facts } = input;
  const scale = `scale='trunc(min(${PREVIEW_MAX_WIDTH},iw)/2)*2':-2`;
  const audio = facts.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an'];
  const { code, stderr } = await runFfmpeg(
    input.ffmpegPath,
    [
      ...['-y', '-i', input.source, '-map', '0:v:0', ...audio, ...declaredLengthArgs(facts)],
      ...['-vf', scale, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-f', 'mp4', input.output],
    ],
    { timeoutMs: transcodeTimeLimitMs(facts), heavy: true, owner: input.owner },
  );
  if (code !== 0) throw new FfmpegError(`No preview: ${lastLogLine(stderr)}`);
}

export interface MadeVideoMedia {
  facts: VideoFacts;
  posterPath: string;
  previewPath: string;
}

/**
 * Reads a video's duration, size and frame rate, refuses one whose header passes the limits, and makes its
 * poster frame and preview in `workDir`; the ffmpeg runs wait in the turn of `owner` (an organisation).
 */
export async function makeVideoMedia(
  input: { ffmpegPath: string; source: string; workDir: string } & MediaOwner,
): Promise<MadeVideoMedia> {
  const { ffmpegPath, source, workDir, owner } = input;
  const facts = await probeMedia(ffmpegPath, source, { owner });
  if (!facts.hasVideo) throw new FfmpegError('The file holds no video stream');
  checkVideoLimits(facts);
  const posterPath = path.join(workDir, 'poster.jpg');
  const previewPath = path.join(workDir, 'preview.mp4');
  await makePoster({ ffmpegPath, source, output: posterPath, facts, owner });
  await makePreview({ ffmpegPath, source, output: previewPath, facts, owner });
  if (facts.durationMs === null) {
    // A recording without a duration in its header: the preview's own header has it.
    const previewFacts = await probeMedia(ffmpegPath, previewPath, { owner });
    return {
      facts: {
        ...facts,
        durationMs: previewFacts.durationMs,
        frameRate: facts.frameRate ?? previewFacts.frameRate,
      },
      posterPath,
      previewPath,
    };
  }
  return { facts, posterPath, previewPath };
}
