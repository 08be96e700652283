import { FfmpegError, lastLogLine, runFfmpeg } from '../media/ffmpeg-run.ts';
import { TRANSCRIPTION_MESSAGES, TranscriptionError } from './transcript.ts';

/** The longest stretch of an ad transcribed: well past any ad, and under the audio APIs' 25 MB uploads. */
export const MAX_TRANSCRIBED_SECONDS = 600;

/**
 * Writes the first audio track of `source` (any video or audio ffmpeg reads) to `output` as the WAV both
 * engines take: 16 kHz, mono, 16-bit, at most MAX_TRANSCRIBED_SECONDS long (about 19 MB).
 */
export async function extractSpeechAudio(input: {
  ffmpegPath: string;
  source: string;
  output: string;
}): Promise<void> {
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
    { timeoutMs: 120_000 },
  ).catch((error: unknown) => {
    // ffmpeg didn't start or ran too long: the video can't be read here, whatever it holds.
    throw error instanceof FfmpegError
      ? new TranscriptionError(`${TRANSCRIPTION_MESSAGES.unreadable}: ${error.message}`, { cause: error })
      : error;
  });
  if (code === 0) return;
  if (/matches no streams/i.test(stderr)) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.noSound);
  throw new TranscriptionError(`${TRANSCRIPTION_MESSAGES.unreadable}: ${lastLogLine(stderr)}`);
}
