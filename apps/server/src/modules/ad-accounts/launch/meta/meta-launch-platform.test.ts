import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { CREATIVE_ENHANCEMENT_KEYS, DEFAULT_CREATIVE_ENHANCEMENTS, type NewAdset } from '@hookline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../../../test/fakes/meta/fake-graph-api.ts';
import { FAKE_GRAPH_DATA, FAKE_TOKEN } from '../../../../test/fakes/meta/fake-graph-data.ts';
import { FAKE_TRACE_ID, graphFailures } from '../../../../test/fakes/meta/fake-graph-failures.ts';
import {
  FAKE_AD_CODE,
  FAKE_CREATOR_INSTAGRAM_ID,
  FAKE_INSTAGRAM_ID,
  FAKE_LAUNCH_DATA,
  FAKE_PAGE_ID,
  FAKE_PAGE_TOKEN,
} from '../../../../test/fakes/meta/fake-graph-launch.ts';
import {
  LaunchPlatformError,
  type CreativeSpec,
  type LaunchPlatform,
  type LaunchTarget,
  type MediaSource,
} from '../launch-platform.ts';
import { createMetaLaunchPlatform } from './meta-launch-platform.ts';

const ACCOUNT = 'act_101';
const target: LaunchTarget = { credentials: { accessToken: FAKE_TOKEN }, accountExternalId: ACCOUNT };
const CHUNK = 1024;

/** A file as the launch job hands it over, read in pieces that do not line up with Meta's chunks. */
function mediaOf(bytes: Buffer, name: string, mimeType: string): MediaSource {
  return {
    name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    mimeType,
    open: () =>
      Readable.from(
        Array.from({ length: Math.ceil(bytes.length / 700) }, (_, i) =>
          bytes.subarray(i * 700, (i + 1) * 700),
        ),
      ),
  };
}

const bytesOf = (size: number, seed: number): Buffer =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256));

const newAdset: NewAdset = {
  key: 'new',
  name: 'Prospecting US',
  campaignName: 'Spring launch',
  objective: 'OUTCOME_SALES',
  dailyBudget: 25,
  countries: ['US', 'CA'],
  ageMin: 21,
  ageMax: 55,
};

function creativeSpec(overrides: Partial<CreativeSpec> = {}): CreativeSpec {
  return {
    name: 'Spring — Runner 01',
    pageId: FAKE_PAGE_ID,
    instagramAccountId: FAKE_INSTAGRAM_ID,
    assets: [{ placement: null, imageHash: 'to-be-replaced' }],
    primaryText: 'New runners are in.',
    headline: 'Run lighter',
    description: 'Free returns',
    cta: 'SHOP_NOW',
    url: 'https://acme.example/runners?utm_content={{ad.name}}',
    enhancements: DEFAULT_CREATIVE_ENHANCEMENTS,
    ...overrides,
  };
}

/** The JSON a request of the fake carried in a form field. */
function jsonParam(fake: FakeGraphApi, method: string, path: string, name: string): unknown {
  const request = fake.requests.findLast(
    (candidate) => candidate.method === method && candidate.path === path,
  );
  const raw = request?.params.get(name);
  return raw === undefined || raw === null ? undefined : JSON.parse(raw);
}

async function refusal(promise: Promise<unknown>): Promise<LaunchPlatformError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LaunchPlatformError)) {
    throw new Error(`expected a LaunchPlatformError, got ${String(error)}`);
  }
  return error;
}

describe('Meta launch platform against a fake Graph API', () => {
  let fake: FakeGraphApi;
  let platform: LaunchPlatform;
  const sleeps: number[] = [];

  beforeAll(async () => {
    fake = await startFakeGraphApi({
      data: { ...FAKE_GRAPH_DATA, launch: FAKE_LAUNCH_DATA },
      maxPageSize: 50,
      videoChunkSize: CHUNK,
    });
    platform = createMetaLaunchPlatform({
      graphUrl: fake.graphUrl,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    sleeps.length = 0;
  });

  async function uploadedImage(seed: number): Promise<string> {
    return (
      await platform.uploadImage(target, mediaOf(bytesOf(2000, seed), `image-${seed}.jpg`, 'image/jpeg'))
    ).hash;
  }

  it('lists the accounts, Pages with their Instagram accounts, and pixels', async () => {
    const accounts = await platform.listAccounts(target.credentials);
    expect(accounts.map((account) => account.externalId)).toEqual(['act_101', 'act_102', 'act_103']);
    expect(await platform.listPages(target)).toEqual([
      {
        id: FAKE_PAGE_ID,
        name: 'Acme Shoes',
        instagramAccounts: [{ id: FAKE_INSTAGRAM_ID, username: 'acmeshoes' }],
      },
      { id: '5550002', name: 'Acme Outlet', instagramAccounts: [] },
    ]);
    expect(await platform.listPixels(target)).toEqual([{ id: '7770001', name: 'Acme pixel' }]);
  });

  it('uploads an image once: the same bytes twice give one hash and one upload', async () => {
    const bytes = bytesOf(3000, 7);
    const first = await platform.uploadImage(target, mediaOf(bytes, 'runner.jpg', 'image/jpeg'));
    const again = await platform.uploadImage(target, mediaOf(bytes, 'runner-copy.jpg', 'image/jpeg'));

    expect(first.hash).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(again).toEqual(first);
    expect(fake.callsTo('POST', `/${ACCOUNT}/adimages`)).toBe(1);
    const upload = fake.requests.find((request) => request.method === 'POST');
    expect(upload?.files.get('filename')?.bytes.equals(bytes)).toBe(true);
  });

  it('uploads a video in chunks, and reuses it when the same file comes again', async () => {
    const bytes = bytesOf(CHUNK * 4 + 300, 3);
    const media = mediaOf(bytes, 'runner.mp4', 'video/mp4');
    const { videoId } = await platform.uploadVideo(target, media);

    const phases = fake.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.params.get('upload_phase'));
    expect(phases).toEqual(['start', 'transfer', 'transfer', 'transfer', 'transfer', 'transfer', 'finish']);
    expect(fake.requests.find((request) => request.method === 'POST')?.params.get('file_size')).toBe(
      String(bytes.length),
    );
    const video = fake.launch.videos.get(videoId);
    expect(video?.sha256).toBe(media.sha256);
    expect(String(video?.title)).toContain(`sha256:${media.sha256}`);

    const postsBefore = fake.callsTo('POST', `/${ACCOUNT}/advideos`);
    expect(await platform.uploadVideo(target, mediaOf(bytes, 'renamed.mp4', 'video/mp4'))).toEqual({
      videoId,
    });
    expect(fake.callsTo('POST', `/${ACCOUNT}/advideos`)).toBe(postsBefore);

    // Where Meta refuses the look-up's filter, the library is read whole and the video still found.
    fake.script({
      path: `/${ACCOUNT}/advideos`,
      method: 'GET',
      withParam: 'filtering',
      status: 400,
      body: { error: { message: '(#100) Filtering field title is invalid', code: 100 } },
    });
    expect(await platform.uploadVideo(target, media)).toEqual({ videoId });
    expect(fake.callsTo('POST', `/${ACCOUNT}/advideos`)).toBe(postsBefore);
    expect(
      fake.requests
        .filter((request) => request.method === 'GET')
        .at(-1)
        ?.params.has('filtering'),
    ).toBe(false);
  });

  it('sends a video chunk that failed in passing again, from the same offset', async () => {
    fake.script({ ...graphFailures.serverError(`/${ACCOUNT}/advideos`), withParam: 'start_offset' });
    const bytes = bytesOf(CHUNK * 2, 9);
    const { videoId } = await platform.uploadVideo(target, mediaOf(bytes, 'clip.mp4', 'video/mp4'));

    const offsets = fake.requests
      .filter((request) => request.params.get('upload_phase') === 'transfer')
      .map((request) => request.params.get('start_offset'));
    expect(offsets).toEqual(['0', '0', String(CHUNK)]);
    expect(sleeps).toEqual([1000]);
    expect(fake.launch.videos.get(videoId)?.size).toBe(bytes.length);
  });

  it('makes a paused campaign and its ad set, the budget in minor units', async () => {
    const { id, campaignId } = await platform.createAdset(target, newAdset, 'batch-1:new');

    expect(fake.launch.campaigns.get(campaignId)).toMatchObject({
      name: 'Spring launch',
      objective: 'OUTCOME_SALES',
      special_ad_categories: [],
      status: 'PAUSED',
    });
    expect(fake.launch.adsets.get(id)).toMatchObject({
      name: 'Prospecting US',
      campaign_id: campaignId,
      daily_budget: '2500',
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'LINK_CLICKS',
      status: 'PAUSED',
      targeting: { geo_locations: { countries: ['US', 'CA'] }, age_min: 21, age_max: 55 },
    });
    expect(await platform.listAdsets(target)).toEqual([
      {
        id,
        name: 'Prospecting US',
        status: 'PAUSED',
        campaignId,
        campaignName: 'Spring launch',
        dailyBudget: 25,
      },
    ]);

    const second = await platform.createAdset(
      target,
      { ...newAdset, name: 'Retargeting', campaignId },
      'b:2',
    );
    expect(second.campaignId).toBe(campaignId);
    expect(fake.launch.campaigns.size).toBe(1);
  });

  it('makes no second campaign nor ad set when the answer to the first was lost', async () => {
    fake.script({ path: `/${ACCOUNT}/adsets`, method: 'POST', status: 200, body: {}, loseAnswer: true });
    expect(await refusal(platform.createAdset(target, newAdset, 'batch-3:new'))).toMatchObject({
      transient: true,
    });
    expect(fake.launch.adsets.size).toBe(1);

    const again = await platform.createAdset(target, newAdset, 'batch-3:new');
    expect([...fake.launch.adsets.keys()]).toEqual([again.id]);
    expect([...fake.launch.campaigns.keys()]).toEqual([again.campaignId]);
    expect(fake.launch.adsets.get(again.id)?.adlabels).toEqual([{ name: 'hookline:batch-3:new:adset' }]);
    expect(fake.callsTo('POST', `/${ACCOUNT}/adsets`)).toBe(1);
    expect(fake.callsTo('POST', `/${ACCOUNT}/campaigns`)).toBe(1);

    // The same ad set in another launch is another ad set.
    const other = await platform.createAdset(target, newAdset, 'batch-4:new');
    expect(other.id).not.toBe(again.id);
  });

  it('finds a labelled ad set by reading the edge whole when Meta refuses the label filter', async () => {
    fake.script({ path: `/${ACCOUNT}/adsets`, method: 'POST', status: 200, body: {}, loseAnswer: true });
    expect(await refusal(platform.createAdset(target, newAdset, 'batch-5:new'))).toMatchObject({
      transient: true,
    });
    fake.script(graphFailures.filterRefused(`/${ACCOUNT}/campaigns`));
    fake.script(graphFailures.filterRefused(`/${ACCOUNT}/adsets`));
    const again = await platform.createAdset(target, newAdset, 'batch-5:new');
    expect([...fake.launch.adsets.keys()]).toEqual([again.id]);
    expect(fake.callsTo('POST', `/${ACCOUNT}/adsets`)).toBe(1);
    // The first attempt's look-up, the refused filter, then the edge read whole.
    expect(fake.callsTo('GET', `/${ACCOUNT}/adsets`)).toBe(3);
  });

  it('sends a create straight out when the caller knows it was never sent: no look-up first', async () => {
    const adset = await platform.createAdset(target, newAdset, 'batch-6:new', { sentBefore: false });
    expect(fake.callsTo('GET', `/${ACCOUNT}/campaigns`)).toBe(0);
    expect(fake.callsTo('GET', `/${ACCOUNT}/adsets`)).toBe(0);
    expect(fake.launch.adsets.has(adset.id)).toBe(true);
  });

  it('makes a creative with an asset per placement, every enhancement written OPT_OUT', async () => {
    const feed = await uploadedImage(1);
    const story = await uploadedImage(2);
    const spec = creativeSpec({
      assets: [
        { placement: 'feeds', imageHash: feed },
        { placement: 'stories_reels', imageHash: story },
      ],
    });
    const { id } = await platform.createCreative(target, spec, 'batch-1:ad-1');

    const path = `/${ACCOUNT}/adcreatives`;
    expect(fake.launch.creatives.get(id)?.name).toBe('Spring — Runner 01 [batch-1:ad-1]');
    expect(jsonParam(fake, 'POST', path, 'object_story_spec')).toEqual({
      page_id: FAKE_PAGE_ID,
      instagram_user_id: FAKE_INSTAGRAM_ID,
    });
    const feedSpec = jsonParam(fake, 'POST', path, 'asset_feed_spec') as Record<string, unknown>;
    expect(feedSpec.images).toEqual([
      { hash: feed, adlabels: [{ name: 'hookline_feeds' }] },
      { hash: story, adlabels: [{ name: 'hookline_stories_reels' }] },
    ]);
    expect(feedSpec.asset_customization_rules).toEqual([
      {
        customization_spec: {
          publisher_platforms: ['facebook', 'instagram'],
          facebook_positions: ['feed'],
          instagram_positions: ['stream'],
        },
        image_label: { name: 'hookline_feeds' },
        priority: 1,
      },
      {
        customization_spec: {
          publisher_platforms: ['facebook', 'instagram'],
          facebook_positions: ['story', 'facebook_reels'],
          instagram_positions: ['story', 'reels'],
        },
        image_label: { name: 'hookline_stories_reels' },
        priority: 2,
      },
    ]);
    expect(feedSpec).toMatchObject({
      bodies: [{ text: spec.primaryText }],
      titles: [{ text: spec.headline }],
      descriptions: [{ text: spec.description }],
      link_urls: [{ website_url: spec.url }],
      call_to_action_types: ['SHOP_NOW'],
      ad_formats: ['SINGLE_IMAGE'],
    });
    const features = (
      jsonParam(fake, 'POST', path, 'degrees_of_freedom_spec') as {
        creative_features_spec: Record<string, unknown>;
      }
    ).creative_features_spec;
    expect(Object.keys(features).sort()).toEqual([...CREATIVE_ENHANCEMENT_KEYS].sort());
    for (const key of CREATIVE_ENHANCEMENT_KEYS) expect(features[key]).toEqual({ enroll_status: 'OPT_OUT' });
  });

  it('makes a video creative with its thumbnail, lead form and a creator as partner by ad code', async () => {
    const thumbnail = await uploadedImage(4);
    const { videoId } = await platform.uploadVideo(
      target,
      mediaOf(bytesOf(1500, 5), 'clip.mp4', 'video/mp4'),
    );
    const spec = creativeSpec({
      assets: [{ placement: null, videoId, thumbnailHash: thumbnail }],
      cta: 'SIGN_UP',
      leadFormId: 'form-1',
      enhancements: { ...DEFAULT_CREATIVE_ENHANCEMENTS, inline_comment: 'OPT_IN' },
      partner: { adCode: FAKE_AD_CODE },
    });
    const { id } = await platform.createCreative(target, spec, 'batch-2:ad-1');

    const creative = fake.launch.creatives.get(id);
    expect(creative?.object_story_spec).toEqual({
      page_id: FAKE_PAGE_ID,
      instagram_user_id: FAKE_INSTAGRAM_ID,
      video_data: {
        video_id: videoId,
        image_hash: thumbnail,
        message: spec.primaryText,
        title: spec.headline,
        link_description: spec.description,
        call_to_action: { type: 'SIGN_UP', value: { link: spec.url, lead_gen_form_id: 'form-1' } },
      },
    });
    expect(creative?.instagram_branded_content).toEqual({ sponsor_id: FAKE_CREATOR_INSTAGRAM_ID });
    const features = (
      creative?.degrees_of_freedom_spec as { creative_features_spec: Record<string, unknown> }
    ).creative_features_spec;
    expect(features.inline_comment).toEqual({ enroll_status: 'OPT_IN' });
    expect(features.image_touchups).toEqual({ enroll_status: 'OPT_OUT' });
  });

  it('makes an ad tracked on the pixel, and reads back its status and enhancements', async () => {
    const { id: adsetId } = await platform.createAdset(target, newAdset, 'b:new');
    const spec = creativeSpec({ assets: [{ placement: null, imageHash: await uploadedImage(6) }] });
    const { id: creativeId } = await platform.createCreative(target, spec, 'b:ad-1');
    const { id } = await platform.createAd(
      target,
      { name: 'Spring — Runner 01', adsetId, creativeId, status: 'PAUSED', pixelId: '7770001' },
      'b:ad-1',
    );

    expect(fake.launch.ads.get(id)).toMatchObject({
      name: 'Spring — Runner 01',
      adset_id: adsetId,
      creative: { id: creativeId },
      status: 'PAUSED',
      tracking_specs: [{ 'action.type': ['offsite_conversion'], fb_pixel: ['7770001'] }],
    });
    expect(await platform.readAd(target, id)).toEqual({
      status: 'PAUSED',
      enhancements: DEFAULT_CREATIVE_ENHANCEMENTS,
    });
  });

  it('previews a creative in each placement', async () => {
    const spec = creativeSpec({ assets: [{ placement: null, imageHash: await uploadedImage(8) }] });
    const previews = await platform.previews(target, spec);

    expect(previews.map((preview) => preview.placement)).toEqual([
      'DESKTOP_FEED_STANDARD',
      'MOBILE_FEED_STANDARD',
      'INSTAGRAM_STANDARD',
      'INSTAGRAM_STORY',
      'INSTAGRAM_REELS',
      'FACEBOOK_STORY_MOBILE',
    ]);
    for (const preview of previews) {
      expect(preview.html).toMatch(/^<iframe src="https:\/\/www\.facebook\.com/);
    }
    expect(fake.callsTo('GET', `/${ACCOUNT}/generatepreviews`)).toBe(6);
    const creative = jsonParam(fake, 'GET', `/${ACCOUNT}/generatepreviews`, 'creative') as Record<
      string,
      unknown
    >;
    expect(creative.object_story_spec).toMatchObject({ page_id: FAKE_PAGE_ID });
  });

  it("creates a lead form on the Page with the Page's token, and lists it", async () => {
    const created = await platform.createLeadForm(target, FAKE_PAGE_ID, {
      name: 'Runner waitlist',
      questions: [{ type: 'EMAIL' }, { type: 'CUSTOM', label: 'Shoe size?' }],
      privacyPolicyUrl: 'https://acme.example/privacy',
      privacyPolicyLinkText: 'Privacy policy',
    });

    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.params.get('access_token')).toBe(FAKE_PAGE_TOKEN);
    expect(JSON.parse(post?.params.get('privacy_policy') ?? '')).toEqual({
      url: 'https://acme.example/privacy',
      link_text: 'Privacy policy',
    });
    expect(JSON.parse(post?.params.get('questions') ?? '')).toEqual([
      { type: 'EMAIL' },
      { type: 'CUSTOM', label: 'Shoe size?', key: 'question_2' },
    ]);
    expect(await platform.listLeadForms(target, FAKE_PAGE_ID)).toEqual([
      {
        id: created.id,
        name: 'Runner waitlist',
        status: 'ACTIVE',
        questions: [{ type: 'EMAIL' }, { type: 'CUSTOM', label: 'Shoe size?' }],
        privacyPolicyUrl: 'https://acme.example/privacy',
        createdAt: '2026-01-01T00:00:00+0000',
      },
    ]);
  });

  it('answers a rate limit as transient, with the wait Meta asked for', async () => {
    fake.script(graphFailures.rateLimit(`/${ACCOUNT}/adsets`, 3));
    const throttled = await refusal(platform.createAdset(target, { ...newAdset, campaignId: '1' }, 'k'));
    expect(throttled).toMatchObject({ transient: true, retryAfterMs: 180_000, authRefused: false });
    expect(throttled.error).toMatchObject({ code: 80004, subcode: 2446079, traceId: FAKE_TRACE_ID });

    fake.script(graphFailures.userRateLimit(`/${ACCOUNT}/adspixels`, 120));
    expect(await refusal(platform.listPixels(target))).toMatchObject({
      transient: true,
      retryAfterMs: 120_000,
    });
    expect(sleeps).toEqual([]);
  });

  it('answers a transient error and a 5xx as transient, without retrying them itself', async () => {
    fake.script(graphFailures.transient(`/${ACCOUNT}/adspixels`));
    const transient = await refusal(platform.listPixels(target));
    expect(transient).toMatchObject({ transient: true, retryAfterMs: null });
    expect(transient.error).toMatchObject({
      message: 'An unexpected error has occurred. Please retry your request later.',
      code: 2,
    });

    fake.script(graphFailures.serverError(`/${ACCOUNT}/adspixels`));
    expect(await refusal(platform.listPixels(target))).toMatchObject({ transient: true });
    expect(fake.callsTo('GET', `/${ACCOUNT}/adspixels`)).toBe(2);
  });

  it("fails the dev-mode creative error for good, in Meta's own words", async () => {
    fake.script(graphFailures.devModeCreative(`/${ACCOUNT}/adcreatives`));
    const spec = creativeSpec({ assets: [{ placement: null, imageHash: await uploadedImage(10) }] });
    const refused = await refusal(platform.createCreative(target, spec, 'k:1'));

    expect(refused.transient).toBe(false);
    expect(refused.error).toEqual({
      title: 'Ads creative post was created by an app that is in development mode',
      message: 'It must be in public to create this ad.',
      code: 100,
      subcode: 1885183,
      traceId: FAKE_TRACE_ID,
    });
    expect(fake.launch.creatives.size).toBe(0);
  });

  it('asks for a new connection when Meta refuses the token', async () => {
    const stale: LaunchTarget = { ...target, credentials: { accessToken: 'expired' } };
    expect(await refusal(platform.listPixels(stale))).toMatchObject({ authRefused: true, transient: false });
  });

  it('makes no second creative nor ad when the answer to the first was lost', async () => {
    const { id: adsetId } = await platform.createAdset(target, newAdset, 'b:new');
    const spec = creativeSpec({ assets: [{ placement: null, imageHash: await uploadedImage(12) }] });

    fake.script({ path: `/${ACCOUNT}/adcreatives`, method: 'POST', status: 200, body: {}, loseAnswer: true });
    expect(await refusal(platform.createCreative(target, spec, 'batch-9:ad-1'))).toMatchObject({
      transient: true,
    });
    expect(fake.launch.creatives.size).toBe(1);
    const { id: creativeId } = await platform.createCreative(target, spec, 'batch-9:ad-1');
    expect(fake.launch.creatives.has(creativeId)).toBe(true);
    expect(fake.launch.creatives.size).toBe(1);

    const ad = { name: 'Spring — Runner 01', adsetId, creativeId, status: 'PAUSED' as const, pixelId: null };
    fake.script({ path: `/${ACCOUNT}/ads`, method: 'POST', status: 200, body: {}, loseAnswer: true });
    expect(await refusal(platform.createAd(target, ad, 'batch-9:ad-1'))).toMatchObject({ transient: true });
    const { id } = await platform.createAd(target, ad, 'batch-9:ad-1');
    expect([...fake.launch.ads.keys()]).toEqual([id]);
    expect(fake.callsTo('POST', `/${ACCOUNT}/adcreatives`)).toBe(1);
    expect(fake.callsTo('POST', `/${ACCOUNT}/ads`)).toBe(1);

    // Another batch's ad of the same name in the same ad set is a new ad.
    const other = await platform.createCreative(target, spec, 'batch-10:ad-1');
    const next = await platform.createAd(target, { ...ad, creativeId: other.id }, 'batch-10:ad-1');
    expect(next.id).not.toBe(id);
  });
});
