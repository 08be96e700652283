import { openAsBlob } from 'node:fs';
import { z } from 'zod';
import { TranscriptionError, transcriptOf, type Transcript } from './transcript.ts';

export interface OpenAiAudioOptions {
  /** API base without the trailing slash, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Time allowed for one HTTP attempt: the upload and the transcription together. */
  timeoutMs?: number;
  /** Further attempts after a 429, a 5xx, a timeout or a network failure. */
  maxRetries?: number;
  /** Wait before the first retry; doubles on each later one. */
  initialBackoffMs?: number;
  /** Longest wait between attempts, whatever Retry-After asks for. */
  maxBackoffMs?: number;
  /** How to wait between attempts; tests pass one that records the delays and returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

/** Timing of the calls, without the provider's address and credentials. */
export type OpenAiAudioTuning = Omit<OpenAiAudioOptions, 'baseUrl' | 'apiKey' | 'model'>;

/** `response_format=verbose_json`; a server that ignores it answers `{text}` alone, which is kept as one segment. */
const transcriptionReply = z.object({
  text: z.string(),
  duration: z.number().optional(),
  segments: z
    .array(
      z.object({
        start: z.number(),
        end: z.number(),
        text: z.string(),
        /** Whisper's mean log-probability of the segment's tokens; not every server sends it. */
        avg_logprob: z.number().optional(),
      }),
    )
    .optional(),
});

type ReplySegment = NonNullable<z.infer<typeof transcriptionReply>['segments']>[number];

/**
 * The model's confidence in the whole transcript: exp of its segments' mean token log-probability, each
 * segment weighing as much as it lasts; null when the server sends no log-probabilities.
 */
function confidenceOf(segments: readonly ReplySegment[]): number | null {
  const scored = segments.filter((segment) => segment.avg_logprob !== undefined);
  if (scored.length === 0) return null;
  const weight = (segment: ReplySegment) => Math.max(segment.end - segment.start, 0.001);
  const total = scored.reduce((sum, segment) => sum + weight(segment), 0);
  const mean = scored.reduce((sum, segment) => sum + segment.avg_logprob! * weight(segment), 0) / total;
  return Math.exp(mean);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failed attempt worth repeating: rate limited, the provider's fault, or no answer in time. */
class TransientFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The provider's own explanation (`{error: {message}}` in OpenAI's shape), else the start of its body. */
function providerDetail(body: string): string {
  try {
    const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message.slice(0, 200);
  } catch {
    // Not JSON: the raw text says what it says.
  }
  return body.trim().slice(0, 200);
}

function refusal(status: number, body: string): TranscriptionError {
  const detail = providerDetail(body);
  const suffix = detail ? `: ${detail}` : '';
  if (status === 401 || status === 403) {
    return new TranscriptionError(
      `The transcription service refused the API key (${status}); check TRANSCRIPTION_API_KEY${suffix}`,
      { status },
    );
  }
  return new TranscriptionError(`The transcription service refused the request (${status})${suffix}`, {
    status,
  });
}

function gaveUp(failure: TransientFailure, attempts: number): TranscriptionError {
  const tries = `gave up after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
  if (failure.status === 429) {
    return new TranscriptionError(
      `The transcription service is rate limiting requests (429); ${tries}. Please try again later.`,
      { status: 429 },
    );
  }
  return new TranscriptionError(`${failure.message}; ${tries}`, { status: failure.status });
}

/**
 * A client of any OpenAI-compatible audio transcription API (OpenAI's Whisper, faster-whisper servers,
 * LiteLLM, vLLM...): `POST {base}/audio/transcriptions` as multipart with `file` and `model`, asking for
 * segments with `response_format=verbose_json`; a timeout per attempt, retries with back-off on 429 and 5xx.
 */
export function createOpenAiAudioClient(options: OpenAiAudioOptions) {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const maxRetries = options.maxRetries ?? 2;
  const initialBackoffMs = options.initialBackoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function attempt(input: { audioPath: string; language?: string }): Promise<string> {
    const form = new FormData();
    form.append('file', await openAsBlob(input.audioPath, { type: 'audio/wav' }), 'audio.wav');
    form.append('model', options.model);
    form.append('response_format', 'verbose_json');
    if (input.language) form.append('language', input.language);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new TransientFailure(
        timedOut
          ? `The transcription service did not answer within ${timeoutMs / 1000} s`
          : `The transcription service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        undefined,
        undefined,
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) {
      throw new TransientFailure(
        `The transcription service failed (${response.status})`,
        response.status,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) throw refusal(response.status, text);
    return text;
  }

  function parse(body: string): Transcript {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new TranscriptionError('The transcription service answered with a body that is not JSON', {
        cause: error,
      });
    }
    const reply = transcriptionReply.safeParse(json);
    if (!reply.success) {
      throw new TranscriptionError('The transcription service answered without a transcript');
    }
    const { text, duration, segments } = reply.data;
    return transcriptOf(
      'openai-compatible',
      segments && segments.length > 0
        ? segments.map(({ start, end, text: said }) => ({ start, end, text: said }))
        : [{ start: 0, end: duration ?? 0, text }],
      confidenceOf(segments ?? []),
    );
  }

  return {
    /** The speech in a WAV file; `language` (ISO 639-1) helps the model when the ad's language is known. */
    async transcribe(input: { audioPath: string; language?: string }): Promise<Transcript> {
      for (let attemptNumber = 0; ; attemptNumber += 1) {
        try {
          return parse(await attempt(input));
        } catch (error) {
          if (!(error instanceof TransientFailure)) throw error;
          if (attemptNumber >= maxRetries) throw gaveUp(error, attemptNumber + 1);
          const backoff = initialBackoffMs * 2 ** attemptNumber;
          await sleep(Math.min(maxBackoffMs, error.retryAfterMs ?? backoff));
        }
      }
    },
  };
}

export type OpenAiAudioClient = ReturnType<typeof createOpenAiAudioClient>;
