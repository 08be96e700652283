import { randomUUID } from 'node:crypto';
import type { FakeGraphApi } from '../../apps/server/src/test/fakes/meta/fake-graph-api.ts';
import { FAKE_TOKEN } from '../../apps/server/src/test/fakes/meta/fake-graph-data.ts';
import { FAKE_PAGE_ID } from '../../apps/server/src/test/fakes/meta/fake-graph-launch.ts';
import { createTeam } from '../../apps/server/src/test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import {
  connectMeta,
  insertMediaFile,
  insertMetaLauncherAccount,
  startLaunchGraph,
} from '../../apps/server/src/modules/launcher/test-support/meta-launch-fixtures.ts';
import type { Benchmark } from '../harness.ts';

const FILES = 20;
const ROUNDS = 3;
const COPIES = 5;
const ADS = FILES * COPIES;
const ACCOUNT = 'act_101';

const copyOf = (index: number) => ({
  primaryText: `Run lighter. Copy ${index + 1}`,
  headline: `Spring drop ${index + 1}`,
  description: 'Free returns',
  cta: 'SHOP_NOW' as const,
  url: 'https://acme.example/runners',
});

/** The batch through the app: the launch route, which runs the launch job's handler, the real engine. */
async function launchThroughHookline(t: TestApp, graph: FakeGraphApi) {
  const team = await createTeam(t);
  await connectMeta(t, team.workspace);
  const account = await insertMetaLauncherAccount(t, team.workspace);
  const files = [];
  for (let index = 0; index < FILES; index += 1) {
    files.push(
      await insertMediaFile(t, {
        workspace: team.workspace,
        name: `Runner ${index}.png`,
        kind: 'image',
        size: 4096,
      }),
    );
  }
  const ads = files.flatMap((file) =>
    Array.from({ length: COPIES }, (_, index) => ({
      creatives: [{ fileId: file.id }],
      newAdset: {
        key: 'bench',
        name: 'Bench | US',
        objective: 'OUTCOME_SALES' as const,
        dailyBudget: 50,
        countries: ['US'],
        ageMin: 18,
        ageMax: 65,
      },
      copy: copyOf(index),
    })),
  );
  graph.reset();
  const started = performance.now();
  const launched = await t.app.inject({
    method: 'POST',
    url: `/api/v1/adlauncher/ad-accounts/${account.id}/batches`,
    headers: { authorization: `Bearer ${team.admin.token}`, 'idempotency-key': randomUUID() },
    payload: { status: 'PAUSED', ads },
  });
  const ms = performance.now() - started;
  if (launched.statusCode !== 200) {
    throw new Error(`the launch answered ${launched.statusCode}: ${launched.body}`);
  }
  const batch = await t.app.inject({
    method: 'GET',
    url: `/api/v1/adlauncher/batches/${launched.json<{ _id: string }>()._id}`,
    headers: { authorization: `Bearer ${team.admin.token}` },
  });
  const status = batch.json<{ status: string }>().status;
  if (status !== 'done' || graph.launch.ads.size !== ADS) {
    throw new Error(`the batch ended ${status} with ${graph.launch.ads.size} ads in the fake`);
  }
  return { ms, calls: graph.requests.length, uploads: graph.callsTo('POST', `/${ACCOUNT}/adimages`) };
}

/** The fewest calls that make the same ads, straight HTTP: an ad set, 1 upload per file, 1 creative and 1 ad per ad. */
async function launchDirectly(graph: FakeGraphApi) {
  graph.reset();
  const post = async (path: string, body: FormData | URLSearchParams) => {
    body.set('access_token', FAKE_TOKEN);
    const response = await fetch(`${graph.graphUrl}/${ACCOUNT}/${path}`, { method: 'POST', body });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const form = (fields: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  const started = performance.now();
  const campaign = await post(
    'campaigns',
    form({ name: 'Bench', objective: 'OUTCOME_SALES', status: 'PAUSED', special_ad_categories: [] }),
  );
  const adset = await post(
    'adsets',
    form({
      name: 'Bench | US',
      campaign_id: campaign.id,
      daily_budget: '5000',
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      targeting: { geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65 },
      status: 'PAUSED',
    }),
  );
  for (let file = 0; file < FILES; file += 1) {
    const bytes = Buffer.alloc(4096, file);
    const upload = new FormData();
    upload.set('filename', new Blob([bytes], { type: 'image/png' }), `Runner ${file}.png`);
    const answer = (await post('adimages', upload)) as { images: Record<string, { hash: string }> };
    const hash = Object.values(answer.images)[0]?.hash;
    for (let copy = 0; copy < COPIES; copy += 1) {
      const text = copyOf(copy);
      const creative = await post(
        'adcreatives',
        form({
          name: `Runner ${file} | ${copy}`,
          object_story_spec: {
            page_id: FAKE_PAGE_ID,
            link_data: {
              image_hash: hash,
              link: text.url,
              message: text.primaryText,
              name: text.headline,
              description: text.description,
              call_to_action: { type: text.cta, value: { link: text.url } },
            },
          },
        }),
      );
      await post(
        'ads',
        form({
          name: `Runner ${file} | ${copy}`,
          adset_id: adset.id,
          creative: { creative_id: creative.id },
          status: 'PAUSED',
        }),
      );
    }
  }
  const ms = performance.now() - started;
  if (graph.launch.ads.size !== ADS) throw new Error(`the baseline made ${graph.launch.ads.size} ads`);
  return { ms, calls: graph.requests.length, uploads: graph.callsTo('POST', `/${ACCOUNT}/adimages`) };
}

/** Of `ROUNDS` runs, the one of median time (each makes the same batch, so the counts are the same). */
async function median<Run extends { ms: number }>(run: () => Promise<Run>): Promise<Run> {
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await run());
  runs.sort((a, b) => a.ms - b.ms);
  const middle = runs[Math.floor(runs.length / 2)];
  if (!middle) throw new Error('no run');
  return middle;
}

/**
 * A batch of 100 ads (20 Creative Hub images × 5 copies) launched into Meta (the fake Graph API) through the
 * launch route and job, against the fewest calls that make the same ads, sent straight to the same fake.
 * Each file must be uploaded once; the extra calls are the look-ups that make every write safe to repeat.
 */
export const benchmark: Benchmark = {
  name: 'Ad Launcher: a batch of 100 ads into Meta (fake Graph API), time',
  async run() {
    const graph = await startLaunchGraph();
    const t = await createTestApp({ env: { META_GRAPH_URL: graph.graphUrl } });
    try {
      await launchDirectly(graph);
      const baseline = await median(() => launchDirectly(graph));
      const hookline = await median(() => launchThroughHookline(t, graph));
      if (hookline.uploads !== FILES) {
        throw new Error(`${hookline.uploads} media uploads for ${FILES} distinct files`);
      }
      return {
        name: this.name,
        unit: 'ms',
        hookline: hookline.ms,
        baseline: baseline.ms,
        baselineName: 'the minimum calls straight to the fake',
        lowerIsBetter: true,
        notes: [
          `${ADS} ads of ${FILES} files, median of ${ROUNDS}; media uploads ${hookline.uploads} (baseline ${baseline.uploads})`,
          `calls per ad ${(hookline.calls / ADS).toFixed(2)} (${hookline.calls} in all; baseline ${(baseline.calls / ADS).toFixed(2)}, ${baseline.calls})`,
        ].join('; '),
      };
    } finally {
      await t.close();
      await graph.close();
    }
  },
};
