import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../e2e-server.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { demoDrive, ok, tusUpload, waitForProcessing } from '../support/demo-drive.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * The Creative Hub's review loop: a video in the file studio (frames, a comment with a rectangle, a reply,
 * resolving), a new version compared side by side, and the folder shared with a password to someone
 * without an account, who reads the file and comments under a name.
 */

const SHARE_PASSWORD = 'review-pass-42';

/** A short MP4 made by ffmpeg: 8 s at 30 fps (or `rate`), a test pattern with a tone. */
function makeVideo(file: string, pattern: 'testsrc' | 'testsrc2', rate = '30'): Buffer {
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `${pattern}=duration=8:size=640x360:rate=${rate}`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=8',
      '-shortest',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      file,
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(file);
}

const timecode = (page: Page) => page.getByTestId('timecode').first();

/** Waits for the studio's video to show its first frame. */
async function videoReady(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading the video' })).toHaveCount(0, { timeout: 30_000 });
}

/** What is wrong with the layout at this width: sideways scrolling, controls out of view, cut-off labels. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth}px)`);
    }
    for (const control of Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, textarea'),
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        problems.push(
          `${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" is out of view`,
        );
      }
    }
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`button "${label.textContent}" is cut off`);
      }
    }
    return problems;
  });
}

async function atWidths(page: Page, name: string, check?: (page: Page) => Promise<void>) {
  for (const width of [821, 1920]) {
    await page.setViewportSize({ width, height: width === 821 ? 900 : 1080 });
    await page.waitForTimeout(300);
    expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
    if (check) await check(page);
    await snap(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Picks a segment of a segmented control by its label. */
const segment = (scope: Page | Locator, label: string) => scope.locator('label', { hasText: label }).first();

test('a video is reviewed in the studio, versioned, compared, and shared with a password', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const drive = await demoDrive(request);
  const headers = { Authorization: `Bearer ${drive.token}` };
  const folder = await ok<{ _id: string }>(
    await request.post('/api/v1/assets/folder', {
      headers,
      data: { workspaceId: drive.workspaceId, name: `Review ${Date.now()}` },
    }),
  );
  const fileId = await tusUpload(request, drive, {
    bytes: makeVideo(testInfo.outputPath('cut-a.mp4'), 'testsrc'),
    filename: 'cut-a.mp4',
    folderId: folder._id,
    resolution: '640x360',
  });
  await waitForProcessing(request, drive, fileId);

  // ---------- The studio: frames, a comment with a rectangle, a reply, resolving ----------
  await signIn(page);
  await page.goto(`/app/drive/${drive.workspaceId}/file/${fileId}`);
  await expect(page.getByRole('heading', { name: 'cut-a.mp4', level: 1 })).toBeVisible();
  await videoReady(page);
  await expect(page.getByText('30 fps', { exact: true })).toBeVisible();
  await expect(timecode(page)).toHaveText('00:00:00:00');

  for (let step = 0; step < 3; step++) await page.keyboard.press('.');
  await expect(timecode(page)).toHaveText('00:00:00:03');
  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect(timecode(page)).toHaveText('00:00:00:04');
  await page.keyboard.press(',');
  await expect(timecode(page)).toHaveText('00:00:00:03');

  await page.getByRole('button', { name: 'Draw a rectangle' }).click();
  const layer = page.getByTestId('annotation-layer');
  const box = (await layer.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.25);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.7, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Clear the drawing' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('The logo clips the frame edge here');
  await snap(page, 'studio-drawing', { fullPage: false });
  await page.getByRole('button', { name: 'Send' }).click();

  const comment = page.getByRole('article', { name: /^Comment 1 by Demo User/ });
  await expect(comment.getByText('The logo clips the frame edge here')).toBeVisible();
  await expect(comment.getByText('Sending…')).toHaveCount(0);
  await expect(comment.getByRole('button', { name: 'Go to 00:00:00:03' })).toBeVisible();

  // Away from the frame, then back through the comment: the video returns to it and draws its rectangle.
  await page.getByRole('button', { name: 'Next frame' }).click();
  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect(timecode(page)).toHaveText('00:00:00:05');
  await comment.getByRole('button', { name: 'Go to 00:00:00:03' }).click();
  await expect(timecode(page)).toHaveText('00:00:00:03');
  await expect(layer.locator('rect')).toHaveCount(1);

  await comment.getByRole('button', { name: 'Reply' }).click();
  await comment.getByRole('textbox', { name: 'Reply to comment 1' }).fill('Moved it 20 px in for v2');
  await comment.getByRole('button', { name: 'Reply' }).click();
  await expect(comment.getByText('Moved it 20 px in for v2')).toBeVisible();
  await expect(
    comment.getByRole('article', { name: 'Reply by Demo User' }).getByText('Sending…'),
  ).toHaveCount(0);

  await comment.getByRole('button', { name: 'Resolve comment 1' }).click();
  await expect(comment.getByRole('button', { name: 'Reopen comment 1' })).toBeVisible();
  await segment(page, 'Open Comments').click();
  await expect(page.getByText('No open comments: everything on this version is resolved.')).toBeVisible();
  await segment(page, 'Resolved Comments').click();
  await expect(comment).toBeVisible();
  await segment(page, 'All').click();
  await expect(comment).toBeVisible();

  await expectAccessible(page, 'the file studio');
  await atWidths(page, 'studio-video');

  // ---------- A new version, compared side by side on one clock ----------
  await page.getByRole('tab', { name: /Versions/ }).click();
  await page
    .getByRole('tabpanel', { name: /Versions/ })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'cut-b.mp4',
      mimeType: 'video/mp4',
      buffer: makeVideo(testInfo.outputPath('cut-b.mp4'), 'testsrc2'),
    });
  await expect(page.getByRole('button', { name: /^Show Version 2/ })).toBeVisible({ timeout: 60_000 });
  await waitForProcessing(request, drive, fileId, 2);
  await page.reload();
  await page.getByRole('tab', { name: /Versions/ }).click();
  const versions = page.getByRole('tabpanel', { name: /Versions/ });
  await expect(versions.getByText('Current', { exact: true })).toHaveCount(1);
  await expectAccessible(page, 'the versions panel');
  await snap(page, 'studio-versions', { fullPage: false });
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('Uploaded by')).toBeVisible();
  await expectAccessible(page, 'the file details');
  await snap(page, 'studio-details', { fullPage: false });
  await page.getByRole('tab', { name: /Versions/ }).click();

  await versions.getByRole('checkbox', { name: 'Compare version 1' }).check();
  await versions.getByRole('checkbox', { name: 'Compare version 2' }).check();
  await versions.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('Comparing V1 and V2')).toBeVisible();
  const videos = page.locator('video');
  await expect(videos).toHaveCount(2);
  await videoReady(page);

  const clocks = () =>
    videos.evaluateAll((elements) =>
      (elements as HTMLVideoElement[]).map((video) => ({ paused: video.paused, time: video.currentTime })),
    );
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  // Both play; once the leader is half a second in, both pause together.
  await expect
    .poll(async () => {
      const now = await clocks();
      return now.every((clock) => !clock.paused) && now[0]!.time > 0.5;
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await clocks()).every((clock) => clock.paused)).toBe(true);
  const [left, right] = await clocks();
  expect(left!.time).toBeGreaterThan(0.3);
  expect(Math.abs(left!.time - right!.time)).toBeLessThan(0.04);
  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect
    .poll(async () => {
      const [a, b] = await clocks();
      return Math.abs(a!.time - b!.time) < 0.001 && a!.time > left!.time;
    })
    .toBe(true);
  await expectAccessible(page, 'two versions compared');
  await atWidths(page, 'studio-compare');
  await page.getByRole('button', { name: 'Exit compare' }).click();

  // ---------- The folder shared with a password, opened without an account ----------
  const { shareLinkId } = await ok<{ shareLinkId: string }>(
    await request.post('/api/v1/assets/share-link', {
      headers,
      data: {
        workspaceId: drive.workspaceId,
        folderId: folder._id,
        description: 'Spring cut-downs for client review',
        options: { password: SHARE_PASSWORD, canComment: true, downloadable: true, accessFileVersions: true },
      },
    }),
  );
  const stranger = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  const visitor = await stranger.newPage();
  await visitor.goto(`/share/drive/${shareLinkId}`);
  await expect(visitor.getByText('Please enter the password to open this link')).toBeVisible();
  await snap(visitor, 'share-gate', { fullPage: false });
  await expectAccessible(visitor, 'the share link’s password gate');

  await visitor.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await visitor.getByRole('button', { name: 'Open' }).click();
  await expect(visitor.getByText('The password is incorrect')).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Password' }).fill(SHARE_PASSWORD);
  await visitor.getByRole('button', { name: 'Open' }).click();

  await expect(visitor.getByRole('heading', { level: 1, name: /^Review / })).toBeVisible();
  await expect(visitor.getByText('Spring cut-downs for client review')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Open cut-a.mp4' })).toBeVisible();
  await expectAccessible(visitor, 'the shared folder');
  await atWidths(visitor, 'share-folder');

  await visitor.getByRole('button', { name: 'Open cut-a.mp4' }).click();
  await expect(visitor.getByRole('heading', { name: 'cut-a.mp4', level: 1 })).toBeVisible();
  await videoReady(visitor);
  // Read-only: no file actions, no version actions; download and versions because the link allows them.
  await expect(visitor.getByRole('button', { name: /favourites/ })).toHaveCount(0);
  await expect(visitor.getByRole('tab', { name: 'Details' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Download' })).toBeVisible();
  await visitor.getByRole('tab', { name: /Versions/ }).click();
  await expect(visitor.getByRole('button', { name: /^Actions for version/ })).toHaveCount(0);
  await expect(visitor.getByText('Upload new version')).toHaveCount(0);
  await visitor.getByRole('tab', { name: /Comments/ }).click();

  await visitor.getByRole('textbox', { name: 'Comment' }).fill('Approved once the end card is in');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Please enter your name')).toBeVisible();
  await visitor.getByLabel('Your name').fill('Alex Client');
  await visitor.getByRole('button', { name: 'Send' }).click();
  const posted = visitor.getByRole('article', { name: /by Alex Client$/ });
  await expect(posted.getByText('Approved once the end card is in')).toBeVisible();
  await expect(posted.getByText('Sending…')).toHaveCount(0);
  await expect(visitor.getByText('Commenting as')).toBeVisible();
  await expectAccessible(visitor, 'a shared file');
  await atWidths(visitor, 'share-file');

  // The member sees the viewer's comment on the file.
  await page.reload();
  await expect(page.getByRole('article', { name: /by Alex Client$/ })).toBeVisible();
  await stranger.close();
});

test('a 25 fps video counts its frames at 25 fps: the label says so and one step is one 25th of a second', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const drive = await demoDrive(request);
  const folder = await ok<{ _id: string }>(
    await request.post('/api/v1/assets/folder', {
      headers: { Authorization: `Bearer ${drive.token}` },
      data: { workspaceId: drive.workspaceId, name: `Frames ${Date.now()}` },
    }),
  );
  const fileId = await tusUpload(request, drive, {
    bytes: makeVideo(testInfo.outputPath('pal.mp4'), 'testsrc', '25'),
    filename: 'pal.mp4',
    folderId: folder._id,
    resolution: '640x360',
  });
  await waitForProcessing(request, drive, fileId);

  await signIn(page);
  await page.goto(`/app/drive/${drive.workspaceId}/file/${fileId}`);
  await expect(page.getByRole('heading', { name: 'pal.mp4', level: 1 })).toBeVisible();
  await videoReady(page);
  await expect(page.getByText('25 fps', { exact: true })).toBeVisible();
  await expect(page.getByText(/fps \(assumed\)/)).toHaveCount(0);
  await expect(timecode(page)).toHaveText('00:00:00:00');

  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect(timecode(page)).toHaveText('00:00:00:01');
  // The middle of the second frame at 25 fps (1.5 / 25 s), not at the 30 fps once assumed (1.5 / 30 s).
  const time = await page
    .locator('video')
    .first()
    .evaluate((video) => (video as HTMLVideoElement).currentTime);
  expect(time).toBeCloseTo(0.06, 3);
  // 24 frames on, the timecode's seconds turn over at the 25th frame.
  for (let step = 0; step < 24; step++) await page.keyboard.press('.');
  await expect(timecode(page)).toHaveText('00:00:01:00');
  await expectAccessible(page, 'the studio of a 25 fps video');
  await atWidths(page, 'studio-video-25fps');
});
