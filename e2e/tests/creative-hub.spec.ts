import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from '../support/accessibility.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/** The demo organisation's workspace with every product (apps/server/src/cli/seed-demo.ts). */
const DRIVE_WORKSPACE = 'Brand team';
const SHARE_PASSWORD = 'open-sesame-42';

/** A PNG and a short MP4 made here: sharp draws the picture, ffmpeg's test source the video. */
async function makeMedia(): Promise<{ image: string; video: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hookline-drive-'));
  const image = path.join(dir, 'hero-banner.png');
  await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 236, g: 91, b: 155 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><circle cx="600" cy="400" r="240" fill="#ffb86b"/></svg>',
        ),
      },
    ])
    .png()
    .toFile(image);
  const video = path.join(dir, 'teaser-cut.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x360:rate=25'],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-y', video],
  ]);
  return { image, video };
}

/** The folder's toolbar, and its items (the panel's tree has links of the same names). */
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Folder actions' });
const main = (page: Page) => page.getByRole('main');
const filesGrid = (page: Page) => page.getByRole('list', { name: 'Files', exact: true });
const filesTable = (page: Page) => page.getByRole('table', { name: 'Files', exact: true });
const fileCard = (page: Page, name: string) =>
  filesGrid(page).getByRole('listitem').filter({ hasText: name });
const folderCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Folders', exact: true }).getByRole('listitem').filter({ hasText: name });
const uploads = (page: Page) => page.getByRole('region', { name: 'Uploads' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function createFolder(page: Page, name: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'New folder' }).click();
  const form = dialog(page, /^New folder/);
  await form.getByLabel('Folder name').fill(name);
  await form.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText(`Folder “${name}” created`)).toBeVisible();
  await expect(form).toBeHidden();
}

async function expectFits(page: Page, what: string): Promise<void> {
  // Toasts float over the page; they are not part of its layout.
  await expectLayoutFits(page, what);
}

async function openMenu(item: Locator, label: RegExp): Promise<void> {
  await item.getByRole('button', { name: label }).click();
}

test('a designer organises, uploads, reviews the thumbnails and shares a folder of the Creative Hub', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const media = await makeMedia();
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Workspaces' })
    .getByRole('button', { name: DRIVE_WORKSPACE, exact: true })
    .click();
  await page.getByRole('link', { name: 'Creative Hub', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/drive\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'All files', level: 1 })).toBeVisible();

  // A folder, opened from its card: empty, it says what to do.
  await createFolder(page, 'Launch week');
  await createFolder(page, 'Selects');
  await snap(page, 'drive-root');
  await folderCard(page, 'Launch week').getByRole('link', { name: 'Launch week' }).click();
  await expect(page.getByRole('heading', { name: 'Launch week', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(DRIVE_WORKSPACE);
  await expect(main(page).getByText('This folder is empty')).toBeVisible();
  await snap(page, 'drive-empty-folder');

  // A file of another type is refused before anything is sent; the image and the video go up.
  const upload = toolbar(page).getByRole('button', { name: 'Upload', exact: true });
  await upload.click();
  const picker = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Files' }).click();
  await (
    await picker
  ).setFiles([
    { name: 'hero-banner.png', mimeType: 'image/png', buffer: readFileSync(media.image) },
    { name: 'teaser-cut.mp4', mimeType: 'video/mp4', buffer: readFileSync(media.video) },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(page.getByText(/can be uploaded\. Not uploaded: brief\.pdf/)).toBeVisible();
  await expect(uploads(page).getByText('Upload completed', { exact: true })).toHaveCount(2, {
    timeout: 60_000,
  });
  await snap(page, 'drive-upload-tray');

  // The cards show a spinner while the server makes the previews, then the thumbnails (polled at 10 s, 20 s).
  await expect(fileCard(page, 'hero-banner.png')).toBeVisible();
  await expect(fileCard(page, 'teaser-cut.mp4')).toBeVisible();
  await expect(fileCard(page, 'hero-banner.png').locator('img')).toBeVisible({ timeout: 75_000 });
  await expect(fileCard(page, 'teaser-cut.mp4').locator('img')).toBeVisible({ timeout: 75_000 });
  await expect(fileCard(page, 'teaser-cut.mp4')).toContainText('0:02');
  await uploads(page).getByRole('button', { name: 'Clear' }).click();
  await snap(page, 'drive-folder-grid');
  await expectAccessible(page, 'a folder in the grid');

  // The list, sorted by size: the two-second video is the smaller file, then the other way round.
  await toolbar(page).getByText('List', { exact: true }).click();
  const files = filesTable(page);
  await expect(files.getByRole('columnheader', { name: 'Modified Date' })).toBeVisible();
  await files.getByRole('button', { name: 'Size' }).click();
  await expect(files.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
  const firstRow = files.getByRole('rowgroup').nth(1).getByRole('row').first();
  await expect(firstRow).toContainText('teaser-cut.mp4');
  await files.getByRole('button', { name: 'Size' }).click();
  await expect(files.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).toContainText('hero-banner.png');
  await expect(page).toHaveURL(/view=list/);
  await snap(page, 'drive-folder-list');
  await expectAccessible(page, 'a folder in the list');

  // Move the picture into the other folder, through its menu and the folder picker.
  await openMenu(files.getByRole('row').filter({ hasText: 'hero-banner.png' }), /^Actions for hero-banner/);
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = dialog(page, 'Move “hero-banner.png”');
  await expect(move.getByRole('button', { name: /Launch week/ })).toBeDisabled();
  await expect(move.getByText('Already in this folder')).toBeVisible();
  await move.getByRole('button', { name: 'Selects' }).click();
  await snap(page, 'drive-move-dialog', { fullPage: false });
  await expectAccessible(page, 'the move dialog');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to “Selects”')).toBeVisible();
  await expect(files.getByRole('row').filter({ hasText: 'hero-banner.png' })).toHaveCount(0);

  // The panel's tree takes us there.
  await page.getByRole('navigation', { name: 'Creative Hub' }).getByRole('link', { name: 'Selects' }).click();
  await expect(page.getByRole('heading', { name: 'Selects', level: 1 })).toBeVisible();
  await expect(filesTable(page)).toContainText('hero-banner.png');

  // Widths: the folder view fits from 821 to 1920 px, in both views.
  await page.goto(page.url().replace(/\?.*$/, ''));
  await expect(filesTable(page)).toBeVisible();
  for (const width of [821, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(filesTable(page)).toBeVisible();
    await expectFits(page, `the list at ${width} px`);
    await toolbar(page).getByText('Grid', { exact: true }).click();
    await expect(fileCard(page, 'hero-banner.png')).toBeVisible();
    await expectFits(page, `the grid at ${width} px`);
    await snap(page, `drive-folder-${width}`);
    await toolbar(page).getByText('List', { exact: true }).click();
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Share the folder with a password, from its card's menu at the workspace's root.
  await page
    .getByRole('navigation', { name: 'Creative Hub' })
    .getByRole('link', { name: 'All files' })
    .click();
  await toolbar(page).getByText('Grid', { exact: true }).click();
  await openMenu(folderCard(page, 'Launch week'), /^Actions for folder Launch week/);
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const share = dialog(page, 'Share “Launch week”');
  await expect(share.getByRole('button', { name: 'Generate Link' })).toBeVisible();
  await share.getByRole('switch', { name: 'Set Password' }).check();
  await share.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await share.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Link generated')).toBeVisible();
  await expect(share.getByRole('button', { name: 'Update' })).toBeVisible();
  const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/share\/drive\/[^/]+$/);
  await share.getByRole('switch', { name: 'Can comment' }).uncheck();
  await share.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Share settings updated')).toBeVisible();
  await snap(page, 'drive-share-dialog', { fullPage: false });
  await expectAccessible(page, 'the share dialog');
  await page.keyboard.press('Escape');

  // Someone without an account opens the link, types the password, and sees the folder.
  const visitor = await browser.newContext();
  const guestPage = await visitor.newPage();
  await guestPage.goto(link);
  await guestPage.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await guestPage.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(guestPage.getByText('teaser-cut.mp4')).toBeVisible();
  await snap(guestPage, 'drive-shared-folder-visitor');
  await visitor.close();

  // The new-folder dialog passes axe too.
  await toolbar(page).getByRole('button', { name: 'New folder' }).click();
  await expect(dialog(page, /^New folder/)).toBeVisible();
  await expectAccessible(page, 'the new folder dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, /^New folder/)).toBeHidden();
});

test('files come in through a collect link, are found in the library, move with their folder and leave as a zip', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const media = await makeMedia();
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Workspaces' })
    .getByRole('button', { name: DRIVE_WORKSPACE, exact: true })
    .click();
  await page.getByRole('link', { name: 'Creative Hub', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All files', level: 1 })).toBeVisible();
  await createFolder(page, 'Client uploads');
  await createFolder(page, 'Archive');

  // A file-collect link for the folder, from its menu.
  await openMenu(folderCard(page, 'Client uploads'), /^Actions for folder Client uploads/);
  await page.getByRole('menuitem', { name: 'Collect files' }).click();
  const collect = dialog(page, 'Collect files into “Client uploads”');
  await collect.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Link generated')).toBeVisible();
  const uploadLink = await collect.getByRole('textbox', { name: 'Upload link' }).inputValue();
  expect(uploadLink).toMatch(/\/share\/file-collect\/[^/]+$/);
  await expectAccessible(page, 'the file-collect dialog');
  await page.keyboard.press('Escape');

  // Someone without an account sends a picture through it, with their name.
  const visitor = await browser.newContext();
  const collector = await visitor.newPage();
  await collector.goto(uploadLink);
  await expect(collector.getByRole('heading', { name: 'Upload files to “Client uploads”' })).toBeVisible();
  await collector.getByLabel('Your name').fill('Jordan from Acme');
  const chooser = collector.waitForEvent('filechooser');
  await collector.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([{ name: 'collected-moodboard.png', mimeType: 'image/png', buffer: readFileSync(media.image) }]);
  await expect(
    collector.getByRole('region', { name: 'Uploads' }).getByText('Upload completed', { exact: true }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await snap(collector, 'drive-file-collect-page');
  await expectAccessible(collector, 'the public upload page');
  await visitor.close();

  // The picture is in the folder, and the library finds it by its name.
  await folderCard(page, 'Client uploads').getByRole('link', { name: 'Client uploads' }).click();
  await expect(fileCard(page, 'collected-moodboard.png')).toBeVisible();
  await page.getByRole('link', { name: /^Library/ }).click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search files' }).fill('collected');
  await expect(filesGrid(page).getByRole('listitem')).toHaveCount(1);
  await expect(fileCard(page, 'collected-moodboard.png')).toBeVisible();
  await page.getByRole('button', { name: 'Save filter', exact: true }).click();
  const save = dialog(page, 'Save filter');
  await save.getByLabel('Filter name').fill('Moodboards');
  await save.getByRole('button', { name: 'Save filter' }).click();
  await expect(page.getByText('Filter saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/filter\/saved\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Moodboards', level: 1 })).toBeVisible();
  // The panel lists it under Saved filters, as the page now open.
  await expect(page.getByRole('link', { name: 'Moodboards', exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Search files' })).toHaveValue('collected');
  await snap(page, 'drive-library-saved-filter');
  await expectAccessible(page, 'the library');
  for (const width of [821, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(fileCard(page, 'collected-moodboard.png')).toBeVisible();
    await expectFits(page, `the library at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Drag the folder onto another in the panel's tree: it moves inside it.
  const tree = page.getByRole('navigation', { name: 'Creative Hub' });
  const source = tree.getByRole('listitem').filter({ hasText: 'Client uploads' });
  const target = tree.getByRole('listitem').filter({ hasText: 'Archive' });
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('Moved successfully')).toBeVisible();
  await tree.getByRole('link', { name: 'Client uploads' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Archive');

  // A selection leaves as a zip, once the server has made it.
  await fileCard(page, 'collected-moodboard.png')
    .getByRole('checkbox', { name: 'Select collected-moodboard.png' })
    .check();
  await expect(toolbar(page).getByText('1 selected')).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Download as zip' }).click();
  const zip = dialog(page, 'Download as zip');
  await expect(zip.getByRole('button', { name: 'Download zip' })).toBeEnabled({ timeout: 60_000 });
  await expectAccessible(page, 'the zip dialog');
  const download = page.waitForEvent('download');
  await zip.getByRole('button', { name: 'Download zip' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await zip.getByRole('button', { name: 'Close', exact: true }).click();

  // A file dragged from the computer onto the folder's items uploads into it.
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped-reference.png', { type: 'image/png' }));
    return transfer;
  }, readFileSync(media.image).toString('base64'));
  const dropTarget = filesGrid(page);
  await dropTarget.dispatchEvent('dragenter', { dataTransfer });
  await dropTarget.dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText(/^Drop files or folders to upload them to/)).toBeVisible();
  await dropTarget.dispatchEvent('drop', { dataTransfer });
  await expect(fileCard(page, 'dropped-reference.png')).toBeVisible({ timeout: 60_000 });
});
