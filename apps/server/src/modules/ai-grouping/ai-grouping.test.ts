import { REPORT_QUERY_MESSAGES } from '@hookline/domain';
import { asc, eq } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adAccounts, ads, organisations } from '../../composition/tables.ts';
import { insertAdAccount, insertAds } from '../../test/analytics-factories.ts';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classifyAd } from './ai-grouping-classifier.ts';
import { AI_GROUPING_BATCH_SIZE, aiGroupingReadiness, requestAiGrouping } from './ai-grouping.service.ts';
import type { AdAccountRow, AdRow } from '../ad-accounts/tables.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

/** What the fake provider answers for every ad; `gift with purchase` checks the label is matched whatever its case. */
const FAKE_LABELS = {
  angle: 'Founder story',
  persona: 'Gamers',
  usp: 'Comfort',
  visual_hook: 'Text overlay',
  audio_hook: 'Music only',
  offer: 'gift with purchase',
};
const STORED_FAKE_LABELS = { ...FAKE_LABELS, offer: 'Gift with purchase' };

const SAMPLE_ADS: Array<Partial<AdRow>> = [
  {
    name: 'UGC_testimonial_v1',
    creativeType: 'video',
    copy: 'I tried every serum. My honest review: my skin glows. 20% off today!',
  },
  {
    name: 'Summer sale static',
    creativeType: 'image',
    copy: 'Free shipping on every order',
    headline: 'Sale',
  },
  { name: 'Founder story', creativeType: 'video', copy: 'Why I started this company.' },
];

interface FakeRequest {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format: unknown };
}

const base = (accountId: string) => `/reports/api/v1/ad-accounts/${accountId}/ai-grouping`;

async function enableGrouping(t: TestApp, team: Team) {
  await t.context.database.db
    .update(organisations)
    .set({ enableAnalyticsAIGrouping: true })
    .where(eq(organisations.id, team.org.id));
}

async function storedAds(t: TestApp, account: AdAccountRow) {
  return t.context.database.db
    .select()
    .from(ads)
    .where(eq(ads.adAccountId, account.id))
    .orderBy(asc(ads.name), asc(ads.externalId));
}

async function storedAccount(t: TestApp, account: AdAccountRow) {
  const [row] = await t.context.database.db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
  return row;
}

describe('AI grouping without an AI provider (keyword classifier)', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const get = (accountId: string, token = team.admin.token) =>
    t.app.inject({ method: 'GET', url: base(accountId), headers: bearer(token) });
  const start = (accountId: string, payload?: unknown, token = team.admin.token) =>
    t.app.inject({
      method: 'POST',
      url: base(accountId),
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('refuses with 403 while the organisation’s flag is off, and changes nothing', async () => {
    const account = await insertAdAccount(t, team);
    await insertAds(t, account, SAMPLE_ADS);
    const response = await start(account.id, { force: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: REPORT_QUERY_MESSAGES.aiGroupingDisabled, code: 'FORBIDDEN' });
    expect((await storedAds(t, account)).map((ad) => [ad.aiLabels, ad.aiLabelledAt])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(await storedAccount(t, account)).toMatchObject({
      aiGroupingStatus: 'disabled',
      aiGroupingSource: null,
    });
    const status = await get(account.id);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      enabled: false,
      status: 'disabled',
      labelledAds: 0,
      totalAds: 3,
      message: REPORT_QUERY_MESSAGES.aiGroupingDisabled,
      source: null,
    });
    expect(await aiGroupingReadiness(t.context.database.db, account.id)).toEqual({
      ready: false,
      enabled: false,
    });
    await requestAiGrouping(t.context, account.id);
    expect(await storedAccount(t, account)).toMatchObject({ aiGroupingStatus: 'disabled' });
    expect((await storedAds(t, account)).every((ad) => ad.aiLabels === null)).toBe(true);
  });

  it('says "AI computation in progress" until every ad is labelled, then labels them all by keywords', async () => {
    await enableGrouping(t, team);
    const account = await insertAdAccount(t, team);
    await insertAds(t, account, SAMPLE_ADS);

    const before = await get(account.id, team.collaborator.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      enabled: true,
      status: 'pending',
      labelledAds: 0,
      totalAds: 3,
      message: 'AI computation in progress',
      source: null,
    });
    expect(await aiGroupingReadiness(t.context.database.db, account.id)).toEqual({
      ready: false,
      enabled: true,
    });

    const started = await start(account.id);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      enabled: true,
      status: 'ready',
      labelledAds: 3,
      totalAds: 3,
      message: null,
      source: 'heuristic',
    });
    const labelled = await storedAds(t, account);
    for (const ad of labelled) {
      expect(ad.aiLabels).toEqual(classifyAd(ad));
      expect(ad.aiLabelledAt).toBeInstanceOf(Date);
    }
    expect(labelled.find((ad) => ad.name === 'UGC_testimonial_v1')?.aiLabels).toMatchObject({
      angle: 'Testimonial',
      offer: 'Percent off',
    });
    expect(labelled.find((ad) => ad.name === 'Summer sale static')?.aiLabels).toMatchObject({
      angle: 'Discount / sale',
      audio_hook: 'No audio',
      offer: 'Free shipping',
    });
    expect(await storedAccount(t, account)).toMatchObject({
      aiGroupingStatus: 'ready',
      aiGroupingSource: 'heuristic',
    });
    expect(await aiGroupingReadiness(t.context.database.db, account.id)).toEqual({
      ready: true,
      enabled: true,
    });
  });

  it('labels only new ads again, unless forced; a sync’s request labels ads that arrived', async () => {
    await enableGrouping(t, team);
    const account = await insertAdAccount(t, team);
    await insertAds(t, account, SAMPLE_ADS);
    expect((await start(account.id)).statusCode).toBe(200);
    const firstTimes = new Map(
      (await storedAds(t, account)).map((ad) => [ad.id, ad.aiLabelledAt?.getTime()]),
    );

    await insertAds(t, account, [{ name: 'Zebra how to tutorial', creativeType: 'video' }]);
    const waiting = (await get(account.id)).json<{ status: string; message: string | null }>();
    expect(waiting).toMatchObject({ status: 'pending', message: 'AI computation in progress' });
    expect(await aiGroupingReadiness(t.context.database.db, account.id)).toEqual({
      ready: false,
      enabled: true,
    });

    await requestAiGrouping(t.context, account.id);
    const afterSync = await storedAds(t, account);
    expect(afterSync.find((ad) => ad.name === 'Zebra how to tutorial')?.aiLabels).toMatchObject({
      angle: 'How-to',
    });
    for (const ad of afterSync.filter((row) => firstTimes.has(row.id))) {
      expect(ad.aiLabelledAt?.getTime()).toBe(firstTimes.get(ad.id));
    }
    expect((await get(account.id)).json()).toMatchObject({ status: 'ready', labelledAds: 4, totalAds: 4 });

    const again = await start(account.id, {});
    expect(again.statusCode).toBe(200);
    for (const ad of await storedAds(t, account)) {
      if (firstTimes.has(ad.id)) expect(ad.aiLabelledAt?.getTime()).toBe(firstTimes.get(ad.id));
    }
    expect((await start(account.id, { force: true })).statusCode).toBe(200);
    for (const ad of await storedAds(t, account)) {
      if (firstTimes.has(ad.id)) {
        expect(ad.aiLabelledAt?.getTime()).toBeGreaterThan(firstTimes.get(ad.id) ?? 0);
      }
    }
  });

  it('refuses a bad body with a plain message and changes nothing', async () => {
    await enableGrouping(t, team);
    const account = await insertAdAccount(t, team);
    await insertAds(t, account, SAMPLE_ADS);
    const response = await start(account.id, { force: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'force must be true or false', code: 'VALIDATION_FAILED' });
    expect((await storedAds(t, account)).every((ad) => ad.aiLabels === null)).toBe(true);
    expect(await storedAccount(t, account)).toMatchObject({ aiGroupingStatus: 'disabled' });
  });

  it('lets guests read the state but not start grouping (403), and hides another organisation’s account (404)', async () => {
    await enableGrouping(t, team);
    const account = await insertAdAccount(t, team);
    await insertAds(t, account, SAMPLE_ADS);
    expect((await get(account.id, team.guest.token)).statusCode).toBe(200);
    expect((await start(account.id, {}, team.guest.token)).statusCode).toBe(403);
    expect((await get(account.id, team.outsider.token)).statusCode).toBe(404);
    expect((await start(account.id, {}, team.outsider.token)).statusCode).toBe(404);
    expect((await get('not-an-id')).statusCode).toBe(404);

    const rival = await insertAdAccount(t, { org: team.otherOrg, workspace: team.otherWorkspace });
    await insertAds(t, rival, SAMPLE_ADS);
    const crossTenant = await start(rival.id, { force: true });
    expect(crossTenant.statusCode).toBe(404);
    expect((await storedAds(t, rival)).every((ad) => ad.aiLabels === null)).toBe(true);
    expect((await storedAds(t, account)).every((ad) => ad.aiLabels === null)).toBe(true);
  });
});

describe('AI grouping through an OpenAI-compatible provider', () => {
  let t: TestApp;
  let team: Team;
  let server: Server;
  let seen: FakeRequest[];
  /** Per request, in order: answer labels or a reply that is not JSON; labels once the list runs out. */
  let replies: Array<'labels' | 'broken'>;
  let statusDuringCall: unknown;
  let watchedAccountId: string | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
          seen.push({ headers: request.headers, body });
          if (watchedAccountId && statusDuringCall === undefined) {
            const during = await t.app.inject({
              method: 'GET',
              url: base(watchedAccountId),
              headers: bearer(team.admin.token),
            });
            statusDuringCall = during.json();
          }
          const mode = replies.shift() ?? 'labels';
          const user = JSON.parse(body.messages[1]?.content ?? '{}') as { ads: Array<{ id: string }> };
          const content =
            mode === 'broken'
              ? 'Sorry, I cannot help with that.'
              : JSON.stringify({ ads: user.ads.map((ad) => ({ id: ad.id, ...FAKE_LABELS })) });
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'k' } });
    team = await createTeam(t);
    await enableGrouping(t, team);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    replies = [];
    statusDuringCall = undefined;
    watchedAccountId = undefined;
  });

  const start = (accountId: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: base(accountId), headers: bearer(team.admin.token), payload });

  it('stores the provider’s labels in batches and reports the source as ai', async () => {
    const account = await insertAdAccount(t, team);
    const many = Array.from({ length: AI_GROUPING_BATCH_SIZE + 5 }, (_, index) => ({
      name: `Ad ${String(index).padStart(2, '0')} – 30% off summer sale`,
      creativeType: 'video' as const,
    }));
    await insertAds(t, account, many);
    watchedAccountId = account.id;

    const response = await start(account.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      status: 'ready',
      labelledAds: many.length,
      totalAds: many.length,
      message: null,
      source: 'ai',
    });
    expect(statusDuringCall).toMatchObject({ status: 'running', message: 'AI computation in progress' });
    expect(seen).toHaveLength(2);
    const [first] = seen;
    expect(first?.headers.authorization).toBe('Bearer k');
    expect(first?.body.model).toBe('gpt-4o-mini');
    expect(first?.body.response_format).toEqual({ type: 'json_object' });
    expect(first?.body.messages[0]?.content).toContain('Testimonial | Problem / solution | Before / after');
    expect(first?.body.messages[0]?.content).toContain('Percent off');
    const sentAds = seen.flatMap(
      (request) =>
        (
          JSON.parse(request.body.messages[1]?.content ?? '') as {
            ads: Array<{ type: string; name: string }>;
          }
        ).ads,
    );
    expect(sentAds).toHaveLength(many.length);
    expect(sentAds[0]?.type).toBe('video');
    expect(sentAds[0]?.name).toContain('30% off summer sale');

    for (const ad of await storedAds(t, account)) expect(ad.aiLabels).toEqual(STORED_FAKE_LABELS);
    expect(await storedAccount(t, account)).toMatchObject({
      aiGroupingStatus: 'ready',
      aiGroupingSource: 'ai',
    });
  });

  it('falls back to the keyword classifier for a batch the provider fails, and reports the source as heuristic', async () => {
    const account = await insertAdAccount(t, team);
    await insertAds(
      t,
      account,
      Array.from({ length: AI_GROUPING_BATCH_SIZE + 3 }, (_, index) => ({
        externalId: `ext_${String(index).padStart(2, '0')}`,
        name: `Ad ${String(index).padStart(2, '0')} – UGC testimonial, free shipping`,
        creativeType: 'video' as const,
      })),
    );
    replies = ['labels', 'broken'];
    const response = await start(account.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      source: 'heuristic',
      labelledAds: 23,
      totalAds: 23,
    });
    expect(seen).toHaveLength(2);

    const stored = await storedAds(t, account);
    const byAi = stored.filter((ad) => isDeepStrictEqual(ad.aiLabels, STORED_FAKE_LABELS));
    const byKeywords = stored.filter((ad) => !isDeepStrictEqual(ad.aiLabels, STORED_FAKE_LABELS));
    expect(byAi).toHaveLength(AI_GROUPING_BATCH_SIZE);
    expect(byKeywords).toHaveLength(3);
    for (const ad of byKeywords) {
      expect(ad.aiLabels).toEqual(classifyAd(ad));
      expect(ad.aiLabels).toMatchObject({ angle: 'Testimonial', offer: 'Free shipping' });
    }

    replies = ['broken'];
    const failing = await insertAdAccount(t, team);
    await insertAds(t, failing, SAMPLE_ADS);
    const all = await start(failing.id, { force: true });
    expect(all.json()).toMatchObject({ status: 'ready', source: 'heuristic', labelledAds: 3 });
    for (const ad of await storedAds(t, failing)) expect(ad.aiLabels).toEqual(classifyAd(ad));
  });
});
