import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DiscoverSearchResponse, TranscriptionResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTranscription } from '../../../platform/transcription/transcription.ts';
import {
  apiError,
  startFakeAudioApi,
  verboseJson,
  type FakeAudioApi,
} from '../../../platform/transcription/testing/fake-audio-api.ts';
import { makeToneClip } from '../../../platform/transcription/testing/media-clips.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription, removeSubscription } from '../../billing/test-support-billing.ts';
import { discoverAds, discoverAdTranscriptions, discoverTranscriptions } from '../tables.ts';
import { discoverCaller, messageOf } from '../test-support/discover-calls.ts';
import { insertImageAd, insertVideoAd } from './transcription-test-support.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";
const INSTALL =
  'Install the Debian packages pocketsphinx and pocketsphinx-en-us to transcribe offline, or set TRANSCRIPTION_BASE_URL';

const spoken = (text: string) => verboseJson([{ start: 0.5, end: 2.25, text: ` ${text}` }]);

describe('Discover ad transcription through the audio API', () => {
  let t: TestApp;
  let api: FakeAudioApi;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;
  let clip: string;

  beforeAll(async () => {
    api = await startFakeAudioApi();
    t = await createTestApp({
      env: { TRANSCRIPTION_BASE_URL: api.baseUrl, TRANSCRIPTION_API_KEY: 'test-key' },
    });
    team = await createTeam(t);
    call = discoverCaller(t);
    clip = makeToneClip(mkdtempSync(path.join(tmpdir(), 'hookline-discover-clip-')));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  beforeEach(() => {
    api.received.length = 0;
    api.script.length = 0;
  });

  const db = () => t.context.database.db;
  const start = (adId: string, token: string | undefined, orgId: string | undefined) =>
    call('POST', `/discover/ads/${adId}/transcription`, token, orgId === undefined ? {} : { orgId });
  const read = async (adId: string, token: string) => {
    const response = await call('GET', `/discover/ads/${adId}/transcription`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TranscriptionResponse>();
  };
  const countOf = async (orgId: string, token: string) => {
    const response = await call('GET', `/organisation/${orgId}/transcription-count`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; limit: number }>();
  };
  const recordsOf = (adId: string) =>
    db()
      .select({ orgId: discoverTranscriptions.orgId, userId: discoverTranscriptions.requestedByUserId })
      .from(discoverTranscriptions)
      .where(eq(discoverTranscriptions.adId, adId));
  const everything = async () => ({
    records: await db().select().from(discoverTranscriptions).orderBy(discoverTranscriptions.id),
    states: await db().select().from(discoverAdTranscriptions).orderBy(discoverAdTranscriptions.adId),
  });

  it('transcribes an ad once for everyone, keeps it searchable, and counts it once per organisation', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip, body: 'Big news' });
    expect(await read(ad.id, team.guest.token)).toEqual({ status: 'none', text: '', segments: [] });

    api.script.push(spoken('Our marmalade sale starts today.'));
    const started = await start(ad.id, team.collaborator.token, team.org.id);
    expect(started.statusCode, started.body).toBe(200);
    // Without a job queue (tests) the job runs before the answer; with one, this answers `queued`.
    expect(started.json()).toEqual({ status: 'done' });
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.headers.authorization).toBe('Bearer test-key');
    expect(api.received[0]?.fields).toMatchObject({ model: 'whisper-1', language: 'en' });

    expect(await read(ad.id, team.guest.token)).toEqual({
      status: 'done',
      text: 'Our marmalade sale starts today.',
      segments: [{ start: 0.5, end: 2.25, text: 'Our marmalade sale starts today.' }],
    });
    const [stored] = await db()
      .select({ transcript: discoverAds.transcript })
      .from(discoverAds)
      .where(eq(discoverAds.id, ad.id));
    expect(stored?.transcript).toBe('Our marmalade sale starts today.');
    const found = await call('POST', '/discover/search', team.guest.token, { query: 'marmalade' });
    expect(found.json<DiscoverSearchResponse>().data.map((hit) => hit._id)).toEqual([ad.id]);

    expect(await countOf(team.org.id, team.guest.token)).toEqual({ count: 1, limit: 10 });
    const metrics = await call('GET', `/organisation/${team.org.id}/usage-metrics`, team.admin.token);
    expect(metrics.json<{ usageMetrics: { adTranscriptionCount: number } }>().usageMetrics).toMatchObject({
      adTranscriptionCount: 1,
    });

    // Asking again counts nothing more; another organisation gets the same transcript, counted once for it.
    expect((await start(ad.id, team.admin.token, team.org.id)).json()).toEqual({ status: 'done' });
    expect((await start(ad.id, team.outsider.token, team.otherOrg.id)).json()).toEqual({ status: 'done' });
    expect(api.received).toHaveLength(1);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 1, limit: 10 });
    expect(await countOf(team.otherOrg.id, team.outsider.token)).toEqual({ count: 1, limit: 10 });
    expect(await recordsOf(ad.id)).toEqual(
      expect.arrayContaining([
        { orgId: team.org.id, userId: team.collaborator.user.id },
        { orgId: team.otherOrg.id, userId: team.outsider.user.id },
      ]),
    );
    expect(await recordsOf(ad.id)).toHaveLength(2);
  });

  it('records a failure with its reason, counts nothing for it, and transcribes when asked again', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const before = await countOf(team.org.id, team.admin.token);
    api.script.push(apiError(401, 'Incorrect API key provided'));
    const failed = await start(ad.id, team.admin.token, team.org.id);
    const reason =
      'The transcription service refused the API key (401); check TRANSCRIPTION_API_KEY: Incorrect API key provided';
    expect(failed.json()).toEqual({ status: 'failed', message: reason });
    expect(await read(ad.id, team.guest.token)).toEqual({
      status: 'failed',
      text: '',
      segments: [],
      message: reason,
    });
    expect(await countOf(team.org.id, team.admin.token)).toEqual(before);

    api.script.push(spoken('Free shipping on every order.'));
    expect((await start(ad.id, team.admin.token, team.org.id)).json()).toEqual({ status: 'done' });
    expect((await read(ad.id, team.guest.token)).text).toBe('Free shipping on every order.');
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ ...before, count: before.count + 1 });
  });

  it('keeps no transcript the engine scores as unusable: no text, nothing counted, and the reader is told', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const before = await countOf(team.org.id, team.admin.token);
    api.script.push(
      verboseJson([{ start: 0.5, end: 2.25, text: ' To to England ah eat you.', avg_logprob: -1.6 }]),
    );
    const unclear = 'This video could not be transcribed clearly';
    expect((await start(ad.id, team.admin.token, team.org.id)).json()).toEqual({
      status: 'failed',
      message: unclear,
    });
    expect(await read(ad.id, team.guest.token)).toEqual({
      status: 'failed',
      text: '',
      segments: [],
      message: unclear,
    });
    const [stored] = await db()
      .select({ transcript: discoverAds.transcript })
      .from(discoverAds)
      .where(eq(discoverAds.id, ad.id));
    expect(stored?.transcript).toBeNull();
    expect(await countOf(team.org.id, team.admin.token)).toEqual(before);
  });

  it('shows a transcription under way as queued or processing, and one lost with its worker as not started', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    await db().insert(discoverAdTranscriptions).values({ adId: ad.id, status: 'queued' });
    expect((await read(ad.id, team.guest.token)).status).toBe('queued');
    await db()
      .update(discoverAdTranscriptions)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(eq(discoverAdTranscriptions.adId, ad.id));
    expect((await read(ad.id, team.guest.token)).status).toBe('processing');
    // Asking while it runs counts for the organisation but starts nothing new.
    expect((await start(ad.id, team.collaborator.token, team.org.id)).json()).toEqual({
      status: 'processing',
    });
    expect(api.received).toHaveLength(0);

    await db()
      .update(discoverAdTranscriptions)
      .set({ updatedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(discoverAdTranscriptions.adId, ad.id));
    expect((await read(ad.id, team.guest.token)).status).toBe('none');
    api.script.push(spoken('Back again.'));
    expect((await start(ad.id, team.collaborator.token, team.org.id)).json()).toEqual({ status: 'done' });
    expect(api.received).toHaveLength(1);
  });

  it('refuses past the plan’s video transcriptions, changing nothing, until the plan grows', async () => {
    const { org, admin } = team;
    const { count } = await countOf(org.id, admin.token);
    for (let index = count; index < 10; index += 1) {
      const filler = await insertVideoAd(t, { clipPath: clip });
      await db().insert(discoverTranscriptions).values({ orgId: org.id, adId: filler.id });
    }
    const ad = await insertVideoAd(t, { clipPath: clip });
    const before = await everything();
    const refused = await start(ad.id, admin.token, org.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You have reached the limit of 10 video transcriptions on your plan',
      code: 'PLAN_LIMIT_REACHED',
    });
    expect(await everything()).toEqual(before);
    expect(api.received).toHaveLength(0);

    await giveSubscription(t, org.id, 'creative_suite', 'basic');
    api.script.push(spoken('Upgraded.'));
    expect((await start(ad.id, admin.token, org.id)).json()).toEqual({ status: 'done' });
    expect(await countOf(org.id, admin.token)).toEqual({ count: 11, limit: 100 });
    await removeSubscription(t, org.id, 'creative_suite');
  });

  it('lets a guest read transcripts but not start one', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const before = await everything();
    const refused = await start(ad.id, team.guest.token, team.org.id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(DENIED);
    expect(await everything()).toEqual(before);
    expect(await read(ad.id, team.guest.token)).toMatchObject({ status: 'none' });
    expect(await countOf(team.org.id, team.guest.token)).toMatchObject({ limit: 10 });
  });

  it('answers 404 for another organisation, an unknown or malformed id, and 401 without a token', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const before = await everything();
    expect((await start(ad.id, team.admin.token, team.otherOrg.id)).statusCode).toBe(404);
    expect((await start(ad.id, team.outsider.token, team.org.id)).statusCode).toBe(404);
    expect((await start(ad.id, team.admin.token, 'not-an-id')).statusCode).toBe(404);
    const unknownAd = await start('00000000-0000-4000-8000-000000000000', team.admin.token, team.org.id);
    expect(unknownAd.statusCode).toBe(404);
    expect(messageOf(unknownAd)).toBe('Ad not found');
    expect((await start('not-an-ad', team.admin.token, team.org.id)).statusCode).toBe(404);
    expect((await call('GET', '/discover/ads/not-an-ad/transcription', team.admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/organisation/${team.otherOrg.id}/transcription-count`, team.admin.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/organisation/${team.org.id}/transcription-count`, team.outsider.token)).statusCode,
    ).toBe(404);

    expect((await start(ad.id, undefined, team.org.id)).statusCode).toBe(401);
    expect((await call('GET', `/discover/ads/${ad.id}/transcription`, undefined)).statusCode).toBe(401);
    expect(
      (await call('GET', `/organisation/${team.org.id}/transcription-count`, undefined)).statusCode,
    ).toBe(401);
    expect(await everything()).toEqual(before);
    expect(api.received).toHaveLength(0);
  });

  it('refuses bad input with a clear message: no organisation, or an ad without video', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const image = await insertImageAd(t);
    const before = await everything();

    for (const orgId of [undefined, '', '   ']) {
      const response = await start(ad.id, team.admin.token, orgId);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('Please choose an organisation');
    }
    const noVideo = await start(image.id, team.admin.token, team.org.id);
    expect(noVideo.statusCode).toBe(400);
    expect(messageOf(noVideo)).toBe('This ad has no video to transcribe');
    expect(await everything()).toEqual(before);

    expect(await read(image.id, team.guest.token)).toEqual({
      status: 'unavailable',
      text: '',
      segments: [],
      message: 'This ad has no video to transcribe',
    });
  });
});

describe('Discover ad transcription where this server cannot transcribe', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;
  let clip: string;
  const ffmpeg = () => '/usr/bin/ffmpeg';

  beforeAll(async () => {
    t = await createTestApp({
      services: {
        transcription: createTranscription(undefined, {
          findFfmpeg: ffmpeg,
          findPocketsphinx: () => ({ found: false, missing: 'pocketsphinx' }),
        }),
      },
    });
    team = await createTeam(t);
    call = discoverCaller(t);
    clip = makeToneClip(mkdtempSync(path.join(tmpdir(), 'hookline-discover-clip-')));
  });
  afterAll(() => t.close());

  it('says which packages to install, before and after asking, and counts nothing', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    const unavailable = { status: 'unavailable', text: '', segments: [], message: INSTALL };
    expect((await call('GET', `/discover/ads/${ad.id}/transcription`, team.guest.token)).json()).toEqual(
      unavailable,
    );
    const asked = await call('POST', `/discover/ads/${ad.id}/transcription`, team.admin.token, {
      orgId: team.org.id,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'unavailable', message: INSTALL });
    expect(await t.context.database.db.select().from(discoverTranscriptions)).toEqual([]);
    expect(await t.context.database.db.select().from(discoverAdTranscriptions)).toEqual([]);
    const count = await call('GET', `/organisation/${team.org.id}/transcription-count`, team.admin.token);
    expect(count.json()).toEqual({ count: 0, limit: 10 });
  });

  it('says offline transcription is English only for an ad in another language', async () => {
    const english = createTranscription(undefined, {
      findFfmpeg: ffmpeg,
      findPocketsphinx: () => ({
        found: true,
        install: { kind: 'continuous', binary: '/usr/bin/pocketsphinx_continuous', modelDir: '/nowhere' },
      }),
    });
    const offline = await createTestApp({ services: { transcription: english } });
    try {
      const crew = await createTeam(offline);
      const ad = await insertVideoAd(offline, { clipPath: clip, languages: ['de'] });
      const asked = await discoverCaller(offline)(
        'POST',
        `/discover/ads/${ad.id}/transcription`,
        crew.admin.token,
        {
          orgId: crew.org.id,
        },
      );
      expect(asked.json()).toEqual({
        status: 'unavailable',
        message:
          'Offline transcription understands English only; set TRANSCRIPTION_BASE_URL to transcribe ads in other languages',
      });
    } finally {
      await offline.close();
    }
  });

  it('shows a transcript the ad came with as done, without asking for one', async () => {
    const ad = await insertVideoAd(t, { clipPath: clip });
    await t.context.database.db
      .update(discoverAds)
      .set({ transcript: 'Already spoken for' })
      .where(eq(discoverAds.id, ad.id));
    expect((await call('GET', `/discover/ads/${ad.id}/transcription`, team.guest.token)).json()).toEqual({
      status: 'done',
      text: 'Already spoken for',
      segments: [{ start: 0, end: 4, text: 'Already spoken for' }],
    });
  });
});
