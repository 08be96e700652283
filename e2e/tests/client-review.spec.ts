import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { BASE_URL } from '../e2e-server.ts';
import { DEMO } from '../support/accounts.ts';
import { callApiAsUser } from '../support/api-as-user.ts';
import { DEMO_TOP_REPORT, openDemoReport, showAnalyticsPanel } from '../support/analytics.ts';
import {
  createFolder,
  demoDrive,
  makeImage,
  makeVideo,
  ok,
  shareFolder,
  tusUpload,
  waitForProcessing,
  type DriveFileState,
} from '../support/demo-drive.ts';
import { newestMailTo } from '../support/outbox.ts';
import { createBoard, demoWorkspaceId, discoverAdIds, saveDiscoverAd } from '../support/saved-ads.ts';
import { signIn } from '../support/sign-in.ts';
import { expectLabelInName } from '../support/label-in-name.ts';

/*
 * Review that a client can use: share links that say when they are about to stop working, the comment
 * e-mail that opens the studio on its comment, a studio that keeps checking a version being processed, and
 * the public pages a client opens (folder, file, board, snapshot), from a phone up.
 */

const run = () => Date.now().toString(36);

/** The widths a client opens a review link at: a small phone and a tablet. */
const PHONE_WIDTHS = [360, 768] as const;

/** What is wrong with a public page's layout at this width: sideways scrolling, controls out of view. */
async function pageLayoutProblems(page: Page, scrollsAllowedIn?: string): Promise<string[]> {
  return page.evaluate((allowed) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth}px)`);
    }
    for (const control of Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, textarea, [role="combobox"]'),
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (allowed !== undefined && control.closest(allowed) !== null) continue;
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        problems.push(`${control.tagName.toLowerCase()} "${name}" is out of view`);
      }
    }
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`button "${label.textContent}" is cut off`);
      }
    }
    return problems;
  }, scrollsAllowedIn);
}

/** At a phone's and a tablet's width: no desktop-only notice, nothing off the side; a screenshot of each. */
async function worksOnPhones(page: Page, name: string, options: { scrollsAllowedIn?: string } = {}) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 1024 });
    await expect(page.getByText('Best on a bigger screen')).toHaveCount(0);
    await expect
      .poll(() => pageLayoutProblems(page, options.scrollsAllowedIn), { message: `${name} at ${width} px` })
      .toEqual([]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/review-share-${name}-${width}.png`, fullPage: true });
    // Every control's name holds its visible words (WCAG 2.5.3), on the phone and at the desk.
    await expectLabelInName(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectLabelInName(page, `${name} at 1440 px`);
}

test('a share link that stops working within 24 hours says "Expiring soon" in its dialog', async ({
  page,
  request,
}) => {
  const drive = await demoDrive(request);
  const name = `Expiring ${run()}`;
  const folder = await createFolder(request, drive, name);
  // Today, in UTC: the link works until the end of this day, less than 24 hours from now.
  await shareFolder(request, drive, {
    folderId: folder._id,
    options: { expireAt: new Date().toISOString().slice(0, 10) },
  });

  await signIn(page);
  await page.goto(`/app/drive/${drive.workspaceId}`);
  await page.getByRole('toolbar', { name: 'Folder actions' }).getByText('Grid', { exact: true }).click();
  const card = page
    .getByRole('list', { name: 'Folders', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
  await card.getByRole('button', { name: new RegExp(`^Actions for folder ${name}`) }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: `Share “${name}”` });
  await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Expiring soon', { exact: true })).toBeVisible();
  await expectAccessible(page, 'a share link expiring soon');
});

test('the comment e-mail’s link opens the studio on that file and that comment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const drive = await demoDrive(request);
  const folder = await createFolder(request, drive, `Mail link ${run()}`);
  const fileId = await tusUpload(request, drive, {
    bytes: await makeImage(),
    filename: 'end-card.png',
    folderId: folder._id,
    resolution: '1200x800',
  });
  await ok(await request.post(`/api/v1/assets/file/${fileId}/watch`, { headers: drive.headers }));
  // Two comments of the demo user first, so the e-mailed one is not simply the only one.
  for (const content of ['Logo a touch smaller', 'Warmer grade please']) {
    const file = await ok<DriveFileState>(
      await request.get(`/api/v1/assets/file/${fileId}`, { headers: drive.headers }),
    );
    await ok(
      await request.post(`/api/v1/assets/file/${fileId}/version/${file.versions[0]!.versionId}/discussion`, {
        headers: drive.headers,
        data: { content },
      }),
    );
  }
  const linkId = await shareFolder(request, drive, { folderId: folder._id, options: { canComment: true } });
  const { accessToken } = await ok<{ accessToken: string }>(
    await request.post(`/api/v1/public/share/${linkId}/access`, { data: { viewerName: 'Alex Client' } }),
  );
  const comment = `Crop the end card tighter ${run()}`;
  await ok(
    await request.post(`/api/v1/public/share/${linkId}/file/${fileId}/discussion`, {
      headers: { 'X-Share-Token': accessToken },
      data: { content: comment, authorName: 'Alex Client' },
    }),
  );

  // The demo user watches the file: the e-mail about the client's comment comes to them.
  let mail = '';
  await expect
    .poll(
      async () => {
        mail = await newestMailTo(DEMO.email, 2_000).catch(() => '');
        return mail.includes(comment);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const link = /https?:\/\/\S+\?file=\S+/.exec(mail)?.[0];
  expect(link, 'the e-mail has a link to the file').toBeDefined();
  expect(link).toContain('comment=');

  await signIn(page);
  await page.goto(link!);
  await expect(page).toHaveURL(new RegExp(`/app/drive/[^/]+/file/${fileId}\\?.*comment=`));
  await expect(page.getByRole('heading', { name: 'end-card.png', level: 1 })).toBeVisible();
  const opened = page.getByRole('article', { name: /by Alex Client$/ });
  await expect(opened.getByText(comment)).toBeVisible();
  await expect(opened).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: /by Demo User$/ }).first()).not.toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the studio keeps checking a version being processed until it is ready, however long it takes', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const drive = await demoDrive(request);
  const folder = await createFolder(request, drive, `Slow render ${run()}`);
  const fileId = await tusUpload(request, drive, {
    bytes: makeVideo(2),
    filename: 'slow-render.mp4',
    folderId: folder._id,
    resolution: '640x360',
  });
  await waitForProcessing(request, drive, fileId);

  // The server says the version is still being processed for the first 25 s the studio is open.
  let readyAt = Number.POSITIVE_INFINITY;
  await page.route(`**/api/v1/assets/file/${fileId}`, async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as DriveFileState;
    if (Date.now() < readyAt) {
      for (const version of file.versions) version.thumbGenerationInprogress = true;
    }
    await route.fulfill({ response, json: file });
  });
  await signIn(page);
  readyAt = Date.now() + 25_000;
  await page.goto(`/app/drive/${drive.workspaceId}/file/${fileId}`);
  await expect(page.getByText('Processing this video')).toBeVisible();
  // No reload: the studio finds out by itself once the version is ready.
  await expect(page.getByText('Processing this video')).toHaveCount(0, { timeout: 90_000 });
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Loading the video' })).toHaveCount(0, { timeout: 30_000 });
});

test('a client opens a shared folder on the phone: what they can do, Download all, and each file', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const drive = await demoDrive(request);
  const name = `Cut-downs ${run()}`;
  const folder = await createFolder(request, drive, name);
  const round = await createFolder(request, drive, 'Round 2', folder._id);
  const videoId = await tusUpload(request, drive, {
    bytes: makeVideo(2),
    filename: 'teaser.mp4',
    folderId: folder._id,
    resolution: '640x360',
  });
  await tusUpload(request, drive, {
    bytes: await makeImage(),
    filename: 'hero.png',
    folderId: folder._id,
    resolution: '1200x800',
  });
  await tusUpload(request, drive, {
    bytes: await makeImage(800, 800),
    filename: 'square.png',
    folderId: round._id,
    resolution: '800x800',
  });
  await waitForProcessing(request, drive, videoId);
  const open = await shareFolder(request, drive, {
    folderId: folder._id,
    description: 'Spring cut-downs for client review',
    options: { canComment: true, downloadable: true, accessFileVersions: true },
  });
  const readOnly = await shareFolder(request, drive, { folderId: folder._id, options: {} });

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`/share/drive/${open}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Shared with you · you can comment and download')).toBeVisible();
  await expect(visitor.getByText(/read-only/)).toHaveCount(0);

  // Download all: one zip of the folder with everything inside it.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: 'Download all' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}.zip`);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  for (const entry of ['hero.png', 'teaser.mp4', 'Round 2/square.png']) {
    expect(zip.includes(Buffer.from(entry)), `${entry} is in the zip`).toBe(true);
  }
  await expectAccessible(visitor, 'a shared folder with downloads and comments');

  await worksOnPhones(visitor, 'share-folder');
  await visitor.getByRole('button', { name: 'Open teaser.mp4' }).click();
  await expect(visitor.getByRole('heading', { name: 'teaser.mp4', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('status', { name: 'Loading the video' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await worksOnPhones(visitor, 'share-file');
  // On the phone, the client comments under the video.
  await visitor.setViewportSize({ width: 360, height: 740 });
  await visitor.getByLabel('Your name').fill('Alex Client');
  await visitor.getByRole('textbox', { name: 'Comment' }).fill('Looks great on the phone');
  await visitor.getByRole('button', { name: 'Send' }).click();
  const posted = visitor.getByRole('article', { name: /by Alex Client$/ });
  await expect(posted.getByText('Looks great on the phone')).toBeVisible();
  await expect(posted.getByText('Sending…')).toHaveCount(0);
  await visitor.setViewportSize({ width: 1440, height: 900 });

  // A link without comments or downloads is the read-only one, with no Download all.
  const other = await context.newPage();
  await other.goto(`/share/drive/${readOnly}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByText('Shared with you · read-only')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Download all' })).toHaveCount(0);
  await context.close();
});

test('a client opens a shared board on the phone: each sub-board is its collage, not a tall grey block', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const workspaceId = await demoWorkspaceId(page);
  const id = run();
  const board = await createBoard(page, { workspaceId, name: `Moodboard ${id}` });
  const pair = await createBoard(page, { workspaceId, name: `Two ads ${id}`, parentId: board._id });
  const adIds = await discoverAdIds(page, { format: 'image', minAssets: 1, count: 3 });
  await saveDiscoverAd(page, { workspaceId, folderId: board._id, discoverAdId: adIds[0]! });
  for (const adId of adIds.slice(1, 3)) {
    await saveDiscoverAd(page, { workspaceId, folderId: pair._id, discoverAdId: adId });
  }
  const created = await callApiAsUser<{ shareLinkId: string }>(page, {
    method: 'POST',
    path: 'assets/share-link',
    body: { workspaceId, folderId: board._id, options: {} },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`/share/inspirations/${created.body.shareLinkId}`);
  await expect(visitor.getByRole('heading', { name: board.name, level: 1 })).toBeVisible();
  const card = visitor.getByRole('button', { name: `Open board ${pair.name}` });
  // The saved ads' covers are made as they are saved: the page is read again until both are in.
  await expect
    .poll(
      async () => {
        const count = await card.locator('img').count();
        if (count < 2) await visitor.reload();
        return count;
      },
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(2);
  await expect
    .poll(() =>
      card
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);

  // The collage keeps its 16:10 box, both covers fill it side by side, and the card ends below its name.
  const measure = () =>
    card.evaluate((element) => {
      const cover = element.firstElementChild!.getBoundingClientRect();
      const images = Array.from(element.querySelectorAll('img')).map((image) =>
        image.getBoundingClientRect(),
      );
      return {
        coverRatio: cover.width / cover.height,
        imagesFillCover: images.every(
          (image) => Math.abs(image.top - cover.top) < 1 && Math.abs(image.bottom - cover.bottom) < 1,
        ),
        cardBelowCover: element.getBoundingClientRect().height - cover.height,
      };
    });
  for (const width of [1440, 360]) {
    await visitor.setViewportSize({ width, height: 900 });
    const box = await measure();
    expect(box.coverRatio, `the collage's shape at ${width} px`).toBeCloseTo(1.6, 1);
    expect(box.imagesFillCover, `the covers fill the collage at ${width} px`).toBe(true);
    expect(box.cardBelowCover, `the card's name and count at ${width} px`).toBeLessThan(90);
  }
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.screenshot({ path: '/tmp/review-share-board-1440.png', fullPage: true });
  await expectAccessible(visitor, 'a shared board');
  await worksOnPhones(visitor, 'share-board');
  await context.close();
});

test('a client opens a snapshot on the phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openDemoReport(page, DEMO_TOP_REPORT);
  await page.getByRole('button', { name: 'Snapshot' }).click();
  await expect(page.getByText('Snapshot saved.')).toBeVisible();
  await showAnalyticsPanel(page);
  await page.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Snapshots' }).click();
  const row = page.getByRole('row', { name: new RegExp(DEMO_TOP_REPORT) }).first();
  await row.getByRole('button', { name: /^More actions for/ }).click();
  const href = await page.getByRole('menuitem', { name: 'Open public page' }).getAttribute('href');

  const context = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { name: new RegExp(DEMO_TOP_REPORT), level: 1 })).toBeVisible();
  await expect(visitor.getByRole('table')).toContainText('Total');
  // The report's table scrolls sideways inside its own box; the page does not.
  await worksOnPhones(visitor, 'share-snapshot', { scrollsAllowedIn: 'table' });
  await context.close();
});
