/** A stretch of speech, in seconds from the start of the media. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

/** Which engine transcribed: the configured audio API, or pocketsphinx on this machine. */
export type TranscriptionEngineName = 'openai-compatible' | 'pocketsphinx';

export interface Transcript {
  /** Every segment's text, in order, separated by spaces. */
  text: string;
  segments: TranscriptSegment[];
  engine: TranscriptionEngineName;
  /** The engine's own confidence in the words, 0 to 1; null when it gives none. */
  confidence: number | null;
}

/**
 * The confidence under which an engine's transcript is unusable (measured in `bench/transcription/`):
 * pocketsphinx's mean word probability, and for the audio API Whisper's own rule of thumb, an average
 * token log-probability under -1 (exp(-1) ≈ 0.37).
 */
export const UNCLEAR_BELOW: Readonly<Record<TranscriptionEngineName, number>> = {
  pocketsphinx: 0.6,
  'openai-compatible': Math.exp(-1),
};

/** Whether the engine itself scores the transcript as usable (one without a score is taken as it is). */
export const isClear = (transcript: Transcript): boolean =>
  transcript.confidence === null || transcript.confidence >= UNCLEAR_BELOW[transcript.engine];

/**
 * What people read when a transcription can't run or fails. Each names what to do about it: the package to
 * install or the setting to give, never a bare "failed".
 */
export const TRANSCRIPTION_MESSAGES = {
  installOffline:
    'Install the Debian packages pocketsphinx and pocketsphinx-en-us to transcribe offline, or set TRANSCRIPTION_BASE_URL',
  installEnglishModel:
    'Install the Debian package pocketsphinx-en-us to transcribe offline, or set TRANSCRIPTION_BASE_URL',
  installFfmpeg: 'Install the Debian package ffmpeg to transcribe video ads',
  englishOnly:
    'Offline transcription understands English only; set TRANSCRIPTION_BASE_URL to transcribe ads in other languages',
  noSound: 'This video has no sound to transcribe',
  unclear: 'This video could not be transcribed clearly',
  unreadable: 'This video could not be read',
} as const;

/** A transcription that did not happen; the message says why, in words a person can act on. */
export class TranscriptionError extends Error {
  /** The audio API's HTTP status, when it answered. */
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'TranscriptionError';
    this.status = options.status;
  }
}

/** Segments with their text trimmed, empty ones dropped, times rounded to the millisecond. */
export function transcriptOf(
  engine: TranscriptionEngineName,
  segments: TranscriptSegment[],
  confidence: number | null = null,
): Transcript {
  const kept = segments
    .map((segment) => ({
      start: Math.round(segment.start * 1000) / 1000,
      end: Math.round(segment.end * 1000) / 1000,
      text: segment.text.replace(/\s+/g, ' ').trim(),
    }))
    .filter((segment) => segment.text.length > 0);
  return { text: kept.map((segment) => segment.text).join(' '), segments: kept, engine, confidence };
}
