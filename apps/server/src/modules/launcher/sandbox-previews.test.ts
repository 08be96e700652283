import type { AccountCreative, LaunchAd } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertDriveFile, type InsertedDriveFile } from '../drive/test-support/drive-rows.ts';
import { launcherMedia } from './tables.ts';
import { adsOf, insertLauncherAccount, launchCaller, messageOf } from './test-support/launch-fixtures.ts';

/** The SVG behind a preview's `data:image/svg+xml;base64,…` address. */
const svgOf = (imageURL: string): string =>
  Buffer.from(imageURL.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

/** How a file's thumbnail sits in a preview: its stored bytes (test storage holds `bytes of <key>`). */
const embedded = (file: InsertedDriveFile): string =>
  `data:image/webp;base64,${Buffer.from(`bytes of ${file.versions.at(-1)!.thumbnailKey}`).toString('base64')}`;

describe("the sandbox's previews and creatives show the buyer's own Creative Hub file", () => {
  let t: TestApp;
  let call: ReturnType<typeof launchCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = launchCaller(t);
  });
  afterAll(() => t.close());

  const copyOf = (ad: LaunchAd) => ({ ...ad.copy, headline: 'Linen, reworked' });

  it('draws each placement with the file made for it, in its frame, with the copy', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const feed = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Linen 4x5.png',
      folderId: null,
    });
    const story = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Linen 9x16.mp4',
      folderId: null,
      kind: 'video',
    });
    const [ad] = adsOf([feed.id], 1);
    const response = await call('POST', `/adlauncher/ad-accounts/${account.id}/previews`, team.admin.token, {
      ad: {
        creatives: [
          { fileId: feed.id, placement: 'feeds' },
          { fileId: story.id, placement: 'stories_reels' },
        ],
        copy: copyOf(ad!),
      },
    });
    expect(response.statusCode).toBe(200);
    const previews = response.json<{ data: { placement: string; imageURL: string }[] }>().data;
    expect(previews.map((preview) => preview.placement)).toEqual(['FACEBOOK_FEED', 'INSTAGRAM_STORY']);
    const [feedSvg, storySvg] = previews.map((preview) => svgOf(preview.imageURL)) as [string, string];

    // The feed post holds the feed's image at its own 4:3 (640x480), the story the video's thumbnail at 9:16.
    expect(feedSvg).toContain(`<image href="${embedded(feed)}" x="0" y="150" width="400" height="300"`);
    expect(feedSvg).not.toContain(embedded(story));
    expect(storySvg).toContain(`<image href="${embedded(story)}" x="0" y="0" width="360" height="640"`);
    expect(storySvg).not.toContain(embedded(feed));
    // No generated picture any more: the only pictures are the files'.
    expect(feedSvg + storySvg).not.toContain('href="data:image/svg+xml');
    for (const svg of [feedSvg, storySvg]) {
      expect(svg).toContain('Soft cotton, made to last. Copy 1');
      expect(svg).toContain('Shop now');
      expect(svg).toContain('Northwind Apparel');
    }
    expect(feedSvg).toContain('Linen, reworked');
    expect(feedSvg).toContain('NORTHWIND.EXAMPLE');
  });

  it("says a file's preview is being made while its thumbnail is, rather than drawing another picture", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const file = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Fresh upload.png',
      folderId: null,
      processing: true,
    });
    const [ad] = adsOf([file.id], 1);
    const response = await call('POST', `/adlauncher/ad-accounts/${account.id}/previews`, team.admin.token, {
      ad: { creatives: ad!.creatives, copy: ad!.copy },
    });
    expect(response.statusCode).toBe(200);
    for (const preview of response.json<{ data: { imageURL: string }[] }>().data) {
      const svg = svgOf(preview.imageURL);
      expect(svg).toContain("The file's preview is being made");
      expect(svg).not.toContain('<image ');
    }
  });

  it("answers 404 for another organisation's file or account, 403 to a guest, and uploads nothing", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const rivalAccount = await insertLauncherAccount(t, { workspace: team.otherWorkspace });
    const mine = await insertDriveFile(t, { workspace: team.workspace, name: 'Mine.png', folderId: null });
    const theirs = await insertDriveFile(t, {
      workspace: team.otherWorkspace,
      name: 'Theirs.png',
      folderId: null,
    });
    const [ad] = adsOf([theirs.id], 1);
    const url = `/adlauncher/ad-accounts/${account.id}/previews`;

    const foreignFile = await call('POST', url, team.admin.token, {
      ad: { creatives: [{ fileId: theirs.id }], copy: ad!.copy },
    });
    expect(foreignFile.statusCode).toBe(404);
    expect(messageOf(foreignFile)).toBe('A chosen Creative Hub file was not found');
    const mixed = await call('POST', url, team.admin.token, {
      ad: {
        creatives: [
          { fileId: mine.id, placement: 'feeds' },
          { fileId: theirs.id, placement: 'stories_reels' },
        ],
        copy: ad!.copy,
      },
    });
    expect(mixed.statusCode).toBe(404);
    const foreignAccount = await call(
      'POST',
      `/adlauncher/ad-accounts/${rivalAccount.id}/previews`,
      team.admin.token,
      {
        ad: { creatives: [{ fileId: mine.id }], copy: ad!.copy },
      },
    );
    expect(foreignAccount.statusCode).toBe(404);
    const guest = await call('POST', url, team.guest.token, {
      ad: { creatives: [{ fileId: mine.id }], copy: ad!.copy },
    });
    expect(guest.statusCode).toBe(403);
    const uploaded = await t.context.database.db
      .select()
      .from(launcherMedia)
      .where(eq(launcherMedia.launcherAccountId, account.id));
    expect(uploaded).toEqual([]);
  });

  it("lists the account's creatives with a signed thumbnail of the version uploaded, and 404s another organisation", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const image = await insertDriveFile(t, { workspace: team.workspace, name: 'Still.png', folderId: null });
    const video = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Clip.mp4',
      folderId: null,
      kind: 'video',
      processing: true,
    });
    for (const file of [image, video]) {
      const [ad] = adsOf([file.id], 1);
      const preview = await call('POST', `/adlauncher/ad-accounts/${account.id}/previews`, team.admin.token, {
        ad: { creatives: ad!.creatives, copy: ad!.copy },
      });
      expect(preview.statusCode).toBe(200);
    }

    const url = `/adlauncher/ad-accounts/${account.id}/creatives`;
    const listed = await call('GET', url, team.admin.token);
    expect(listed.statusCode).toBe(200);
    const creatives = listed.json<{ data: AccountCreative[] }>().data;
    const byFile = new Map(creatives.map((creative) => [creative.fileId, creative]));
    const imageVersion = image.versions.at(-1)!;
    const videoVersion = video.versions.at(-1)!;
    expect(byFile.get(image.id)?.thumbnailUrl).toMatch(
      new RegExp(`^/api/v1/assets/media/${imageVersion.id}/thumbnail\\?exp=\\d+&sig=[\\w-]+$`),
    );
    // A video whose thumbnail isn't made yet shows its poster frame.
    expect(byFile.get(video.id)?.thumbnailUrl).toMatch(
      new RegExp(`^/api/v1/assets/media/${videoVersion.id}/poster\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const picture = await t.app.inject({ method: 'GET', url: byFile.get(image.id)!.thumbnailUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toBe(`bytes of ${imageVersion.thumbnailKey}`);

    expect((await call('GET', url, team.outsider.token)).statusCode).toBe(404);
    expect((await call('GET', url, team.guest.token)).statusCode).toBe(403);
  });
});
