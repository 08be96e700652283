import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAd, insertBrand, insertCategory } from '../discover/test-support/discover-rows.ts';
import { shareLinks, shareLinkViews } from './tables.ts';
import { insertFile } from './test-support-drive-rows.ts';
import { discoverAds, discoverBrandFavourites } from '../discover/tables.ts';

type Method = 'GET' | 'POST' | 'PUT';
type Json = Record<string, unknown>;
const base = '/api/v1';
const DENIED = "You don't have permission to do this. Please contact your admin.";
const NOTHING_NAMED = 'Please choose one ad or one brand to share';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe('share links to Discover ads and brands', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let brand: Awaited<ReturnType<typeof insertBrand>>;
  let quietBrand: Awaited<ReturnType<typeof insertBrand>>;
  let ad: Awaited<ReturnType<typeof insertAd>>;
  /** The brand's ads from oldest to newest start. */
  let brandAds: Array<Awaited<ReturnType<typeof insertAd>>>;
  let file: Awaited<ReturnType<typeof insertFile>>;
  /** A second workspace of the same organisation. */
  let sibling: { id: string };
  /** A collaborator whose grant has the Creative Hub but not Inspiration. */
  let driveOnly: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const category = await insertCategory(t, { name: 'Apparel' });
    brand = await insertBrand(t, {
      name: 'Northwind Outfitters',
      categoryId: category.id,
      industry: 'Fashion',
      website: 'https://northwind.example',
      logoKey: 'discover/logos/northwind.png',
    });
    quietBrand = await insertBrand(t, { name: 'Quiet Co' });
    ad = await insertAd(t, {
      brand,
      body: 'Trail shoes that last all season.',
      title: 'Built for the long run',
      format: 'video',
      publisherPlatforms: ['facebook', 'instagram'],
      ctaType: 'shop_now',
      startDate: '2025-03-01',
      endDate: '2025-04-10',
      runningDays: 41,
      assets: [
        {
          type: 'video',
          key: 'discover/ads/trail.mp4',
          thumbnailKey: 'discover/ads/trail.jpg',
          width: 1080,
          height: 1920,
          durationMs: 15_000,
        },
      ],
    });
    brandAds = [ad];
    for (const day of ['2025-05-01', '2025-06-01', '2025-07-01']) {
      brandAds.push(await insertAd(t, { brand, startDate: day, body: `Summer drop ${day}` }));
    }
    file = await insertFile(t, { workspace: team.workspace, folderId: null, name: 'hero' });
    sibling = await createWorkspace(t, team.org, 'Second brand');
    const dana = await createUser(t, { firstName: 'Dana' });
    await addMember(t, {
      org: team.org,
      user: dana,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['drive'] }],
    });
    driveOnly = { token: (await signIn(t, dana)).token };
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });

  const shareDiscover = (token: string | undefined, payload: object) =>
    call('POST', '/assets/share-link?discover=true', token, payload);

  async function shareLink(target: { discoverAdId?: string; brandId?: string }, options: Json = {}) {
    const response = await shareDiscover(team.admin.token, {
      workspaceId: team.workspace.id,
      ...target,
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

  const open = (linkId: string, payload: Json = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `${base}/public/share/${linkId}/access`, payload, remoteAddress });

  async function tokenFor(linkId: string, payload: Json = {}): Promise<string> {
    const response = await open(linkId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }

  const view = (path: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/public/share/${path}`,
      headers: token ? { 'x-share-token': token } : {},
    });

  describe('members create, list and change them', () => {
    it('shares an ad from a workspace: a link of the workspace, with no versions or comments whatever is asked', async () => {
      const response = await shareDiscover(team.collaborator.token, {
        workspaceId: team.workspace.id,
        discoverAdId: ad.id,
        description: 'For the client',
        options: { downloadable: true, canComment: true, accessFileVersions: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await linkRow(response.json<{ shareLinkId: string }>().shareLinkId);
      expect(row).toMatchObject({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        assetType: 'discover',
        assetId: ad.id,
        description: 'For the client',
        options: { downloadable: true, canComment: false, accessFileVersions: false, enabled: true },
        passwordHash: null,
        createdByUserId: team.collaborator.user.id,
      });
    });

    it('shares a brand, with a password', async () => {
      const linkId = await shareLink({ brandId: brand.id }, { password: 'brand-review-1' });
      const row = await linkRow(linkId);
      expect(row).toMatchObject({
        assetType: 'discover_brand',
        assetId: brand.id,
        workspaceId: team.workspace.id,
      });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses bad input with a clear message and creates nothing', async () => {
      const ws = team.workspace.id;
      const admin = team.admin.token;
      await expectRefused([
        [
          () => shareDiscover(admin, { workspaceId: ws, discoverAdId: ad.id, brandId: brand.id }),
          400,
          NOTHING_NAMED,
        ],
        [() => shareDiscover(admin, { workspaceId: ws }), 400, NOTHING_NAMED],
        [() => shareDiscover(admin, { workspaceId: ws, fileId: file.id }), 400, NOTHING_NAMED],
        [
          () => shareDiscover(admin, { workspaceId: ws, discoverAdId: ad.id, fileId: file.id }),
          400,
          NOTHING_NAMED,
        ],
        [() => shareDiscover(admin, { discoverAdId: ad.id }), 400, 'workspaceId is required'],
        [
          () => call('POST', '/assets/share-link', admin, { workspaceId: ws, discoverAdId: ad.id }),
          400,
          'A Discover ad or brand is shared with discover=true',
        ],
        [
          () =>
            call('POST', '/assets/share-link?discover=maybe', admin, {
              workspaceId: ws,
              fileId: file.id,
            }),
          400,
          'discover must be true or false',
        ],
        [
          () => shareDiscover(admin, { workspaceId: ws, discoverAdId: ad.id, options: { password: 'abc' } }),
          400,
          'Password must be at least 6 characters long',
        ],
        // Unknown, malformed, and an id of the other kind.
        [
          () =>
            shareDiscover(admin, { workspaceId: ws, discoverAdId: '00000000-0000-4000-8000-000000000000' }),
          404,
          'Ad not found',
        ],
        [() => shareDiscover(admin, { workspaceId: ws, discoverAdId: 'not-an-id' }), 404, 'Ad not found'],
        [() => shareDiscover(admin, { workspaceId: ws, discoverAdId: brand.id }), 404, 'Ad not found'],
        [() => shareDiscover(admin, { workspaceId: ws, brandId: ad.id }), 404, 'Brand not found'],
        [() => shareDiscover(admin, { workspaceId: 'not-an-id', brandId: brand.id }), 404],
      ]);
    });

    it('refuses a guest, a member without Inspiration, the signed-out, and anyone outside the organisation', async () => {
      const ws = team.workspace.id;
      await expectRefused([
        [() => shareDiscover(team.guest.token, { workspaceId: ws, discoverAdId: ad.id }), 403, DENIED],
        [() => shareDiscover(team.guest.token, { workspaceId: ws, brandId: brand.id }), 403, DENIED],
        [() => shareDiscover(driveOnly.token, { workspaceId: ws, discoverAdId: ad.id }), 403, DENIED],
        [() => shareDiscover(undefined, { workspaceId: ws, discoverAdId: ad.id }), 401],
        // Another organisation's member naming this workspace, and a member naming another organisation's.
        [() => shareDiscover(team.outsider.token, { workspaceId: ws, discoverAdId: ad.id }), 404],
        [
          () => shareDiscover(team.admin.token, { workspaceId: team.otherWorkspace.id, discoverAdId: ad.id }),
          404,
        ],
      ]);
    });

    it("lists a workspace's links to an ad, newest first, and none of another workspace's", async () => {
      const first = await shareLink({ discoverAdId: ad.id }, { password: 'listed-pass-1' });
      const second = await shareLink({ discoverAdId: ad.id });
      const siblingLink = await shareDiscover(team.admin.token, {
        workspaceId: sibling.id,
        discoverAdId: ad.id,
      });
      expect(siblingLink.statusCode).toBe(200);
      await shareLink({ brandId: brand.id });

      const list = (token: string | undefined, query: string) =>
        call('GET', `/assets/share-link?${query}`, token);
      const response = await list(
        team.collaborator.token,
        `assetType=discover&assetId=${ad.id}&workspaceId=${team.workspace.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { links } = response.json<{ links: Json[] }>();
      const ids = links.map((link) => link._id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids).not.toContain(siblingLink.json<{ shareLinkId: string }>().shareLinkId);
      expect(links.every((link) => link.assetType === 'discover' && link.assetId === ad.id)).toBe(true);
      expect(links.every((link) => link.workspaceId === team.workspace.id)).toBe(true);
      expect(links.find((link) => link._id === first)).toMatchObject({
        options: { passwordProtected: true, canComment: false, accessFileVersions: false },
        state: 'active',
        createdByName: 'Ada Lovelace',
        viewCount: 0,
        // Its creator or an admin may change it; another collaborator only sees it.
        allowedActions: [],
      });
      expect(JSON.stringify(links)).not.toMatch(/argon2|listed-pass-1/);

      const asAdmin = await list(
        team.admin.token,
        `assetType=discover&assetId=${ad.id}&workspaceId=${team.workspace.id}`,
      );
      expect(
        asAdmin.json<{ links: Json[] }>().links.find((link) => link._id === first)?.allowedActions,
      ).toEqual(['shareLink.update']);

      const brandLinks = await list(
        team.admin.token,
        `assetType=discover_brand&assetId=${brand.id}&workspaceId=${team.workspace.id}`,
      );
      expect(brandLinks.json<{ links: Json[] }>().links.length).toBeGreaterThan(0);
      expect(
        brandLinks.json<{ links: Json[] }>().links.every((link) => link.assetType === 'discover_brand'),
      ).toBe(true);

      const adQuery = `assetType=discover&assetId=${ad.id}&workspaceId=${team.workspace.id}`;
      const missingWorkspace = await list(team.admin.token, `assetType=discover&assetId=${ad.id}`);
      expect(missingWorkspace.statusCode).toBe(400);
      expect(messageOf(missingWorkspace)).toBe('workspaceId is required');
      expect((await list(team.guest.token, adQuery)).statusCode).toBe(403);
      expect((await list(driveOnly.token, adQuery)).statusCode).toBe(403);
      expect((await list(team.outsider.token, adQuery)).statusCode).toBe(404);
      expect((await list(undefined, adQuery)).statusCode).toBe(401);
      const unknown = await list(
        team.admin.token,
        `assetType=discover_brand&assetId=${ad.id}&workspaceId=${team.workspace.id}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(messageOf(unknown)).toBe('Brand not found');
    });

    it('changes and turns off a link through the same path, never giving it comments or versions', async () => {
      const linkId = await shareLink({ discoverAdId: ad.id });
      const update = (token: string, options: Json) =>
        call('PUT', `/assets/share-link/${linkId}`, token, { options });
      const changed = await update(team.admin.token, {
        enabled: false,
        downloadable: true,
        canComment: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        assetType: 'discover',
        state: 'disabled',
        options: { enabled: false, downloadable: true, canComment: false, accessFileVersions: false },
      });
      await expectRefused([
        [() => update(team.guest.token, { enabled: true }), 403],
        [() => update(team.outsider.token, { enabled: true }), 404],
        [() => update(driveOnly.token, { enabled: true }), 403],
      ]);
    });
  });

  describe('the public page', () => {
    it('says whether a link opens and asks for its password, before any token', async () => {
      const linkId = await shareLink({ discoverAdId: ad.id }, { password: 'gate-pass-1' });
      const state = await view(`${linkId}/state`);
      expect(state.json()).toEqual({
        _id: linkId,
        assetType: 'discover',
        state: 'active',
        message: null,
        passwordProtected: true,
        expireAt: null,
      });
      expect(JSON.stringify(state.json())).not.toContain(ad.id);
    });

    it('opens an ad behind its password, and shows the ad read-only', async () => {
      const linkId = await shareLink(
        { discoverAdId: ad.id },
        { password: 'gate-pass-2', downloadable: true },
      );
      const missing = await open(linkId);
      expect(missing.statusCode).toBe(401);
      expect(messageOf(missing)).toBe('Please enter the password to open this link');
      const wrong = await open(linkId, { password: 'Gate-pass-2' });
      expect(wrong.statusCode).toBe(401);
      expect(messageOf(wrong)).toBe('The password is incorrect');
      const granted = await open(linkId, { password: 'gate-pass-2' });
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toMatchObject({
        assetType: 'discover',
        assetId: ad.id,
        allowedActions: ['download'],
        accessFileVersions: false,
      });
      const token = granted.json<{ accessToken: string }>().accessToken;

      expect((await view(linkId)).statusCode).toBe(401);
      const content = await view(linkId, token);
      expect(content.statusCode, content.body).toBe(200);
      expect(content.json()).toMatchObject({
        assetType: 'discover',
        kind: 'discover_ad',
        ad: {
          _id: ad.id,
          brand: {
            _id: brand.id,
            name: 'Northwind Outfitters',
            logoURL: '/api/v1/discover/media/discover/logos/northwind.png',
          },
          format: 'video',
          body: 'Trail shoes that last all season.',
          title: 'Built for the long run',
          ctaType: 'shop_now',
          ctaText: 'Shop Now',
          publisherPlatforms: ['facebook', 'instagram'],
          startDate: '2025-03-01',
          endDate: '2025-04-10',
          runningDays: 41,
          assets: [
            {
              type: 'video',
              url: '/api/v1/discover/media/discover/ads/trail.mp4',
              thumbnailURL: '/api/v1/discover/media/discover/ads/trail.jpg',
              durationMs: 15_000,
            },
          ],
        },
      });
    });

    it("shows a brand with its numbers and its ads newest first, a page at a time, and nobody's favourite", async () => {
      await t.context.database.db
        .insert(discoverBrandFavourites)
        .values({ userId: team.admin.user.id, brandId: brand.id });
      const linkId = await shareLink({ brandId: brand.id });
      const token = await tokenFor(linkId);
      const first = await view(`${linkId}?limit=2`, token);
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json<{ brand: Json; ads: Array<{ _id: string }> } & Json>();
      expect(body).toMatchObject({
        assetType: 'discover_brand',
        kind: 'discover_brand',
        total: 4,
        brand: {
          _id: brand.id,
          name: 'Northwind Outfitters',
          category: { name: 'Apparel' },
          industry: 'Fashion',
          adCount: 4,
          isFavourite: false,
          firstAdDate: '2025-03-01',
          latestAdDate: '2025-07-01',
        },
      });
      const newestFirst = [...brandAds].reverse().map((row) => row.id);
      expect(body.ads.map((row) => row._id)).toEqual(newestFirst.slice(0, 2));
      const second = await view(`${linkId}?limit=2&page=2`, token);
      expect(second.json<{ ads: Array<{ _id: string }> }>().ads.map((row) => row._id)).toEqual(
        newestFirst.slice(2),
      );

      const empty = await shareLink({ brandId: quietBrand.id });
      const quiet = await view(empty, await tokenFor(empty));
      expect(quiet.json()).toMatchObject({
        kind: 'discover_brand',
        ads: [],
        total: 0,
        brand: { adCount: 0 },
      });
    });

    it('keeps the Creative Hub answer as it was: no `kind`', async () => {
      const response = await call('POST', '/assets/share-link', team.admin.token, {
        workspaceId: team.workspace.id,
        fileId: file.id,
      });
      const linkId = response.json<{ shareLinkId: string }>().shareLinkId;
      const content = await view(linkId, await tokenFor(linkId));
      expect(content.statusCode).toBe(200);
      expect(content.json()).toMatchObject({ assetType: 'file', file: { _id: file.id } });
      expect(content.json()).not.toHaveProperty('kind');
    });

    it('refuses an expired or turned-off link, and stops the tokens it handed out', async () => {
      const linkId = await shareLink({ discoverAdId: ad.id });
      const token = await tokenFor(linkId);
      expect((await view(linkId, token)).statusCode).toBe(200);
      await call('PUT', `/assets/share-link/${linkId}`, team.admin.token, { options: { enabled: false } });
      expect((await view(`${linkId}/state`)).json()).toMatchObject({
        state: 'disabled',
        message: 'This link is no longer available',
      });
      const off = await view(linkId, token);
      expect(off.statusCode).toBe(403);
      expect(messageOf(off)).toBe('This link is no longer available');
      expect((await open(linkId)).statusCode).toBe(403);

      const expiring = await shareLink({ brandId: brand.id });
      const expiringToken = await tokenFor(expiring);
      await t.context.database.db
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, expiring));
      expect((await view(`${expiring}/state`)).json()).toMatchObject({
        state: 'expired',
        message: 'This link has expired',
      });
      const late = await view(expiring, expiringToken);
      expect(late.statusCode).toBe(403);
      expect(messageOf(late)).toBe('This link has expired');
      const lateOpen = await open(expiring);
      expect(lateOpen.statusCode).toBe(403);
      expect(messageOf(lateOpen)).toBe('This link has expired');
    });

    it("lets a link's token open that link only, and no other link's token open it", async () => {
      const adLink = await shareLink({ discoverAdId: ad.id });
      const brandLink = await shareLink({ brandId: brand.id });
      const driveResponse = await call('POST', '/assets/share-link', team.admin.token, {
        workspaceId: team.workspace.id,
        fileId: file.id,
      });
      const driveLink = driveResponse.json<{ shareLinkId: string }>().shareLinkId;
      const adToken = await tokenFor(adLink);
      const brandToken = await tokenFor(brandLink);
      const driveToken = await tokenFor(driveLink);

      expect((await view(brandLink, adToken)).statusCode).toBe(404);
      expect((await view(adLink, brandToken)).statusCode).toBe(404);
      expect((await view(driveLink, adToken)).statusCode).toBe(404);
      expect((await view(`${driveLink}/file/${file.id}`, adToken)).statusCode).toBe(404);
      expect((await view(adLink, driveToken)).statusCode).toBe(404);
      // An ad's token reaches no Creative Hub file, even through its own link's path.
      expect((await view(`${adLink}/file/${file.id}`, adToken)).statusCode).toBe(404);
      expect((await view(`${adLink}/file/${file.id}/download`, adToken)).statusCode).toBe(404);
      // A member's token is no viewer's token.
      expect((await view(adLink, team.admin.token)).statusCode).toBe(401);
      expect((await view(adLink, adToken)).statusCode).toBe(200);
    });

    it('counts views, one per viewer in a few minutes, in the share dialog’s numbers', async () => {
      const linkId = await shareLink({ discoverAdId: ad.id });
      const robin = await tokenFor(linkId, { viewerName: 'Robin' });
      const anonymous = await tokenFor(linkId);
      await view(linkId, robin);
      await view(linkId, robin);
      await view(linkId, anonymous);
      const rows = await t.context.database.db
        .select()
        .from(shareLinkViews)
        .where(eq(shareLinkViews.linkId, linkId));
      expect(rows).toHaveLength(2);
      const summary = await call('GET', `/assets/share-link/${linkId}/views`, team.collaborator.token);
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({
        total: 2,
        uniqueViewers: 1,
        anonymousViews: 1,
        byFile: [{ fileId: null, fileName: null, count: 2 }],
      });
      expect((await call('GET', `/assets/share-link/${linkId}/views`, team.guest.token)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/assets/share-link/${linkId}/views`, team.outsider.token)).statusCode).toBe(
        404,
      );
    });

    it('answers 404 once the shared ad has left the library', async () => {
      const gone = await insertAd(t, { brand: quietBrand });
      const linkId = await shareLink({ discoverAdId: gone.id });
      const token = await tokenFor(linkId);
      await t.context.database.db.delete(discoverAds).where(eq(discoverAds.id, gone.id));
      expect((await view(`${linkId}/state`)).statusCode).toBe(404);
      expect((await open(linkId)).statusCode).toBe(404);
      expect((await view(linkId, token)).statusCode).toBe(404);
    });
  });
});
