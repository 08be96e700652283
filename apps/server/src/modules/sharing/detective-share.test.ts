import type { DetectiveAnalyticsResponse, TrackBrandResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { shareLinks, shareLinkViews } from './tables.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;
const base = '/api/v1';
const DENIED = "You don't have permission to do this. Please contact your admin.";
const NOTHING_NAMED = 'Please choose one tracked brand to share';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe("share links to a tracked brand's dashboard", () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let brand: Awaited<ReturnType<typeof insertBrand>>;
  let tracker: TrackBrandResponse;
  /** The brand's ad that started on March 2, and another brand's. */
  let brandAd: Awaited<ReturnType<typeof insertAd>>;
  let otherAd: Awaited<ReturnType<typeof insertAd>>;
  /** A second workspace of the same organisation. */
  let sibling: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    team = await createTeam(t);
    sibling = await createWorkspace(t, team.org, 'Second brand');
    brand = await insertBrand(t, {
      name: 'Stride Running',
      website: 'https://stride.example',
      logoKey: 'discover/logos/stride.png',
    });
    brandAd = await insertAd(t, { brand, startDate: '2026-03-02', body: 'Run further. Free shipping.' });
    await insertAd(t, { brand, startDate: '2026-01-05' });
    await insertAd(t, { brand, startDate: '2025-12-01', endDate: '2026-02-01' });
    const other = await insertBrand(t, { name: 'Elsewhere' });
    otherAd = await insertAd(t, { brand: other, startDate: '2026-03-02' });
    const tracked = await call('POST', '/detective', team.admin.token, {
      workspaceId: team.workspace.id,
      brandId: brand.id,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    tracker = tracked.json<TrackBrandResponse>();
  });
  afterAll(() => t.close());

  function call(method: Method, url: string, token: string | undefined, payload?: object) {
    return t.app.inject({
      method,
      url: `${base}${url}`,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });
  }

  const shareDetective = (token: string | undefined, payload: object) =>
    call('POST', '/assets/share-link?detective=true', token, payload);

  async function shareLink(options: Json = {}, detectiveId = tracker._id): Promise<string> {
    const response = await shareDetective(team.admin.token, {
      workspaceId: team.workspace.id,
      detectiveId,
      options,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ shareLinkId: string }>().shareLinkId;
  }

  const snapshot = () => t.context.database.db.select().from(shareLinks).orderBy(shareLinks.id);

  /** Refused calls answer their status (and message) and change no link. */
  async function expectRefused(
    cases: Array<[() => Promise<LightMyRequestResponse>, number, string?]>,
  ): Promise<void> {
    const before = await snapshot();
    for (const [send, status, message] of cases) {
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(messageOf(response)).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  }

  const linkRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(shareLinks).where(eq(shareLinks.id, id));
    return row!;
  };

  const open = (app: TestApp, linkId: string, payload: Json = {}, remoteAddress = '127.0.0.1') =>
    app.app.inject({ method: 'POST', url: `${base}/public/share/${linkId}/access`, payload, remoteAddress });

  async function tokenFor(linkId: string, payload: Json = {}): Promise<string> {
    const response = await open(t, linkId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }

  const view = (path: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/public/share/${path}`,
      headers: token ? { 'x-share-token': token } : {},
    });

  describe('members create and list them', () => {
    it("shares a tracker's dashboard with a password: a link of its workspace, never with comments or versions", async () => {
      const response = await shareDetective(team.collaborator.token, {
        workspaceId: team.workspace.id,
        detectiveId: tracker._id,
        description: 'Stride, for the client',
        options: { password: 'dashboard-1', canComment: true, accessFileVersions: true, downloadable: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await linkRow(response.json<{ shareLinkId: string }>().shareLinkId);
      expect(row).toMatchObject({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        assetType: 'detective',
        assetId: tracker._id,
        description: 'Stride, for the client',
        options: { downloadable: true, canComment: false, accessFileVersions: false, enabled: true },
        createdByUserId: team.collaborator.user.id,
      });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses bad input with a clear message and creates nothing', async () => {
      const ws = team.workspace.id;
      const admin = team.admin.token;
      await expectRefused([
        [() => shareDetective(admin, { workspaceId: ws }), 400, NOTHING_NAMED],
        [() => shareDetective(admin, { workspaceId: ws, brandId: brand.id }), 400, NOTHING_NAMED],
        [
          () => shareDetective(admin, { workspaceId: ws, detectiveId: tracker._id, folderId: NO_SUCH_ID }),
          400,
          NOTHING_NAMED,
        ],
        [
          () => call('POST', '/assets/share-link', admin, { workspaceId: ws, detectiveId: tracker._id }),
          400,
          'A tracked brand is shared with detective=true',
        ],
        [
          () =>
            call('POST', '/assets/share-link?detective=true&discover=true', admin, {
              workspaceId: ws,
              detectiveId: tracker._id,
            }),
          400,
          NOTHING_NAMED,
        ],
        [
          () =>
            call('POST', '/assets/share-link?detective=yes', admin, { workspaceId: ws, fileId: NO_SUCH_ID }),
          400,
          'detective must be true or false',
        ],
        [() => shareDetective(admin, { detectiveId: tracker._id }), 400, 'workspaceId is required'],
        [
          () =>
            shareDetective(admin, {
              workspaceId: ws,
              detectiveId: tracker._id,
              options: { password: 'abc' },
            }),
          400,
          'Password must be at least 6 characters long',
        ],
        [
          () =>
            shareDetective(admin, {
              workspaceId: ws,
              detectiveId: tracker._id,
              options: { expireAt: '2020-01-01' },
            }),
          400,
          'The expiry date cannot be in the past',
        ],
        // Unknown, malformed, a brand's id for a tracker's, and the tracker named from another workspace.
        [() => shareDetective(admin, { workspaceId: ws, detectiveId: NO_SUCH_ID }), 404],
        [() => shareDetective(admin, { workspaceId: ws, detectiveId: 'not-an-id' }), 404],
        [() => shareDetective(admin, { workspaceId: ws, detectiveId: brand.id }), 404],
        [() => shareDetective(admin, { workspaceId: sibling.id, detectiveId: tracker._id }), 404],
      ]);
    });

    it('refuses a guest and the signed-out, and is a 404 to anyone outside the organisation', async () => {
      const ws = team.workspace.id;
      await expectRefused([
        [() => shareDetective(team.guest.token, { workspaceId: ws, detectiveId: tracker._id }), 403, DENIED],
        [() => shareDetective(undefined, { workspaceId: ws, detectiveId: tracker._id }), 401],
        [() => shareDetective(team.outsider.token, { workspaceId: ws, detectiveId: tracker._id }), 404],
        [
          () =>
            shareDetective(team.outsider.token, {
              workspaceId: team.otherWorkspace.id,
              detectiveId: tracker._id,
            }),
          404,
        ],
      ]);
    });

    it("lists a tracker's links newest first, to members who may share only", async () => {
      const first = await shareLink();
      const second = await shareLink({ password: 'listed-pass-1' });
      const list = (token: string) =>
        call('GET', `/assets/share-link?assetType=detective&assetId=${tracker._id}`, token);
      const listed = await list(team.admin.token);
      expect(listed.statusCode, listed.body).toBe(200);
      const ids = listed.json<{ links: Array<{ _id: string }> }>().links.map((link) => link._id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(listed.json<{ links: Json[] }>().links[0]).toMatchObject({
        assetType: 'detective',
        assetId: tracker._id,
        options: { passwordProtected: true, canComment: false },
        allowedActions: ['shareLink.update'],
      });
      expect((await list(team.guest.token)).statusCode).toBe(403);
      expect((await list(team.outsider.token)).statusCode).toBe(404);
    });
  });

  describe('the public page', () => {
    it('asks for the password before anything, then shows the brand and its dashboard read-only', async () => {
      const linkId = await shareLink({ password: 'gate-pass-1' });
      const state = await view(`${linkId}/state`);
      expect(state.json()).toEqual({
        _id: linkId,
        assetType: 'detective',
        state: 'active',
        message: null,
        passwordProtected: true,
        expireAt: null,
      });
      expect((await view(linkId)).statusCode).toBe(401);
      expect((await view(`${linkId}/detective-analytics`)).statusCode).toBe(401);
      const missing = await open(t, linkId);
      expect(missing.statusCode).toBe(401);
      expect(messageOf(missing)).toBe('Please enter the password to open this link');
      const wrong = await open(t, linkId, { password: 'Gate-pass-1' });
      expect(wrong.statusCode).toBe(401);
      expect(messageOf(wrong)).toBe('The password is incorrect');
      const token = await tokenFor(linkId, { password: 'gate-pass-1' });

      const content = await view(linkId, token);
      expect(content.statusCode, content.body).toBe(200);
      expect(content.json()).toEqual({
        assetType: 'detective',
        kind: 'detective_dashboard',
        brand: {
          _id: brand.id,
          name: 'Stride Running',
          logoURL: '/api/v1/discover/media/discover/logos/stride.png',
          website: 'https://stride.example',
        },
      });
      expect(content.body).not.toContain(team.workspace.id);

      // Each menu answers as the members' dashboard does.
      for (const menu of ['overview', 'creatives', 'copy', 'landing-pages', 'cadence'] as const) {
        const query = `?duration=30&menu=${menu}`;
        const shared = await view(`${linkId}/detective-analytics${query}`, token);
        expect(shared.statusCode, `${menu}: ${shared.body}`).toBe(200);
        const own = await call('GET', `/detective/${tracker._id}/analytics${query}`, team.guest.token);
        expect(shared.json<DetectiveAnalyticsResponse>()).toEqual(own.json());
      }
      const overview = (
        await view(`${linkId}/detective-analytics`, token)
      ).json<DetectiveAnalyticsResponse>();
      if (overview.menu !== 'overview') throw new Error(`expected the overview, got ${overview.menu}`);
      expect(overview.analytics.period).toEqual({ days: 365, from: '2025-03-11', to: '2026-03-10' });
      expect(overview.analytics.liveAds.total).toBe(3);

      const badMenu = await view(`${linkId}/detective-analytics?menu=hooks`, token);
      expect(badMenu.statusCode).toBe(400);
      expect(messageOf(badMenu)).toBe('Menu must be overview, creatives, copy, landing-pages or cadence');
      const badDuration = await view(`${linkId}/detective-analytics?duration=31`, token);
      expect(badDuration.statusCode).toBe(400);
    });

    it('opens the ads behind a figure, of the tracked brand only', async () => {
      const linkId = await shareLink();
      const token = await tokenFor(linkId);
      const ad = await view(`${linkId}/detective-ad/${brandAd.id}`, token);
      expect(ad.statusCode, ad.body).toBe(200);
      expect(ad.json()).toMatchObject({
        _id: brandAd.id,
        brand: { _id: brand.id, name: 'Stride Running' },
        body: 'Run further. Free shipping.',
      });
      expect((await view(`${linkId}/detective-ad/${brandAd.id}`)).statusCode).toBe(401);
      for (const adId of [otherAd.id, NO_SUCH_ID, 'not-an-id']) {
        const refused = await view(`${linkId}/detective-ad/${adId}`, token);
        expect(refused.statusCode, adId).toBe(404);
      }
    });

    it("opens a link without a password at once, counts its views, and lets its token open no other link's page", async () => {
      const linkId = await shareLink();
      const otherLink = await shareLink();
      const token = await tokenFor(linkId, { viewerName: 'Robin' });
      expect((await view(linkId, token)).statusCode).toBe(200);
      expect((await view(`${otherLink}/detective-analytics`, token)).statusCode).toBe(404);
      expect((await view(`${otherLink}/detective-ad/${brandAd.id}`, token)).statusCode).toBe(404);
      expect((await view(linkId, team.admin.token)).statusCode).toBe(401);
      const views = await t.context.database.db
        .select()
        .from(shareLinkViews)
        .where(eq(shareLinkViews.linkId, linkId));
      expect(views).toHaveLength(1);
    });

    it("reads no dashboard through another kind of link's token", async () => {
      const brandLink = await call('POST', '/assets/share-link?discover=true', team.admin.token, {
        workspaceId: team.workspace.id,
        brandId: brand.id,
      });
      const linkId = brandLink.json<{ shareLinkId: string }>().shareLinkId;
      const token = await tokenFor(linkId);
      expect((await view(`${linkId}/detective-analytics`, token)).statusCode).toBe(404);
      expect((await view(`${linkId}/detective-ad/${brandAd.id}`, token)).statusCode).toBe(404);
    });

    it('refuses a turned-off or expired link and stops the tokens it handed out', async () => {
      const linkId = await shareLink();
      const token = await tokenFor(linkId);
      const turnedOff = await call('PUT', `/assets/share-link/${linkId}`, team.admin.token, {
        options: { enabled: false },
      });
      expect(turnedOff.statusCode, turnedOff.body).toBe(200);
      expect((await view(`${linkId}/state`)).json()).toMatchObject({
        state: 'disabled',
        message: 'This link is no longer available',
      });
      const off = await view(`${linkId}/detective-analytics`, token);
      expect(off.statusCode).toBe(403);
      expect(messageOf(off)).toBe('This link is no longer available');
      expect((await open(t, linkId)).statusCode).toBe(403);

      const expiring = await shareLink();
      const expiringToken = await tokenFor(expiring);
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, expiring));
      expect((await view(`${expiring}/state`)).json()).toMatchObject({
        state: 'expired',
        message: 'This link has expired',
      });
      const late = await view(`${expiring}/detective-analytics`, expiringToken);
      expect(late.statusCode).toBe(403);
      expect(messageOf(late)).toBe('This link has expired');
      const lateOpen = await open(t, expiring);
      expect(lateOpen.statusCode).toBe(403);
      expect(messageOf(lateOpen)).toBe('This link has expired');
    });

    it('stops working (404) once the brand is no longer tracked, even when tracked again', async () => {
      const quiet = await insertBrand(t, { name: 'Quiet Co' });
      const tracked = await call('POST', '/detective', team.admin.token, {
        workspaceId: team.workspace.id,
        brandId: quiet.id,
      });
      const quietTracker = tracked.json<TrackBrandResponse>();
      const linkId = await shareLink({}, quietTracker._id);
      const token = await tokenFor(linkId);
      expect((await view(`${linkId}/detective-analytics`, token)).statusCode).toBe(200);

      const untracked = await call('DELETE', `/detective/${quietTracker._id}`, team.admin.token);
      expect(untracked.statusCode, untracked.body).toBe(200);
      await call('POST', '/detective', team.admin.token, {
        workspaceId: team.workspace.id,
        brandId: quiet.id,
      });
      expect((await view(`${linkId}/state`)).statusCode).toBe(404);
      expect((await open(t, linkId)).statusCode).toBe(404);
      expect((await view(linkId, token)).statusCode).toBe(404);
      expect((await view(`${linkId}/detective-analytics`, token)).statusCode).toBe(404);
      expect((await view(`${linkId}/detective-ad/${brandAd.id}`, token)).statusCode).toBe(404);
    });

    it('makes an address wait after wrong passwords', async () => {
      const linkId = await shareLink({ password: 'guess-me-not' });
      for (let i = 0; i < 6; i += 1) {
        expect((await open(t, linkId, { password: `wrong-${i}` }, '10.2.2.1')).statusCode).toBe(401);
      }
      const waiting = await open(t, linkId, { password: 'guess-me-not' }, '10.2.2.1');
      expect(waiting.statusCode).toBe(429);
      expect((await open(t, linkId, { password: 'guess-me-not' }, '10.2.2.2')).statusCode).toBe(200);
    });

    it("applies the public share routes' limit per address to opening a dashboard's link", async () => {
      const limited = await createTestApp({
        env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
        database: t.context.database,
      });
      try {
        const linkId = await shareLink();
        for (let i = 0; i < 3; i += 1) {
          expect((await open(limited, linkId, {}, '10.3.3.1')).statusCode).toBe(200);
        }
        const refused = await open(limited, linkId, {}, '10.3.3.1');
        expect(refused.statusCode).toBe(429);
        expect((await open(limited, linkId, {}, '10.3.3.2')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
