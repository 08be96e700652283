import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PocketsphinxProbe } from './pocketsphinx-runner.ts';
import { startFakeAudioApi, verboseJson, type FakeAudioApi } from './testing/fake-audio-api.ts';
import { makeSilentClip, makeToneClip } from './testing/media-clips.ts';
import { createTranscription, TRANSCRIPTION_MESSAGES } from './transcription.ts';

const pocketsphinxInstalled: PocketsphinxProbe = {
  found: true,
  install: { kind: 'continuous', binary: '/usr/bin/pocketsphinx_continuous', modelDir: '/nowhere' },
};
const ffmpegInstalled = () => '/usr/bin/ffmpeg';

/** The fields of a WAV header that say what the audio is. */
function wavFormat(bytes: Buffer) {
  return {
    riff: bytes.subarray(0, 4).toString('ascii'),
    wave: bytes.subarray(8, 12).toString('ascii'),
    pcm: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate: bytes.readUInt32LE(24),
    bitsPerSample: bytes.readUInt16LE(34),
  };
}

describe('which transcription is available', () => {
  const api = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'whisper-1' };

  it('prefers the configured audio API, for any language, without looking for pocketsphinx', () => {
    const transcription = createTranscription(api, {
      findFfmpeg: ffmpegInstalled,
      findPocketsphinx: () => {
        throw new Error('pocketsphinx need not be looked for when an API is configured');
      },
    });
    expect(transcription.availability()).toEqual({ available: true, engine: 'openai-compatible' });
    expect(transcription.availability(['de'])).toEqual({ available: true, engine: 'openai-compatible' });
  });

  it('falls back to pocketsphinx for English, or media whose language is unknown', () => {
    const transcription = createTranscription(undefined, {
      findFfmpeg: ffmpegInstalled,
      findPocketsphinx: () => pocketsphinxInstalled,
    });
    expect(transcription.availability()).toEqual({ available: true, engine: 'pocketsphinx' });
    expect(transcription.availability([])).toEqual({ available: true, engine: 'pocketsphinx' });
    expect(transcription.availability(['es', 'en'])).toEqual({ available: true, engine: 'pocketsphinx' });
    expect(transcription.availability(['de'])).toEqual({
      available: false,
      message:
        'Offline transcription understands English only; set TRANSCRIPTION_BASE_URL to transcribe ads in other languages',
    });
  });

  it('names the packages to install when neither is there', async () => {
    const none = createTranscription(undefined, {
      findFfmpeg: ffmpegInstalled,
      findPocketsphinx: () => ({ found: false, missing: 'pocketsphinx' }),
    });
    expect(none.availability()).toEqual({
      available: false,
      message:
        'Install the Debian packages pocketsphinx and pocketsphinx-en-us to transcribe offline, or set TRANSCRIPTION_BASE_URL',
    });
    await expect(none.transcribeFile({ path: '/any.mp4' })).rejects.toThrow(
      TRANSCRIPTION_MESSAGES.installOffline,
    );

    const noModel = createTranscription(undefined, {
      findFfmpeg: ffmpegInstalled,
      findPocketsphinx: () => ({ found: false, missing: 'pocketsphinx-en-us' }),
    });
    expect(noModel.availability()).toEqual({
      available: false,
      message:
        'Install the Debian package pocketsphinx-en-us to transcribe offline, or set TRANSCRIPTION_BASE_URL',
    });

    const noFfmpeg = createTranscription(api, { findFfmpeg: () => undefined });
    expect(noFfmpeg.availability()).toEqual({
      available: false,
      message: 'Install the Debian package ffmpeg to transcribe video ads',
    });
  });

  it('looks for the tools once, on first use', () => {
    let looked = 0;
    const transcription = createTranscription(undefined, {
      findFfmpeg: ffmpegInstalled,
      findPocketsphinx: () => {
        looked += 1;
        return pocketsphinxInstalled;
      },
    });
    expect(looked).toBe(0);
    transcription.availability();
    transcription.availability(['en']);
    expect(looked).toBe(1);
  });
});

describe('transcribing a video file through the audio API', () => {
  let api: FakeAudioApi;
  let dir: string;

  beforeAll(async () => {
    api = await startFakeAudioApi();
    dir = mkdtempSync(path.join(tmpdir(), 'hookline-transcription-'));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
    api.script.length = 0;
  });

  const transcription = () =>
    createTranscription({ baseUrl: api.baseUrl, apiKey: 'secret', model: 'whisper-large-v3' });

  it('sends the video’s sound as 16 kHz mono 16-bit WAV, with the ad’s language', async () => {
    api.script.push(verboseJson([{ start: 0.2, end: 0.9, text: ' Hello there.' }]));
    const transcript = await transcription().transcribeFile({ path: makeToneClip(dir), languages: ['fr'] });

    expect(transcript).toEqual({
      engine: 'openai-compatible',
      text: 'Hello there.',
      segments: [{ start: 0.2, end: 0.9, text: 'Hello there.' }],
      confidence: null,
    });
    const [upload] = api.received;
    expect(upload?.fields).toEqual({
      model: 'whisper-large-v3',
      response_format: 'verbose_json',
      language: 'fr',
    });
    const bytes = upload?.file?.bytes ?? Buffer.alloc(0);
    expect(wavFormat(bytes)).toEqual({
      riff: 'RIFF',
      wave: 'WAVE',
      pcm: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
    });
    // About one second of 16-bit samples at 16 kHz, plus the header.
    expect(bytes.length).toBeGreaterThan(28_000);
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('keeps no transcript the model itself scores as unusable, and says it could not be transcribed clearly', async () => {
    api.script.push(
      verboseJson([{ start: 0.2, end: 0.9, text: ' Ah the arena de yah.', avg_logprob: -1.4 }]),
    );
    await expect(transcription().transcribeFile({ path: makeToneClip(dir) })).rejects.toThrow(
      'This video could not be transcribed clearly',
    );
    api.script.push(verboseJson([{ start: 0.2, end: 0.9, text: ' Hello there.', avg_logprob: -0.3 }]));
    expect((await transcription().transcribeFile({ path: makeToneClip(dir) })).text).toBe('Hello there.');
  });

  it('says a video without sound has nothing to transcribe, and one it cannot read could not be read', async () => {
    await expect(transcription().transcribeFile({ path: makeSilentClip(dir) })).rejects.toThrow(
      'This video has no sound to transcribe',
    );
    await expect(transcription().transcribeFile({ path: path.join(dir, 'missing.mp4') })).rejects.toThrow(
      /^This video could not be read: /,
    );
    expect(api.received).toHaveLength(0);
  });
});
