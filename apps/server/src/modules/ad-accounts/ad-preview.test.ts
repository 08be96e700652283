import type { AdPreview } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AdPlatformConnector } from './connectors/connector.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';
import { ads } from './tables.ts';

const base = '/reports/api/v1';

describe('GET ad-accounts/{adAccountId}/ads/{adId}/preview', () => {
  let t: TestApp;
  const sandbox = createSandboxConnector();
  // "Meta" here is the sandbox whose creative reads fail, as a platform that is down would.
  const failingMeta: AdPlatformConnector = {
    ...sandbox,
    adMedia: () => Promise.reject(new Error('Meta error 2: An unexpected error has occurred')),
  };
  beforeAll(async () => {
    t = await createTestApp({ services: { adPlatforms: { meta: failingMeta, tiktok: sandbox, sandbox } } });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${base}${url}`, headers: bearer(token) });

  async function onboard(
    team: Awaited<ReturnType<typeof createTeam>>,
    platform: 'sandbox' | 'meta',
    accountId: string,
  ): Promise<string> {
    if (platform === 'meta') {
      const connected = await t.app.inject({
        method: 'POST',
        url: `${base}/platforms/meta/connect`,
        headers: bearer(team.admin.token),
        payload: { workspaceId: team.workspace.id, accessToken: 'meta-token' },
      });
      expect(connected.statusCode).toBe(200);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/ad-accounts/onboard`,
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform, accountIds: [accountId] },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Array<{ _id: string }> }>().data[0]!._id;
  }

  const storedAd = async (adAccountId: string, creativeType: 'image' | 'video') => {
    const [ad] = await t.context.database.db
      .select()
      .from(ads)
      .where(and(eq(ads.adAccountId, adAccountId), eq(ads.creativeType, creativeType)))
      .limit(1);
    return ad!;
  };

  it("shows a sandbox ad's stored copy with its generated media, and a playable clip for videos", async () => {
    const team = await createTeam(t);
    const accountId = await onboard(team, 'sandbox', 'sbx_meta_us');
    const image = await storedAd(accountId, 'image');
    const response = await get(
      `/ad-accounts/${accountId}/ads/${image.externalId}/preview`,
      team.collaborator.token,
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<AdPreview>();
    expect(preview).toEqual({
      adId: image.externalId,
      name: image.name,
      status: image.status,
      creativeType: 'image',
      imageUrl: image.thumbnailUrl,
      videoUrl: null,
      thumbnailUrl: image.thumbnailUrl,
      copy: image.copy,
      headline: image.headline,
      landingPage: image.landingPage,
      callToAction: expect.any(String) as string,
      campaignName: image.campaignName,
      adsetName: image.adsetName,
      launchedAt: image.launchedAt,
      publisherPlatforms: image.publisherPlatforms,
      previewUrl: null,
    });
    expect(preview.thumbnailUrl).toMatch(/^\/reports\/api\/v1\/sandbox\/thumbnails\/.+\.svg$/);

    const video = await storedAd(accountId, 'video');
    const videoPreview = await get(
      `/ad-accounts/${accountId}/ads/${video.externalId}/preview`,
      team.admin.token,
    );
    expect(videoPreview.json<AdPreview>()).toMatchObject({
      creativeType: 'video',
      imageUrl: null,
      videoUrl: `/reports/api/v1/sandbox/videos/${video.creativeHash}.mp4`,
      thumbnailUrl: video.thumbnailUrl,
    });

    // The clip is rendered once from the picture with ffmpeg, then served from storage.
    const clipUrl = videoPreview.json<AdPreview>().videoUrl!;
    const clip = await t.app.inject({ method: 'GET', url: clipUrl });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect(clip.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const stored = await t.context.storage.get(`sandbox/videos/${video.creativeHash}.mp4`);
    expect(stored?.size).toBe(clip.rawPayload.length);
    const again = await t.app.inject({ method: 'GET', url: clipUrl });
    expect(again.rawPayload.equals(clip.rawPayload)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/reports/api/v1/sandbox/videos/bad!hash.mp4' })).statusCode,
    ).toBe(400);
  });

  it('makes clips only of sandbox video creatives, once however many ask at the same moment', async () => {
    const team = await createTeam(t);
    const accountId = await onboard(team, 'meta', 'sbx_meta_us');
    // A well-formed hash that no sandbox video ad carries: nothing is rendered, nothing stored.
    const made = await t.app.inject({
      method: 'GET',
      url: '/reports/api/v1/sandbox/videos/made-up-hash.mp4',
    });
    expect(made.statusCode).toBe(404);
    expect(await t.context.storage.get('sandbox/videos/made-up-hash.mp4')).toBeUndefined();
    const image = await storedAd(accountId, 'image');
    const imageClip = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/sandbox/videos/${image.creativeHash}.mp4`,
    });
    expect(imageClip.statusCode).toBe(404);

    const video = await storedAd(accountId, 'video');
    const url = `/reports/api/v1/sandbox/videos/${video.creativeHash}.mp4`;
    const key = `sandbox/videos/${video.creativeHash}.mp4`;
    await t.context.storage.delete(key);
    const put = vi.spyOn(t.context.storage, 'put');
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.length)).size).toBe(1);
    expect(put.mock.calls.filter(([written]) => written === key)).toHaveLength(1);
    put.mockRestore();
  });

  it('falls back on the stored thumbnail when the platform cannot give the media', async () => {
    const team = await createTeam(t);
    const accountId = await onboard(team, 'meta', 'sbx_meta_eu');
    const image = await storedAd(accountId, 'image');
    const response = await get(`/ad-accounts/${accountId}/ads/${image.externalId}/preview`, team.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdPreview>()).toMatchObject({
      adId: image.externalId,
      copy: image.copy,
      imageUrl: image.thumbnailUrl,
      thumbnailUrl: image.thumbnailUrl,
      videoUrl: null,
      callToAction: null,
      previewUrl: null,
    });
  });

  it("answers 404 for an unknown ad, another account's ad and another organisation's account; guests may read", async () => {
    const team = await createTeam(t);
    const accountId = await onboard(team, 'sandbox', 'sbx_meta_us');
    const otherTeam = await createTeam(t);
    const otherAccountId = await onboard(otherTeam, 'sandbox', 'sbx_tiktok_us');
    const ad = await storedAd(accountId, 'image');

    const unknown = await get(`/ad-accounts/${accountId}/ads/999999/preview`, team.admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Ad not found');
    // An ad of one account asked for through another account its caller may see is not found either.
    const elsewhere = await get(
      `/ad-accounts/${otherAccountId}/ads/${ad.externalId}/preview`,
      otherTeam.admin.token,
    );
    expect(elsewhere.statusCode).toBe(404);

    const url = `/ad-accounts/${accountId}/ads/${ad.externalId}/preview`;
    expect((await get(url, team.guest.token)).statusCode).toBe(200);
    expect((await get(url, team.outsider.token)).statusCode).toBe(404);
    expect((await get(url, otherTeam.admin.token)).statusCode).toBe(404);
    expect(
      (await get(`/ad-accounts/not-an-id/ads/${ad.externalId}/preview`, team.admin.token)).statusCode,
    ).toBe(404);
  });
});
