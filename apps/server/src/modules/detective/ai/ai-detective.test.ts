import {
  AI_DETECTIVE_MESSAGES,
  type AiDetectiveListResponse,
  type AiDetectiveRecord,
  type CreateAiDetectiveResponse,
  type TrackBrandResponse,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../../composition/tables.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';
import { insertAd, type insertBrand } from '../../discover/test-support/discover-rows.ts';
import { detectiveCaller, messageOf } from '../test-support-detective.ts';
import { FIRST_TITLE, CHANGES_TITLE, OFFLINE_NOTE } from './offline-analysis.ts';
import { detectiveAiAnalyses } from './tables.ts';
import { allowAiDetective, insertStrideAds } from './test-support-ai-detective.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

const DENIED = "You don't have permission to do this. Please contact your admin.";

describe('AI detective: POST, GET, DELETE ai-detective, offline', () => {
  let t: TestApp;
  let call: ReturnType<typeof detectiveCaller>;
  let team: Team;
  let tracker: TrackBrandResponse;
  let ads: Awaited<ReturnType<typeof insertStrideAds>>['ids'];
  let brandId: string;
  let brand: Awaited<ReturnType<typeof insertBrand>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = detectiveCaller(t);
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    team = await createTeam(t);
    const stride = await insertStrideAds(t);
    ads = stride.ids;
    brand = stride.brand;
    brandId = stride.brand.id;
    tracker = (
      await call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId })
    ).json<TrackBrandResponse>();
  });
  afterAll(() => t.close());

  const start = (token = team.admin.token, detectiveId: unknown = tracker._id) =>
    call('POST', 'ai-detective', token, { detectiveId });
  const read = (id: string, token = team.guest.token) => call('GET', `ai-detective/${id}`, token);

  it('refuses without the flag, then with only a marketplace purchase, saying what to do', async () => {
    const noFlag = await start();
    expect(noFlag.statusCode).toBe(403);
    expect(messageOf(noFlag)).toBe(AI_DETECTIVE_MESSAGES.flagOff);
    await t.context.database.db
      .update(organisations)
      .set({ enableDetectiveAI: true })
      .where(eq(organisations.id, team.org.id));
    const noPurchase = await start();
    expect(noPurchase.statusCode).toBe(403);
    expect(messageOf(noPurchase)).toBe(AI_DETECTIVE_MESSAGES.noPurchase);
    await giveSubscription(t, team.org.id, 'detective', 'basic', { purchaseMedium: 'app_sumo' });
    const marketplace = await start();
    expect(marketplace.statusCode).toBe(403);
    expect(messageOf(marketplace)).toBe(AI_DETECTIVE_MESSAGES.marketplaceOnly);
    const list = await call('GET', `ai-detective?workspaceId=${team.workspace.id}`, team.guest.token);
    expect(list.json<AiDetectiveListResponse>().availability).toEqual({
      allowed: false,
      block: 'marketplace-only',
      message: AI_DETECTIVE_MESSAGES.marketplaceOnly,
    });
    expect(await t.context.database.db.select().from(detectiveAiAnalyses)).toEqual([]);
  });

  it('writes the first analysis from the statistics: sections, verbatim hooks with their ads, actions, the note', async () => {
    await allowAiDetective(t, team);
    const started = await start(team.collaborator.token);
    expect(started.statusCode).toBe(200);
    const body = started.json<CreateAiDetectiveResponse>();
    // Without a queue the job runs before the answer.
    expect(body).toMatchObject({
      status: 'done',
      created: true,
      message: AI_DETECTIVE_MESSAGES.started('Stride'),
    });

    const one = await read(body._id);
    expect(one.statusCode).toBe(200);
    const record = one.json<AiDetectiveRecord>();
    expect(record).toMatchObject({
      _id: body._id,
      detectiveId: tracker._id,
      workspaceId: team.workspace.id,
      brand: { _id: brandId, name: 'Stride' },
      status: 'done',
      error: null,
      createdBy: team.collaborator.user.id,
    });
    const analysis = record.analysis!;
    expect(analysis.generatedBy).toEqual({ method: 'statistics', model: null, fallbackReason: null });
    expect(analysis.previousAnalysisId).toBeNull();
    expect(analysis.sections.map((section) => section.key)).toEqual([
      'changes',
      'angles',
      'personas',
      'offers',
      'hooks',
      'cadence',
    ]);
    expect(analysis.sections[0]?.title).toBe(FIRST_TITLE);
    expect(analysis.summary).toContain('not their results');
    const hooks = analysis.sections.find((section) => section.key === 'hooks')!;
    // The two "Tired of sore feet" openings are one cluster; each quote is verbatim, with its own ad.
    expect(hooks.quotes).toEqual(
      expect.arrayContaining([
        { text: 'Tired of sore feet after every run?', adIds: [ads.tired1] },
        { text: 'Tired of sore feet on long runs?', adIds: [ads.tired2] },
        { text: 'Runners, listen.', adIds: [ads.tired1] },
      ]),
    );
    expect(hooks.text).toContain('“sore feet” (2 openings, 2 ads)');
    const offers = analysis.sections.find((section) => section.key === 'offers')!;
    expect(offers.text).toContain('“20% off”');
    expect(offers.adIds).toEqual(expect.arrayContaining([ads.tired1, ads.tired2, ads.review]));
    const personas = analysis.sections.find((section) => section.key === 'personas')!;
    expect(personas.text).toContain('athletes and runners');
    expect(analysis.actions.length).toBeGreaterThanOrEqual(2);
    expect(analysis.actions.length).toBeLessThanOrEqual(3);
    expect(analysis.actions[0]).toContain('Tired of sore feet');
    expect(analysis.summary).toContain(OFFLINE_NOTE);
    expect(OFFLINE_NOTE).toContain('without a language model');

    // The same ads give the same words.
    const again = await start();
    const second = (await read(again.json<CreateAiDetectiveResponse>()._id)).json<AiDetectiveRecord>();
    expect(second.analysis?.sections.slice(1)).toEqual(analysis.sections.slice(1));
    expect(second.analysis?.actions).toEqual(analysis.actions);
  });

  it('opens the next analysis with what changed: new ads, stopped ads, a shift in format, a new offer', async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const fresh = await insertAd(t, {
      brand,
      startDate: '2026-03-15',
      format: 'image',
      body: 'Buy one, get one free on every trail shoe. This week only.',
    });
    await insertAd(t, {
      brand,
      startDate: '2026-03-16',
      format: 'image',
      body: 'New colours just dropped.',
    });
    const started = await start();
    const record = (await read(started.json<CreateAiDetectiveResponse>()._id)).json<AiDetectiveRecord>();
    const changes = record.analysis!.sections[0]!;
    expect(changes.key).toBe('changes');
    expect(changes.title).toBe(CHANGES_TITLE);
    expect(changes.text).toContain('Since the analysis of 2026-03-01, Stride started 2 new ads');
    expect(changes.text).toContain('New in the copy: buy one, get one.');
    expect(changes.text).toMatch(/Image went from \d+% to \d+%/);
    expect(changes.adIds).toContain(fresh.id);
    expect(record.analysis!.previousAnalysisId).not.toBeNull();
  });

  it('lists the workspace’s analyses newest first, for a guest, and one tracker’s', async () => {
    const listed = await call('GET', `ai-detective?workspaceId=${team.workspace.id}`, team.guest.token);
    expect(listed.statusCode).toBe(200);
    const body = listed.json<AiDetectiveListResponse>();
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).not.toHaveProperty('analysis');
    expect(body.data.every((item) => item.status === 'done' && item.brand.name === 'Stride')).toBe(true);
    expect(body.availability).toEqual({ allowed: true, block: null, message: null });
    const ofTracker = await call(
      'GET',
      `ai-detective?workspaceId=${team.workspace.id}&detectiveId=${tracker._id}`,
      team.guest.token,
    );
    expect(ofTracker.json<AiDetectiveListResponse>().data).toHaveLength(3);
  });

  it('answers the analysis under way instead of starting a second one, and documents its paths', async () => {
    const [queued] = await t.context.database.db
      .insert(detectiveAiAnalyses)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        trackerId: tracker._id,
        status: 'queued',
      })
      .returning();
    const again = await start();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      _id: queued!.id,
      status: 'queued',
      created: false,
      message: AI_DETECTIVE_MESSAGES.alreadyRunning('Stride'),
    });
    expect((await read(queued!.id)).json<AiDetectiveRecord>()).toMatchObject({
      status: 'queued',
      analysis: null,
    });
    await t.context.database.db
      .update(detectiveAiAnalyses)
      .set({ status: 'failed', error: AI_DETECTIVE_MESSAGES.brandGone })
      .where(eq(detectiveAiAnalyses.id, queued!.id));
    expect((await read(queued!.id)).json<AiDetectiveRecord>()).toMatchObject({
      status: 'failed',
      analysis: null,
      error: AI_DETECTIVE_MESSAGES.brandGone,
    });
    await t.context.database.db.delete(detectiveAiAnalyses).where(eq(detectiveAiAnalyses.id, queued!.id));

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/v1/ai-detective'] ?? {})).toEqual(['post', 'get']);
    expect(Object.keys(paths['/api/v1/ai-detective/{id}'] ?? {})).toEqual(['get', 'delete']);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await t.context.database.db.select().from(detectiveAiAnalyses)).length;
    const missing = await call('POST', 'ai-detective', team.admin.token, {});
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('detectiveId is required');
    expect((await start(team.admin.token, 42)).statusCode).toBe(400);
    expect((await start(team.admin.token, 'not-a-tracker')).statusCode).toBe(404);
    expect((await call('GET', 'ai-detective', team.admin.token)).statusCode).toBe(400);
    const unknownTracker = await call(
      'GET',
      `ai-detective?workspaceId=${team.workspace.id}&detectiveId=00000000-0000-4000-8000-000000000000`,
      team.admin.token,
    );
    expect(unknownTracker.statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(404);
    expect((await t.context.database.db.select().from(detectiveAiAnalyses)).length).toBe(before);
  });

  it('lets a guest read but not start or delete', async () => {
    const guestStart = await start(team.guest.token);
    expect(guestStart.statusCode).toBe(403);
    expect(messageOf(guestStart)).toBe(DENIED);
    const [row] = await t.context.database.db.select().from(detectiveAiAnalyses).limit(1);
    const guestDelete = await call('DELETE', `ai-detective/${row!.id}`, team.guest.token);
    expect(guestDelete.statusCode).toBe(403);
    expect((await read(row!.id)).statusCode).toBe(200);
  });

  it("answers another organisation's analyses and trackers 404", async () => {
    const stranger = await createTeam(t);
    await allowAiDetective(t, stranger);
    const [row] = await t.context.database.db.select().from(detectiveAiAnalyses).limit(1);
    expect((await read(row!.id, stranger.admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `ai-detective/${row!.id}`, stranger.admin.token)).statusCode).toBe(404);
    expect((await start(stranger.admin.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `ai-detective?workspaceId=${team.workspace.id}`, stranger.admin.token)).statusCode,
    ).toBe(404);
  });

  it('deletes an analysis', async () => {
    const [row] = await t.context.database.db.select().from(detectiveAiAnalyses).limit(1);
    const removed = await call('DELETE', `ai-detective/${row!.id}`, team.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ _id: row!.id, message: AI_DETECTIVE_MESSAGES.deleted });
    expect((await read(row!.id)).statusCode).toBe(404);
  });
});
