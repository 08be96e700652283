import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiAudioClient } from './openai-audio-client.ts';
import { apiError, startFakeAudioApi, verboseJson, type FakeAudioApi } from './testing/fake-audio-api.ts';
import { TranscriptionError } from './transcript.ts';

describe('OpenAI-compatible audio transcription client', () => {
  let api: FakeAudioApi;
  let delays: number[];
  const audioPath = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-audio-')), 'speech.wav');
  const audioBytes = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(200, 7)]);

  beforeAll(async () => {
    api = await startFakeAudioApi();
    writeFileSync(audioPath, audioBytes);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
    api.script.length = 0;
    delays = [];
  });

  const client = (options: { apiKey?: string; maxRetries?: number } = {}) =>
    createOpenAiAudioClient({
      baseUrl: api.baseUrl,
      apiKey: 'apiKey' in options ? options.apiKey : 'secret-key',
      model: 'whisper-1',
      maxRetries: options.maxRetries ?? 2,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the transcription to fail');
      },
      (error: unknown) => error as TranscriptionError,
    );

  it('scores the transcript by the model’s own token log-probabilities, each segment by its length', async () => {
    api.script.push(
      verboseJson([
        { start: 0, end: 3, text: ' Our summer sale starts today.', avg_logprob: -0.2 },
        { start: 3, end: 4, text: ' Mumble.', avg_logprob: -1.8 },
      ]),
    );
    const transcript = await client().transcribe({ audioPath });
    expect(transcript.confidence).toBeCloseTo(Math.exp((3 * -0.2 + 1 * -1.8) / 4), 10);
  });

  it('uploads the audio as multipart with the model, asks for segments, and maps them', async () => {
    api.script.push(
      verboseJson([
        { start: 0, end: 2.4, text: ' Our summer sale starts today.' },
        { start: 2.4, end: 4.98, text: ' Free shipping on every order.' },
      ]),
    );
    const transcript = await client().transcribe({ audioPath, language: 'en' });

    expect(transcript).toEqual({
      engine: 'openai-compatible',
      text: 'Our summer sale starts today. Free shipping on every order.',
      segments: [
        { start: 0, end: 2.4, text: 'Our summer sale starts today.' },
        { start: 2.4, end: 4.98, text: 'Free shipping on every order.' },
      ],
      confidence: null,
    });
    expect(api.received).toHaveLength(1);
    const [upload] = api.received;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('/v1/audio/transcriptions');
    expect(upload?.headers.authorization).toBe('Bearer secret-key');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.fields).toEqual({ model: 'whisper-1', response_format: 'verbose_json', language: 'en' });
    expect(upload?.file).toEqual({ name: 'audio.wav', type: 'audio/wav', bytes: audioBytes });
  });

  it('sends no language when none is known, no key when none is set, and keeps a reply without segments', async () => {
    api.script.push({ status: 200, body: JSON.stringify({ text: 'Shop now.', duration: 1.5 }) });
    const transcript = await client({ apiKey: undefined }).transcribe({ audioPath });
    expect(transcript.segments).toEqual([{ start: 0, end: 1.5, text: 'Shop now.' }]);
    expect(api.received[0]?.headers.authorization).toBeUndefined();
    expect(api.received[0]?.fields).toEqual({ model: 'whisper-1', response_format: 'verbose_json' });
  });

  it('answers a refused key (401) with a clear error at once, naming the setting', async () => {
    api.script.push(apiError(401, 'Incorrect API key provided: sk-***123.'));
    const failure = await failureOf(client().transcribe({ audioPath }));
    expect(failure).toBeInstanceOf(TranscriptionError);
    expect(failure.message).toBe(
      'The transcription service refused the API key (401); check TRANSCRIPTION_API_KEY: Incorrect API key provided: sk-***123.',
    );
    expect(failure.status).toBe(401);
    expect(api.received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('retries a rate limit (429) as Retry-After asks, then says to try again later', async () => {
    api.script.push(
      apiError(429, 'Rate limit reached', { 'retry-after': '4' }),
      apiError(429, 'Rate limit reached'),
      apiError(429, 'Rate limit reached'),
    );
    const failure = await failureOf(client().transcribe({ audioPath }));
    expect(failure.message).toBe(
      'The transcription service is rate limiting requests (429); gave up after 3 attempts. Please try again later.',
    );
    expect(failure.status).toBe(429);
    expect(api.received).toHaveLength(3);
    expect(delays).toEqual([4_000, 2_000]);
  });

  it('retries a server error (500) with growing back-off and succeeds when the service recovers', async () => {
    api.script.push(
      apiError(500, 'The server had an error'),
      verboseJson([{ start: 0, end: 1, text: 'Hi' }]),
    );
    await expect(client().transcribe({ audioPath })).resolves.toMatchObject({ text: 'Hi' });
    expect(delays).toEqual([1_000]);

    api.received.length = 0;
    delays = [];
    api.script.push(apiError(500, 'boom'), apiError(502, 'boom'), apiError(500, 'boom'));
    const failure = await failureOf(client().transcribe({ audioPath }));
    expect(failure.message).toBe('The transcription service failed (500); gave up after 3 attempts');
    expect(api.received).toHaveLength(3);
    expect(delays).toEqual([1_000, 2_000]);
  });

  it('passes on why the service refused a request, and refuses answers it cannot read', async () => {
    api.script.push(apiError(400, 'Invalid file format. Supported formats: flac, mp3, wav'));
    expect((await failureOf(client().transcribe({ audioPath }))).message).toBe(
      'The transcription service refused the request (400): Invalid file format. Supported formats: flac, mp3, wav',
    );
    api.script.push({ status: 200, body: '<html>gateway</html>' });
    expect((await failureOf(client().transcribe({ audioPath }))).message).toBe(
      'The transcription service answered with a body that is not JSON',
    );
    api.script.push({ status: 200, body: '{"segments": []}' });
    expect((await failureOf(client().transcribe({ audioPath }))).message).toBe(
      'The transcription service answered without a transcript',
    );
  });

  it('says when the service cannot be reached', async () => {
    const unreachable = createOpenAiAudioClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'whisper-1',
      maxRetries: 0,
    });
    const failure = await failureOf(unreachable.transcribe({ audioPath }));
    expect(failure.message).toMatch(
      /^The transcription service could not be reached: .+; gave up after 1 attempt$/,
    );
  });
});
