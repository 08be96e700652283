import { FfmpegError, lastLogLine, runFfmpeg } from '../media/ffmpeg-run.ts';
import { transcodeTimeLimitMs } from '../media/media-limits.ts';
import { probeMedia } from '../media/media-probe.ts';
import { TRANSCRIPTION_MESSAGES, TranscriptionError } from './transcript.ts';

/** The longest stretch of an ad transcribed: well past any ad, and under the audio APIs' 25 MB uploads. */
export const MAX_TRANSCRIBED_SECONDS = 600;

/**
 * Writes the first audio track of `source` (any video or audio ffmpeg reads) to `output` as the WAV both
 * engines take: 16 kHz, mono, 16-bit, at most MAX_TRANSCRIBED_SECONDS long (about 19 MB). Its time limit
 * follows the duration the file declares (up to that maximum); answers the seconds of audio written.
 */
export async function extractSpeechAudio(input: {
  ffmpegPath: string;
  source: string;
  output: string;
}): Promise<{ seconds: number }> {
  const facts = await probeMedia(input.ffmpegPath, input.source).catch((error: unknown) => {
    throw unreadable(error);
  });
  const declared = facts.durationMs === null ? MAX_TRANSCRIBED_SECONDS : facts.durationMs / 1000;
  const seconds = Math.min(declared, MAX_TRANSCRIBED_SECONDS);
  // Only the sound is decoded: the time of a transcode of as much audio-only media.
  const timeoutMs = transcodeTimeLimitMs({
    ...facts,
    durationMs: seconds * 1000,
    hasVideo: false,
    width: null,
  });
  const { code, stderr } = await runFfmpeg(
    input.ffmpegPath,
    [
      '-i',
      input.source,
      '-map',
      '0:a:0',
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-t',
      String(MAX_TRANSCRIBED_SECONDS),
      '-y',
      input.output,
    ],
    { timeoutMs },
  ).catch((error: unknown) => {
    throw unreadable(error);
  });
  if (code === 0) return { seconds };
  if (/matches no streams/i.test(stderr)) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.noSound);
  throw new TranscriptionError(`${TRANSCRIPTION_MESSAGES.unreadable}: ${lastLogLine(stderr)}`);
}

/** ffmpeg didn't start or ran too long: the video can't be read here, whatever it holds. */
function unreadable(error: unknown): unknown {
  return error instanceof FfmpegError
    ? new TranscriptionError(`${TRANSCRIPTION_MESSAGES.unreadable}: ${error.message}`, { cause: error })
    : error;
}
