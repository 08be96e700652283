import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DiscoverSearchResponse, TranscriptionResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPocketsphinx } from '../../../platform/transcription/pocketsphinx-runner.ts';
import { makeSpeechClip } from '../../../platform/transcription/testing/media-clips.ts';
import {
  KEY_WORDS_REQUIRED,
  keyWordsHeard,
  SPOKEN_SENTENCE,
} from '../../../platform/transcription/testing/spoken-sentence.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverCaller } from '../test-support/discover-calls.ts';
import { insertVideoAd } from './transcription-test-support.ts';

describe('Discover ad transcription offline, with Debian’s pocketsphinx', () => {
  let t: TestApp;

  beforeAll(async () => {
    const probe = findPocketsphinx();
    if (!probe.found) {
      throw new Error(
        `pocketsphinx is not ready (${probe.missing} missing): apt-get install -y pocketsphinx pocketsphinx-en-us (.ci/run installs them)`,
      );
    }
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('transcribes an ad spoken by espeak-ng, and finds it by its spoken words', async () => {
    const team = await createTeam(t);
    const call = discoverCaller(t);
    const clip = makeSpeechClip(
      mkdtempSync(path.join(tmpdir(), 'hookline-discover-speech-')),
      SPOKEN_SENTENCE,
    );
    const ad = await insertVideoAd(t, { clipPath: clip, body: 'Everything must go' });

    const started = await call('POST', `/discover/ads/${ad.id}/transcription`, team.collaborator.token, {
      orgId: team.org.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ status: 'done' });

    const read = await call('GET', `/discover/ads/${ad.id}/transcription`, team.guest.token);
    const transcription = read.json<TranscriptionResponse>();
    expect(transcription.status).toBe('done');
    const heard = keyWordsHeard(transcription.text);
    expect(heard.length, transcription.text).toBeGreaterThanOrEqual(KEY_WORDS_REQUIRED);
    expect(transcription.segments.length).toBeGreaterThan(0);
    expect(transcription.segments.map((segment) => segment.text).join(' ')).toBe(transcription.text);

    const found = await call('POST', '/discover/search', team.guest.token, { query: heard[0] });
    expect(found.json<DiscoverSearchResponse>().data.map((hit) => hit._id)).toContain(ad.id);
    const count = await call('GET', `/organisation/${team.org.id}/transcription-count`, team.admin.token);
    expect(count.json()).toEqual({ count: 1, limit: 10 });
  });
});
