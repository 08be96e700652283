import { randomUUID } from 'node:crypto';
import { CREATIVE_ENHANCEMENT_KEYS, type LaunchBatch } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertDriveFile } from '../drive/test-support/drive-rows.ts';
import { LaunchPlatformError } from '../ad-accounts/index.ts';
import { adAccounts, ads, sandboxLaunchedAds, sandboxLaunchedCreatives } from '../ad-accounts/tables.ts';
import { checkEnhancements } from './enhancement-check.ts';
import { createLaunchBatch } from './launch-batches.service.ts';
import { runLaunchBatch } from './launch-steps.ts';
import { platformOf } from './launch-target.ts';
import { launcherBatchAds, launcherMedia, type LauncherAdAccountRow } from './tables.ts';
import {
  adsOf,
  insertImages,
  insertLauncherAccount,
  launchCaller,
  messageOf,
  wrapPlatform,
} from './test-support/launch-fixtures.ts';

describe('launching a batch of ads into the sandbox', () => {
  let t: TestApp;
  let call: ReturnType<typeof launchCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = launchCaller(t);
  });
  afterAll(() => t.close());

  const sandboxAdsOf = (workspaceId: string) =>
    t.context.database.db
      .select()
      .from(sandboxLaunchedAds)
      .where(eq(sandboxLaunchedAds.workspaceId, workspaceId));

  /** A batch queued but not run: the job is left to the test (a worker that has not taken it yet). */
  async function queuedBatch(account: LauncherAdAccountRow, fileIds: string[], copies = 2): Promise<string> {
    const jobs: JobQueue = {
      enqueue: async () => 'job',
      work: async () => undefined,
      stats: async () => [],
      ping: async () => undefined,
      stop: async () => undefined,
    };
    const { _id } = await createLaunchBatch(
      { ...t.context, jobs },
      {
        account,
        userId: null,
        idempotencyKey: randomUUID(),
        kind: 'standard',
        request: { status: 'PAUSED', ads: adsOf(fileIds, copies) },
      },
    );
    return _id;
  }

  it('launches 3 files × 2 copies as 6 ads, uploading each file once, and answers a repeat with the same batch', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const files = await insertImages(t, team.workspace, 3);
    const body = { status: 'PAUSED', ads: adsOf(files.map((file) => file.id)) };
    const key = randomUUID();

    const launched = await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      body,
      key,
    );
    expect(launched.statusCode).toBe(200);
    const { _id } = launched.json<{ _id: string }>();
    const batch = await call('GET', `/adlauncher/batches/${_id}`, team.admin.token);
    const dto = batch.json<LaunchBatch>();
    expect(dto.status).toBe('done');
    expect(dto.ads).toHaveLength(6);
    expect(dto.ads.every((ad) => ad.status === 'created' && ad.platformAdId)).toBe(true);
    expect(await sandboxAdsOf(team.workspace.id)).toHaveLength(6);
    // One new ad set for the six ads, and each file uploaded once.
    expect(new Set((await sandboxAdsOf(team.workspace.id)).map((ad) => ad.adsetId)).size).toBe(1);
    const media = await t.context.database.db
      .select()
      .from(launcherMedia)
      .where(eq(launcherMedia.launcherAccountId, account.id));
    expect(media.map((row) => row.fileId).sort()).toEqual(files.map((file) => file.id).sort());

    const repeat = await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      body,
      key,
    );
    expect(repeat.json()).toEqual({ _id });
    expect(await sandboxAdsOf(team.workspace.id)).toHaveLength(6);
    const other = await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      { ...body, status: 'ACTIVE' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(messageOf(other)).toBe('This Idempotency-Key was used for a different launch');

    const listed = await call('GET', `/adlauncher/ad-accounts/${account.id}/ads`, team.admin.token);
    expect(listed.json<{ data: unknown[] }>().data).toHaveLength(6);
    const creatives = await call('GET', `/adlauncher/ad-accounts/${account.id}/creatives`, team.admin.token);
    expect(creatives.json<{ data: { kind: string }[] }>().data).toHaveLength(3);

    // Every creative carries every enhancement, written out, opted out.
    const specs = await t.context.database.db
      .select()
      .from(sandboxLaunchedCreatives)
      .where(eq(sandboxLaunchedCreatives.workspaceId, team.workspace.id));
    expect(specs).toHaveLength(6);
    for (const { spec } of specs) {
      const enhancements = spec['enhancements'] as Record<string, string>;
      expect(Object.keys(enhancements).sort()).toEqual([...CREATIVE_ENHANCEMENT_KEYS].sort());
      expect(new Set(Object.values(enhancements))).toEqual(new Set(['OPT_OUT']));
    }
  });

  it('launches a video with its poster frame as the thumbnail, the video uploaded once', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const video = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Unboxing.mp4',
      folderId: null,
      kind: 'video',
    });
    const launched = await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      { ads: adsOf([video.id], 2) },
      randomUUID(),
    );
    const batch = (
      await call('GET', `/adlauncher/batches/${launched.json<{ _id: string }>()._id}`, team.admin.token)
    ).json<LaunchBatch>();
    expect(batch.ads.map((ad) => ad.status)).toEqual(['created', 'created']);
    const media = await t.context.database.db
      .select()
      .from(launcherMedia)
      .where(eq(launcherMedia.launcherAccountId, account.id));
    expect(media.map((row) => [row.kind, row.fileId])).toEqual([['video', video.id]]);
    const specs = await t.context.database.db
      .select()
      .from(sandboxLaunchedCreatives)
      .where(eq(sandboxLaunchedCreatives.workspaceId, team.workspace.id));
    for (const { spec } of specs) {
      const assets = spec['assets'] as { placement: null; videoId: string; thumbnailHash: string }[];
      expect(assets.map((asset) => [asset.placement, asset.videoId])).toEqual([[null, media[0]!.platformId]]);
      expect(assets[0]?.thumbnailHash).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const [file] = await insertImages(t, team.workspace, 1);
    const [foreign] = await insertImages(t, team.otherWorkspace, 1);
    const url = `/adlauncher/ad-accounts/${account.id}/batches`;
    const body = { ads: adsOf([file!.id], 1) };
    const noKey = await call('POST', url, team.admin.token, body);
    expect(noKey.statusCode).toBe(400);
    expect(messageOf(noKey)).toBe('Idempotency-Key header is required (a unique id per launch)');
    const noAds = await call('POST', url, team.admin.token, { ads: [] }, randomUUID());
    expect(noAds.statusCode).toBe(400);
    expect(messageOf(noAds)).toBe('Add at least one ad to launch');
    const otherFile = await call(
      'POST',
      url,
      team.admin.token,
      { ads: adsOf([foreign!.id], 1) },
      randomUUID(),
    );
    expect(otherFile.statusCode).toBe(404);
    expect(messageOf(otherFile)).toBe('A chosen Creative Hub file was not found');
    expect(await sandboxAdsOf(team.workspace.id)).toEqual([]);
  });

  it("answers 404 for another tenant's account and batch, 403 to a guest and to a member not given the account", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const [file] = await insertImages(t, team.workspace, 1);
    const body = { ads: adsOf([file!.id], 1) };
    const url = `/adlauncher/ad-accounts/${account.id}/batches`;
    const { _id } = (await call('POST', url, team.admin.token, body, randomUUID())).json<{ _id: string }>();

    for (const [method, path] of [
      ['POST', url],
      ['GET', `/adlauncher/batches/${_id}`],
      ['POST', `/adlauncher/batches/${_id}/retry`],
      ['GET', `/adlauncher/ad-accounts/${account.id}/ads`],
      ['GET', `/adlauncher/ad-accounts/${account.id}/adsets`],
      ['GET', `/adlauncher/ad-accounts/${account.id}/creatives`],
    ] as const) {
      const outsider = await call(
        method,
        path,
        team.outsider.token,
        method === 'POST' ? body : undefined,
        randomUUID(),
      );
      expect(outsider.statusCode, `${method} ${path}`).toBe(404);
      const guest = await call(
        method,
        path,
        team.guest.token,
        method === 'POST' ? body : undefined,
        randomUUID(),
      );
      expect(guest.statusCode, `${method} ${path}`).toBe(403);
      const collaborator = await call(
        method,
        path,
        team.collaborator.token,
        method === 'POST' ? body : undefined,
        randomUUID(),
      );
      expect(collaborator.statusCode, `${method} ${path}`).toBe(403);
      expect(messageOf(collaborator)).toBe("You don't have access to launch on this ad account");
    }
    expect(await sandboxAdsOf(team.workspace.id)).toHaveLength(1);

    // Given the account, the collaborator launches.
    const given = await insertLauncherAccount(t, {
      workspace: team.workspace,
      externalId: 'sbx_meta_eu',
      userIds: [team.collaborator.user.id],
    });
    const launched = await call(
      'POST',
      `/adlauncher/ad-accounts/${given.id}/batches`,
      team.collaborator.token,
      body,
      randomUUID(),
    );
    expect(launched.statusCode).toBe(200);
  });

  it('finishes a batch whose worker was killed mid-way with no duplicate ad', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const files = await insertImages(t, team.workspace, 3);
    const batchId = await queuedBatch(
      account,
      files.map((file) => file.id),
    );
    const real = platformOf(t.context, account);
    let created = 0;
    let uploads = 0;
    const killer = wrapPlatform(real, {
      uploadImage: async (target, media) => {
        uploads += 1;
        return real.uploadImage(target, media);
      },
      createAd: async (target, spec, key) => {
        const ad = await real.createAd(target, spec, key);
        created += 1;
        // The process dies after the platform made the ad and before its id was saved.
        if (created === 3) throw new Error('SIGKILL');
        return ad;
      },
    });
    await expect(runLaunchBatch(t.context, { batchId }, { platform: killer })).rejects.toThrow('SIGKILL');
    expect(await sandboxAdsOf(team.workspace.id)).toHaveLength(3);
    // Three ads of two files: each file was sent once.
    expect(uploads).toBe(2);

    // The lease ends and the queue hands the job to a worker again.
    const handler = t.context.jobHandlers.find('launcher.launch-batch');
    await handler!.handle(t.context, { orgId: team.org.id, batchId });
    const batch = (await call('GET', `/adlauncher/batches/${batchId}`, team.admin.token)).json<LaunchBatch>();
    expect(batch.status).toBe('done');
    const stored = await sandboxAdsOf(team.workspace.id);
    expect(stored).toHaveLength(6);
    expect(new Set(stored.map((ad) => ad.id))).toEqual(new Set(batch.ads.map((ad) => ad.platformAdId)));
  });

  it("fails an ad with the platform's words, waits out a throttle, and retries only what failed", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const files = await insertImages(t, team.workspace, 2);
    const batchId = await queuedBatch(
      account,
      files.map((file) => file.id),
      1,
    );
    const real = platformOf(t.context, account);
    const waits: number[] = [];
    let throttled = false;
    const flaky = wrapPlatform(real, {
      createCreative: async (target, spec, key) => {
        if (!throttled) {
          throttled = true;
          throw new LaunchPlatformError({
            error: { message: 'User request limit reached', code: 17 },
            transient: true,
            retryAfterMs: 30_000,
          });
        }
        if (key.endsWith(':1:creative')) {
          throw new LaunchPlatformError({
            error: {
              title: 'Invalid parameter',
              message: 'The link in your ad is not reachable',
              code: 100,
              subcode: 1487,
              traceId: 'AbCdEf123',
            },
            transient: false,
          });
        }
        return real.createCreative(target, spec, key);
      },
    });
    const run = await runLaunchBatch(
      t.context,
      { batchId },
      { platform: flaky, sleep: async (ms) => void waits.push(ms) },
    );
    expect(run?.status).toBe('partial');
    expect(waits).toEqual([30_000]);
    const partial = (
      await call('GET', `/adlauncher/batches/${batchId}`, team.admin.token)
    ).json<LaunchBatch>();
    expect(partial.ads.map((ad) => ad.status)).toEqual(['created', 'failed']);
    expect(partial.ads[1]?.error).toEqual({
      title: 'Invalid parameter',
      message: 'The link in your ad is not reachable',
      code: 100,
      subcode: 1487,
      traceId: 'AbCdEf123',
    });

    const retried = await call('POST', `/adlauncher/batches/${batchId}/retry`, team.admin.token);
    expect(retried.statusCode).toBe(200);
    const done = (await call('GET', `/adlauncher/batches/${batchId}`, team.admin.token)).json<LaunchBatch>();
    expect(done.status).toBe('done');
    expect(await sandboxAdsOf(team.workspace.id)).toHaveLength(2);
    const again = await call('POST', `/adlauncher/batches/${batchId}/retry`, team.admin.token);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe('Nothing failed in this batch');
  });

  it('flags an ad whose enhancements the platform turned on against the account’s choice', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const files = await insertImages(t, team.workspace, 2);
    await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      {
        ads: adsOf(
          files.map((file) => file.id),
          1,
        ),
      },
      randomUUID(),
    );
    const [first] = await t.context.database.db
      .select()
      .from(sandboxLaunchedCreatives)
      .where(eq(sandboxLaunchedCreatives.workspaceId, team.workspace.id))
      .limit(1);
    await t.context.database.db
      .update(sandboxLaunchedCreatives)
      .set({
        spec: sql`jsonb_set(${sandboxLaunchedCreatives.spec}, '{enhancements,image_touchups}', '"OPT_IN"')`,
      })
      .where(eq(sandboxLaunchedCreatives.id, first!.id));
    await checkEnhancements(t.context);
    const launched = (await call('GET', `/adlauncher/ad-accounts/${account.id}/ads`, team.admin.token)).json<{
      data: { platformAdId: string; driftedEnhancements: string[] }[];
    }>().data;
    const [drifted] = await t.context.database.db
      .select({ id: sandboxLaunchedAds.id })
      .from(sandboxLaunchedAds)
      .where(
        and(
          eq(sandboxLaunchedAds.workspaceId, team.workspace.id),
          eq(sandboxLaunchedAds.creativeId, first!.id),
        ),
      );
    expect(launched.map((ad) => [ad.platformAdId === drifted!.id, ad.driftedEnhancements]).sort()).toEqual([
      [false, []],
      [true, ['image_touchups']],
    ]);
    const rows = await t.context.database.db
      .select({ checkedAt: launcherBatchAds.checkedAt })
      .from(launcherBatchAds)
      .where(eq(launcherBatchAds.workspaceId, team.workspace.id));
    expect(rows.every((row) => row.checkedAt !== null)).toBe(true);
  });

  it('shows launched ads in Analytics after the next sync, in the launching workspace only', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const files = await insertImages(t, team.workspace, 1);
    const { _id } = (
      await call(
        'POST',
        `/adlauncher/ad-accounts/${account.id}/batches`,
        team.admin.token,
        {
          ads: adsOf(
            files.map((file) => file.id),
            2,
          ),
        },
        randomUUID(),
      )
    ).json<{ _id: string }>();
    const batch = (await call('GET', `/adlauncher/batches/${_id}`, team.admin.token)).json<LaunchBatch>();
    const launchedIds = batch.ads.map((ad) => ad.platformAdId!);

    const onboard = (workspaceId: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/reports/api/v1/ad-accounts/onboard',
        headers: { authorization: `Bearer ${token}` },
        payload: { workspaceId, platform: 'sandbox', accountIds: ['sbx_meta_us'] },
      });
    expect((await onboard(team.workspace.id, team.admin.token)).statusCode).toBe(200);
    expect((await onboard(team.otherWorkspace.id, team.outsider.token)).statusCode).toBe(200);

    const adsIn = async (workspaceId: string) => {
      const [analytics] = await t.context.database.db
        .select()
        .from(adAccounts)
        .where(and(eq(adAccounts.workspaceId, workspaceId), eq(adAccounts.externalId, 'sbx_meta_us')));
      return t.context.database.db.select().from(ads).where(eq(ads.adAccountId, analytics!.id));
    };
    const mine = (await adsIn(team.workspace.id)).filter((ad) => launchedIds.includes(ad.externalId));
    expect(mine.map((ad) => [ad.name, ad.status, ad.adsetName]).sort()).toEqual(
      batch.ads.map((ad) => [ad.name, 'PAUSED', 'Spring test | US']).sort(),
    );
    // Each shows the file it was launched from: a signed URL of that version's thumbnail, as the Creative Hub's.
    const version = files[0]!.versions.at(-1)!;
    for (const ad of mine) {
      expect(ad.thumbnailUrl).toMatch(
        new RegExp(`^/api/v1/assets/media/${version.id}/thumbnail\\?exp=\\d+&sig=[\\w-]+$`),
      );
    }
    const picture = await t.app.inject({ method: 'GET', url: mine[0]!.thumbnailUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toBe(`bytes of ${version.thumbnailKey}`);
    const drawer = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/ad-accounts/${mine[0]!.adAccountId}/ads/${mine[0]!.externalId}/preview`,
      headers: { authorization: `Bearer ${team.admin.token}` },
    });
    expect(drawer.statusCode).toBe(200);
    expect(drawer.json<{ thumbnailUrl: string; imageUrl: string }>()).toMatchObject({
      thumbnailUrl: mine[0]!.thumbnailUrl,
      imageUrl: mine[0]!.thumbnailUrl,
    });
    const [figures] = await rawRows<{ days: number; spend: number }>(
      t.context.database.db,
      sql`SELECT count(*)::int AS days, coalesce(sum(spend), 0)::float8 AS spend FROM meta_ad_insights
          WHERE ad_id IN (${sql.join(
            mine.map((ad) => sql`${ad.id}`),
            sql`, `,
          )})`,
    );
    expect(figures!.days).toBeGreaterThanOrEqual(2);
    expect(figures!.spend).toBeGreaterThan(0);
    // The report of the launching workspace lists them; the other workspace's report of the same account doesn't.
    const reportedNames = async (workspaceId: string, token: string) => {
      const [analytics] = await t.context.database.db
        .select({ id: adAccounts.id })
        .from(adAccounts)
        .where(and(eq(adAccounts.workspaceId, workspaceId), eq(adAccounts.externalId, 'sbx_meta_us')));
      const report = await t.app.inject({
        method: 'POST',
        url: '/reports/api/v1/reports/query',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          adAccountId: analytics!.id,
          datePreset: 'today',
          groupAdsBy: 'ad_name',
          metrics: ['spend'],
          limit: 200,
        },
      });
      expect(report.statusCode).toBe(200);
      return report.json<{ data: { groupLabel: string }[] }>().data.map((row) => row.groupLabel);
    };
    const names = batch.ads.map((ad) => ad.name);
    expect(await reportedNames(team.workspace.id, team.admin.token)).toEqual(expect.arrayContaining(names));
    const elsewhere = await reportedNames(team.otherWorkspace.id, team.outsider.token);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((name) => names.includes(name))).toEqual([]);
    const theirs = await adsIn(team.otherWorkspace.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((ad) => launchedIds.includes(ad.externalId))).toEqual([]);
    expect(theirs.filter((ad) => ad.thumbnailUrl?.includes(version.id))).toEqual([]);
  }, 120_000);
});
