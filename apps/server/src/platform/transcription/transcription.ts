import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { resolveFfmpegPath } from '../media/ffmpeg-binary.ts';
import { createOpenAiAudioClient, type OpenAiAudioTuning } from './openai-audio-client.ts';
import {
  findPocketsphinx,
  transcribeWithPocketsphinx,
  type PocketsphinxProbe,
} from './pocketsphinx-runner.ts';
import { extractSpeechAudio } from './speech-audio.ts';
import {
  isClear,
  TRANSCRIPTION_MESSAGES,
  TranscriptionError,
  type Transcript,
  type TranscriptionEngineName,
} from './transcript.ts';

export { TRANSCRIPTION_MESSAGES, TranscriptionError } from './transcript.ts';
export type { Transcript, TranscriptSegment, TranscriptionEngineName } from './transcript.ts';

/** Whether this process can transcribe, and with what; when it can't, what to install or set. */
export type TranscriptionAvailability =
  { available: true; engine: TranscriptionEngineName } | { available: false; message: string };

/** Transcription of speech in video and audio files (DESIGN.md, "Things outside this machine"). */
export interface Transcription {
  /**
   * Whether media in these languages (ISO 639-1; none known, any) can be transcribed here: the configured
   * audio API takes any language, pocketsphinx English only.
   */
  availability(languages?: readonly string[]): TranscriptionAvailability;
  /**
   * The speech in the first audio track of the file at `path`. Throws a TranscriptionError whose message
   * says what went wrong in words a person can act on, and one saying it could not be transcribed clearly
   * when the engine itself scores its words as unusable.
   */
  transcribeFile(input: { path: string; languages?: readonly string[] }): Promise<Transcript>;
}

export interface TranscriptionOptions {
  /** Where ffmpeg is; the system's or the bundled one by default. */
  findFfmpeg?: () => string | undefined;
  /** Where pocketsphinx and its English model are; looked for on PATH by default. */
  findPocketsphinx?: () => PocketsphinxProbe;
  /** Timing of the audio API's calls. */
  api?: OpenAiAudioTuning;
}

/** The language to tell the audio API: the ad's own, when it has exactly one. */
const singleLanguage = (languages: readonly string[] | undefined) =>
  languages?.length === 1 ? languages[0] : undefined;

/** A decoder's time: a minute to start, and five seconds for each second of audio, at low priority. */
const decodeTimeLimitMs = (seconds: number) => Math.round(60_000 + seconds * 5_000);

const understoodOffline = (languages: readonly string[] | undefined) =>
  !languages || languages.length === 0 || languages.includes('en');

/**
 * The configured audio API when TRANSCRIPTION_BASE_URL is set, else pocketsphinx when Debian's packages are
 * installed. What is installed is looked up once, on first use, so start-up stays quick.
 */
export function createTranscription(
  config: Config['transcription'],
  options: TranscriptionOptions = {},
): Transcription {
  const api = config ? createOpenAiAudioClient({ ...config, ...options.api }) : undefined;
  let tools: { ffmpeg: string | undefined; pocketsphinx: PocketsphinxProbe | undefined } | undefined;
  const installed = () =>
    (tools ??= {
      ffmpeg: (options.findFfmpeg ?? resolveFfmpegPath)(),
      pocketsphinx: api ? undefined : (options.findPocketsphinx ?? findPocketsphinx)(),
    });

  function availability(languages?: readonly string[]): TranscriptionAvailability {
    const { ffmpeg, pocketsphinx } = installed();
    if (!ffmpeg) return { available: false, message: TRANSCRIPTION_MESSAGES.installFfmpeg };
    if (api) return { available: true, engine: 'openai-compatible' };
    if (!pocketsphinx?.found) {
      const message =
        pocketsphinx?.missing === 'pocketsphinx-en-us'
          ? TRANSCRIPTION_MESSAGES.installEnglishModel
          : TRANSCRIPTION_MESSAGES.installOffline;
      return { available: false, message };
    }
    if (!understoodOffline(languages)) {
      return { available: false, message: TRANSCRIPTION_MESSAGES.englishOnly };
    }
    return { available: true, engine: 'pocketsphinx' };
  }

  return {
    availability,
    async transcribeFile(input) {
      const ready = availability(input.languages);
      if (!ready.available) throw new TranscriptionError(ready.message);
      const { ffmpeg, pocketsphinx } = installed();
      if (!ffmpeg) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.installFfmpeg);
      const workDir = await mkdtemp(path.join(tmpdir(), 'hookline-transcribe-'));
      try {
        const audioPath = path.join(workDir, 'speech.wav');
        const { seconds } = await extractSpeechAudio({
          ffmpegPath: ffmpeg,
          source: input.path,
          output: audioPath,
        });
        let transcript: Transcript;
        if (api) transcript = await api.transcribe({ audioPath, language: singleLanguage(input.languages) });
        else if (!pocketsphinx?.found) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.installOffline);
        else {
          transcript = await transcribeWithPocketsphinx(pocketsphinx.install, {
            audioPath,
            timeoutMs: decodeTimeLimitMs(seconds),
          });
        }
        if (!isClear(transcript)) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.unclear);
        return transcript;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
