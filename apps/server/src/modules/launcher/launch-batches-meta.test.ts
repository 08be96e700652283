import { randomUUID } from 'node:crypto';
import { CREATIVE_ENHANCEMENT_KEYS, type LaunchAd, type LaunchBatch } from '@hookline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../test/fakes/meta/fake-graph-api.ts';
import { FAKE_TRACE_ID, graphFailures } from '../../test/fakes/meta/fake-graph-failures.ts';
import { FAKE_PAGE_ID } from '../../test/fakes/meta/fake-graph-launch.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AppContext } from '../../platform/context.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createLaunchBatch } from './launch-batches.service.ts';
import { runLaunchBatch } from './launch-steps.ts';
import type { LauncherAdAccountRow } from './tables.ts';
import { launchCaller } from './test-support/launch-fixtures.ts';
import {
  connectMeta,
  FAKE_VIDEO_CHUNK,
  insertMediaFile,
  insertMetaLauncherAccount,
  startLaunchGraph,
} from './test-support/meta-launch-fixtures.ts';

const ACCOUNT = '/act_101';
type GraphObject = Record<string, unknown>;

const newAdset = {
  key: 'spring',
  name: 'Spring test | US',
  objective: 'OUTCOME_SALES' as const,
  dailyBudget: 50,
  countries: ['US'],
  ageMin: 18,
  ageMax: 65,
};

/** One concept's ads, one per copy. */
function concept(creatives: LaunchAd['creatives'], copies = 2): LaunchAd[] {
  return Array.from({ length: copies }, (_, index) => ({
    creatives,
    newAdset,
    copy: {
      primaryText: `Run lighter. Copy ${index + 1}`,
      headline: `Spring drop ${index + 1}`,
      description: 'Free returns',
      cta: 'SHOP_NOW' as const,
      url: 'https://acme.example/runners',
    },
  }));
}

describe('launching a batch of ads into Meta (the fake Graph API)', () => {
  let graph: FakeGraphApi;
  let t: TestApp;
  let call: ReturnType<typeof launchCaller>;
  beforeAll(async () => {
    graph = await startLaunchGraph();
    t = await createTestApp({ env: { META_GRAPH_URL: graph.graphUrl } });
    call = launchCaller(t);
  });
  beforeEach(() => graph.reset());
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  /** A connected team with a Meta launcher account and `images` images and `videos` videos in its Creative Hub. */
  async function metaTeam(images: number, videos = 0) {
    const team = await createTeam(t);
    await connectMeta(t, team.workspace);
    const account = await insertMetaLauncherAccount(t, team.workspace);
    const files = [];
    for (let index = 0; index < images; index += 1) {
      files.push(
        await insertMediaFile(t, {
          workspace: team.workspace,
          name: `Runner ${index + 1}.png`,
          kind: 'image',
          size: 600,
        }),
      );
    }
    for (let index = 0; index < videos; index += 1) {
      files.push(
        await insertMediaFile(t, {
          workspace: team.workspace,
          name: `Unboxing ${index + 1}.mp4`,
          kind: 'video',
          size: FAKE_VIDEO_CHUNK * 3 + 100,
        }),
      );
    }
    return { team, account, files };
  }

  async function launch(token: string, accountId: string, ads: LaunchAd[]): Promise<string> {
    const launched = await call(
      'POST',
      `/adlauncher/ad-accounts/${accountId}/batches`,
      token,
      { status: 'PAUSED', ads },
      randomUUID(),
    );
    expect(launched.statusCode, launched.body).toBe(200);
    return launched.json<{ _id: string }>()._id;
  }

  async function batchOf(token: string, batchId: string): Promise<LaunchBatch> {
    const answered = await call('GET', `/adlauncher/batches/${batchId}`, token);
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json<LaunchBatch>();
  }

  const creativeOf = (ad: GraphObject): GraphObject =>
    graph.launch.creatives.get(String((ad.creative as GraphObject).id)) ?? {};

  it('launches 3 files × 2 copies as 6 ads, each file uploaded once, a feed + story pair customised by placement, every enhancement written', async () => {
    const { team, account, files } = await metaTeam(2, 1);
    const [feed, story, video] = files;
    const pair = [
      { fileId: feed!.id, placement: 'feeds' as const },
      { fileId: story!.id, placement: 'stories_reels' as const },
    ];
    const ads = [...concept(pair), ...concept([{ fileId: video!.id }]), ...concept([{ fileId: feed!.id }])];
    const batchId = await launch(team.admin.token, account.id, ads);

    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.status).toBe('done');
    expect(batch.ads.map((ad) => ad.status)).toEqual(Array(6).fill('created'));
    expect(graph.launch.ads.size).toBe(6);
    expect(new Set(batch.ads.map((ad) => ad.platformAdId))).toEqual(new Set(graph.launch.ads.keys()));
    expect(graph.callsTo('POST', `${ACCOUNT}/ads`)).toBe(6);
    expect(graph.callsTo('POST', `${ACCOUNT}/adcreatives`)).toBe(6);
    expect(graph.callsTo('POST', `${ACCOUNT}/adsets`)).toBe(1);
    // A first run sent nothing before, so it looks for nothing it might have made.
    for (const edge of ['campaigns', 'adsets', 'adcreatives', 'ads']) {
      expect(graph.callsTo('GET', `${ACCOUNT}/${edge}`), edge).toBe(0);
    }

    // Two images and the video's poster sent as images, each once; the video once, in chunks.
    expect(graph.callsTo('POST', `${ACCOUNT}/adimages`)).toBe(3);
    expect(graph.launch.images.size).toBe(3);
    const videoPhases = graph.requests
      .filter((request) => request.method === 'POST' && request.path === `${ACCOUNT}/advideos`)
      .map((request) => request.params.get('upload_phase'));
    expect(videoPhases).toEqual(['start', 'transfer', 'transfer', 'transfer', 'transfer', 'finish']);
    expect([...graph.launch.videos.values()].map((uploaded) => uploaded.size)).toEqual([
      FAKE_VIDEO_CHUNK * 3 + 100,
    ]);

    const launched = [...graph.launch.ads.values()];
    for (const ad of launched) {
      expect(ad.status).toBe('PAUSED');
      const creative = creativeOf(ad);
      const features = (creative.degrees_of_freedom_spec as GraphObject)
        .creative_features_spec as GraphObject;
      expect(Object.keys(features).sort()).toEqual([...CREATIVE_ENHANCEMENT_KEYS].sort());
      expect(new Set(Object.values(features).map((feature) => JSON.stringify(feature)))).toEqual(
        new Set([JSON.stringify({ enroll_status: 'OPT_OUT' })]),
      );
      expect((creative.object_story_spec as GraphObject).page_id).toBe(FAKE_PAGE_ID);
    }
    // The pair's two ads carry both images, each shown in its placement group.
    const customised = launched.map(creativeOf).filter((creative) => creative.asset_feed_spec);
    expect(customised).toHaveLength(2);
    for (const creative of customised) {
      const feedSpec = creative.asset_feed_spec as {
        images: { hash: string; adlabels: { name: string }[] }[];
        asset_customization_rules: {
          customization_spec: { facebook_positions: string[] };
          image_label: { name: string };
        }[];
        optimization_type: string;
      };
      expect(feedSpec.optimization_type).toBe('PLACEMENT');
      expect(feedSpec.images.map((image) => image.adlabels[0]?.name)).toEqual([
        'hookline_feeds',
        'hookline_stories_reels',
      ]);
      expect(new Set(feedSpec.images.map((image) => image.hash)).size).toBe(2);
      expect(
        feedSpec.asset_customization_rules.map((rule) => [
          rule.image_label.name,
          rule.customization_spec.facebook_positions,
        ]),
      ).toEqual([
        ['hookline_feeds', ['feed']],
        ['hookline_stories_reels', ['story', 'facebook_reels']],
      ]);
    }
    // The video's ads show the video with its poster as the thumbnail.
    const videoData = launched
      .map((ad) => (creativeOf(ad).object_story_spec as GraphObject).video_data as GraphObject | undefined)
      .filter((data) => data !== undefined);
    expect(videoData.map((data) => data.video_id)).toEqual(Array(2).fill([...graph.launch.videos.keys()][0]));
    expect(videoData.every((data) => typeof data.image_hash === 'string')).toBe(true);
  });

  /** A job queue that runs nothing and keeps what was queued, with the time each may start. */
  function recordingQueue() {
    const queued: { name: string; payload: unknown; runAt: Date | undefined }[] = [];
    const jobs: JobQueue = {
      enqueue: async (job, payload, options) => {
        queued.push({ name: job.name, payload, runAt: options?.runAt });
        return 'job';
      },
      work: async () => undefined,
      stats: async () => [],
      ping: async () => undefined,
      stop: async () => undefined,
    };
    return { queued, context: { ...t.context, jobs } };
  }

  /** A batch queued but not yet taken by a worker: the test runs the engine itself. */
  async function queuedBatch(account: LauncherAdAccountRow, ads: LaunchAd[]): Promise<string> {
    const { _id } = await createLaunchBatch(recordingQueue().context, {
      account,
      userId: null,
      idempotencyKey: randomUUID(),
      kind: 'standard',
      request: { status: 'PAUSED', ads },
    });
    return _id;
  }

  const runJob = async (orgId: string, batchId: string, context: AppContext = t.context) => {
    const handler = context.jobHandlers.find('launcher.launch-batch');
    if (!handler) throw new Error('no handler for launcher.launch-batch');
    await handler.handle(context, { orgId, batchId });
  };

  it('waits as long as Meta asks when a creative is rate-limited, then goes on', async () => {
    const { team, account, files } = await metaTeam(2);
    const batchId = await queuedBatch(
      account,
      files.flatMap((file) => concept([{ fileId: file.id }], 1)),
    );
    graph.script({ ...graphFailures.rateLimit(`${ACCOUNT}/adcreatives`, 1), method: 'POST' });
    const waits: number[] = [];
    const run = await runLaunchBatch(t.context, { batchId }, { sleep: async (ms) => void waits.push(ms) });
    expect(run).toEqual({ status: 'done', waitingUntil: null });
    // The usage header said a minute until access comes back: one wait of that long, then the same creative.
    expect(waits).toEqual([60_000]);
    expect(graph.callsTo('POST', `${ACCOUNT}/adcreatives`)).toBe(3);
    expect(graph.launch.creatives.size).toBe(2);
    expect(graph.launch.ads.size).toBe(2);
    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.ads.map((ad) => ad.status)).toEqual(['created', 'created']);
  });

  it('frees the worker while a long rate limit lasts: the job is queued again for the time Meta gave, and the batch finishes then with no duplicate', async () => {
    const { team, account, files } = await metaTeam(2);
    const batchId = await queuedBatch(
      account,
      files.flatMap((file) => concept([{ fileId: file.id }])),
    );
    // The first ad's creative is made, then Meta throttles the ad for 30 minutes (its business use case header).
    graph.script({ ...graphFailures.rateLimit(`${ACCOUNT}/ads`, 30), method: 'POST' });
    const worker = recordingQueue();
    const before = t.clock.now().getTime();
    await runJob(team.org.id, batchId, worker.context);
    const after = t.clock.now().getTime();

    expect(worker.queued).toHaveLength(1);
    const [again] = worker.queued;
    expect(again).toMatchObject({ name: 'launcher.launch-batch', payload: { orgId: team.org.id, batchId } });
    const runAt = again?.runAt?.getTime() ?? 0;
    expect(runAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(runAt).toBeLessThanOrEqual(after + 30 * 60_000);
    const waiting = await batchOf(team.admin.token, batchId);
    expect(waiting.status).toBe('running');
    expect(waiting.waitingUntil).toBe(new Date(runAt).toISOString());
    expect(waiting.ads.map((ad) => ad.status)).toEqual(Array(4).fill('waiting'));
    expect(graph.launch.creatives.size).toBe(1);
    expect(graph.launch.ads.size).toBe(0);

    // Half an hour later the queue hands the job to a worker: it goes on from the first ad's saved creative.
    t.clock.advance(30 * 60_000);
    try {
      await runJob(team.org.id, batchId, worker.context);
    } finally {
      t.clock.reset();
    }
    expect(worker.queued).toHaveLength(1);
    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.status).toBe('done');
    expect(batch.waitingUntil).toBeNull();
    expect(graph.launch.ads.size).toBe(4);
    expect(new Set(batch.ads.map((ad) => ad.platformAdId))).toEqual(new Set(graph.launch.ads.keys()));
    expect(graph.callsTo('POST', `${ACCOUNT}/adcreatives`)).toBe(4);
    expect(graph.callsTo('POST', `${ACCOUNT}/ads`)).toBe(5);
    // Only the throttled ad, whose create had been sent, was looked for before it was sent again.
    expect(graph.callsTo('GET', `${ACCOUNT}/ads`)).toBe(1);
    expect(graph.callsTo('GET', `${ACCOUNT}/adcreatives`)).toBe(0);
  });

  it('queues the batch again for when a spent ad account is reset, from its usage header', async () => {
    const { team, account, files } = await metaTeam(1);
    const batchId = await queuedBatch(account, concept([{ fileId: files[0]!.id }], 1));
    graph.script({ ...graphFailures.userRateLimit(`${ACCOUNT}/adcreatives`, 300), method: 'POST' });
    const worker = recordingQueue();
    const before = t.clock.now().getTime();
    await runJob(team.org.id, batchId, worker.context);
    const runAt = worker.queued[0]?.runAt?.getTime() ?? 0;
    expect(runAt - before).toBeGreaterThanOrEqual(300_000);
    expect(runAt - before).toBeLessThan(310_000);
    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.ads.map((ad) => ad.status)).toEqual(['waiting']);
    expect(graph.launch.creatives.size).toBe(0);
  });

  it("fails the ad Meta refuses with Meta's title, message and trace id, and retry finishes the batch", async () => {
    const { team, account, files } = await metaTeam(2);
    graph.script(graphFailures.devModeCreative(`${ACCOUNT}/adcreatives`));
    const batchId = await launch(
      team.admin.token,
      account.id,
      files.flatMap((file) => concept([{ fileId: file.id }], 1)),
    );
    const partial = await batchOf(team.admin.token, batchId);
    expect(partial.status).toBe('partial');
    expect(partial.ads.map((ad) => ad.status)).toEqual(['failed', 'created']);
    expect(partial.ads[0]?.error).toEqual({
      title: 'Ads creative post was created by an app that is in development mode',
      message: 'It must be in public to create this ad.',
      code: 100,
      subcode: 1885183,
      traceId: FAKE_TRACE_ID,
    });
    expect(graph.launch.ads.size).toBe(1);

    // The app went public: Meta now takes the creative (the scripted refusal was answered once).
    const retried = await call('POST', `/adlauncher/batches/${batchId}/retry`, team.admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await batchOf(team.admin.token, batchId);
    expect(done.status).toBe('done');
    expect(done.ads.map((ad) => ad.error ?? null)).toEqual([null, null]);
    expect(graph.launch.ads.size).toBe(2);
    expect(new Set(done.ads.map((ad) => ad.platformAdId))).toEqual(new Set(graph.launch.ads.keys()));
  });

  it('finishes a batch whose worker was killed after Meta made an ad but before its answer came, with no duplicate', async () => {
    const { team, account, files } = await metaTeam(2);
    const batchId = await queuedBatch(
      account,
      files.flatMap((file) => concept([{ fileId: file.id }])),
    );
    // Meta makes the first ad, and the connection drops before its answer; the worker dies while it waits to retry.
    graph.script({ path: `${ACCOUNT}/ads`, method: 'POST', loseAnswer: true, status: 200, body: {} });
    await expect(
      runLaunchBatch(
        t.context,
        { batchId },
        {
          sleep: () => Promise.reject(new Error('SIGKILL')),
        },
      ),
    ).rejects.toThrow('SIGKILL');
    expect(graph.launch.ads.size).toBe(1);
    const killed = await batchOf(team.admin.token, batchId);
    expect(killed.ads.map((ad) => ad.status)).toEqual(['uploading', 'queued', 'queued', 'queued']);

    // The lease ends and the queue hands the job to a worker again.
    await runJob(team.org.id, batchId);
    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.status).toBe('done');
    expect(graph.launch.ads.size).toBe(4);
    expect(new Set(batch.ads.map((ad) => ad.platformAdId))).toEqual(new Set(graph.launch.ads.keys()));
    // One create per ad: the lost one was found again, not made twice; creatives and images likewise.
    expect(graph.callsTo('POST', `${ACCOUNT}/ads`)).toBe(4);
    expect(graph.launch.creatives.size).toBe(4);
    expect(graph.callsTo('POST', `${ACCOUNT}/adimages`)).toBe(2);
  });

  it('looks for an ad whose answer was lost before sending it again in the same run, and makes it once', async () => {
    const { team, account, files } = await metaTeam(1);
    const batchId = await queuedBatch(account, concept([{ fileId: files[0]!.id }]));
    graph.script({ path: `${ACCOUNT}/ads`, method: 'POST', loseAnswer: true, status: 200, body: {} });
    const run = await runLaunchBatch(t.context, { batchId }, { sleep: async () => undefined });
    expect(run?.status).toBe('done');
    const batch = await batchOf(team.admin.token, batchId);
    expect(graph.launch.ads.size).toBe(2);
    expect(new Set(batch.ads.map((ad) => ad.platformAdId))).toEqual(new Set(graph.launch.ads.keys()));
    expect(graph.callsTo('POST', `${ACCOUNT}/ads`)).toBe(2);
    expect(graph.callsTo('GET', `${ACCOUNT}/ads`)).toBe(1);
  });

  it("answers 404 for another tenant's batch and leaves it alone", async () => {
    const { team, account, files } = await metaTeam(1);
    graph.script(graphFailures.devModeCreative(`${ACCOUNT}/adcreatives`));
    const batchId = await launch(team.admin.token, account.id, concept([{ fileId: files[0]!.id }], 1));
    for (const [method, path] of [
      ['GET', `/adlauncher/batches/${batchId}`],
      ['POST', `/adlauncher/batches/${batchId}/retry`],
    ] as const) {
      const outsider = await call(method, path, team.outsider.token);
      expect(outsider.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(graph.launch.ads.size).toBe(0);
    const batch = await batchOf(team.admin.token, batchId);
    expect(batch.ads.map((ad) => ad.status)).toEqual(['failed']);
  });
});
