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
}

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
export function transcriptOf(engine: TranscriptionEngineName, segments: TranscriptSegment[]): Transcript {
  const kept = segments
    .map((segment) => ({
      start: Math.round(segment.start * 1000) / 1000,
      end: Math.round(segment.end * 1000) / 1000,
      text: segment.text.replace(/\s+/g, ' ').trim(),
    }))
    .filter((segment) => segment.text.length > 0);
  return { text: kept.map((segment) => segment.text).join(' '), segments: kept, engine };
}
