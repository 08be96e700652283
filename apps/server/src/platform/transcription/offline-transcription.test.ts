import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPocketsphinx } from './pocketsphinx-runner.ts';
import { makeBackwardsSpeechClip, makeSpeechClip } from './testing/media-clips.ts';
import { KEY_WORDS_REQUIRED, keyWordsHeard, SPOKEN_SENTENCE } from './testing/spoken-sentence.ts';
import { createTranscription } from './transcription.ts';

describe('offline transcription with Debian’s pocketsphinx', () => {
  it('transcribes a video of a sentence spoken by espeak-ng', async () => {
    const probe = findPocketsphinx();
    if (!probe.found) {
      throw new Error(
        `pocketsphinx is not ready (${probe.missing} missing): apt-get install -y pocketsphinx pocketsphinx-en-us (.ci/run installs them)`,
      );
    }
    const clip = makeSpeechClip(mkdtempSync(path.join(tmpdir(), 'hookline-speech-')), SPOKEN_SENTENCE);
    const transcription = createTranscription(undefined);
    expect(transcription.availability(['en'])).toEqual({ available: true, engine: 'pocketsphinx' });

    const transcript = await transcription.transcribeFile({ path: clip, languages: ['en'] });

    expect(transcript.engine).toBe('pocketsphinx');
    expect(keyWordsHeard(transcript.text).length, transcript.text).toBeGreaterThanOrEqual(KEY_WORDS_REQUIRED);
    expect(transcript.segments.length).toBeGreaterThan(0);
    expect(transcript.segments.map((segment) => segment.text).join(' ')).toBe(transcript.text);
    for (const segment of transcript.segments) {
      // The clip opens with half a second of silence and lasts about four seconds.
      expect(segment.start).toBeGreaterThanOrEqual(0.3);
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(segment.end).toBeLessThan(6);
    }
    expect(transcript.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps no words pocketsphinx itself scores as unusable: speech backwards could not be transcribed clearly', async () => {
    const clip = makeBackwardsSpeechClip(
      mkdtempSync(path.join(tmpdir(), 'hookline-backwards-')),
      SPOKEN_SENTENCE,
    );
    await expect(
      createTranscription(undefined).transcribeFile({ path: clip, languages: ['en'] }),
    ).rejects.toThrow('This video could not be transcribed clearly');
  });
});
