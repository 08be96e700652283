import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  createFolder,
  demoDrive,
  makeImage,
  ok,
  tusUpload,
  waitForProcessing,
  type DemoDrive,
} from '../support/demo-drive.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * Ad Templates from a member's side: filter the library by industry and theme, favourite a template and find
 * it under Favourite, make one into an ad with a product image from the Creative Hub, and find the PNGs in
 * the folder chosen; at 821 and 2560 px, with axe-core. In the demo's "Brand team" workspace (its grant has
 * Ad Templates).
 */

/** The library of Hookline's own templates is written on start-up; it may take a while on a fresh one. */
const LIBRARY_READY_MS = 90_000;
const run = Date.now().toString(36).slice(-5);

const templateGrid = (page: Page) => page.getByRole('list', { name: 'Templates', exact: true });
const cards = (page: Page) => templateGrid(page).getByRole('article');

/** Makes the demo's "Brand team" the active workspace, where the templates pages read the library. */
async function useWorkspace(page: Page, drive: DemoDrive): Promise<void> {
  await page.evaluate(
    (workspaceId) => localStorage.setItem('activeWorkspace', workspaceId),
    drive.workspaceId,
  );
}

async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  for (const width of [821, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    await expectLayoutFits(page, `${what} at ${width}px`);
    await expectAccessible(page, `${what} at ${width}px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('filter by industry and theme, favourite a template, and make one into PNGs in a Creative Hub folder', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);

  // A folder for the renders, and a product photo in the Creative Hub to pick.
  const drive = await demoDrive(request);
  const folder = await createFolder(request, drive, `Template renders ${run}`);
  const productName = `Serum bottle ${run}.png`;
  const productId = await tusUpload(request, drive, {
    bytes: await makeImage(1200, 1200),
    filename: productName,
    folderId: folder._id,
    resolution: '1200x1200',
  });
  await waitForProcessing(request, drive, productId);

  await signIn(page);
  await useWorkspace(page, drive);

  // The entry: new templates, the seasonal sets, industries and angles to start from.
  await expect(async () => {
    await page.goto('/app/templates/entry');
    await expect(page.getByRole('list', { name: 'New templates' }).getByRole('article').first()).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: LIBRARY_READY_MS });
  await expect(page.getByRole('heading', { name: 'Ad templates', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Black Friday and Cyber Monday/ }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Christmas/ })).toBeVisible();
  await expectFitsAndAccessible(page, 'the templates’ entry');

  // Start from an industry: Discover opens filtered by it, then a theme narrows it.
  await page.getByRole('main').getByRole('link', { name: 'Beauty', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/templates\/discover\?industry=beauty$/);
  await expect(page.getByRole('button', { name: 'Industry 1' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Social proof' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/industry=beauty/);
  await expect(page).toHaveURL(/theme=social-proof/);
  const first = cards(page).first();
  await expect(first).toContainText('Beauty · Social proof');
  const count = await cards(page).count();
  for (let index = 0; index < count; index += 1) {
    await expect(cards(page).nth(index)).toContainText('Beauty · Social proof');
  }
  await expectFitsAndAccessible(page, 'Discover filtered by industry and theme');

  // Favourite the first one, and find it under Favourite.
  const name = (await first.getByRole('link').first().locator('p').first().innerText()).trim();
  await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByText('Added to your favourites')).toBeVisible();
  await expect(first.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await waitForToastsToClose(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // The filter is a chip: its label is what a person clicks.
  const filters = page.getByRole('search', { name: 'Filter and sort templates' });
  await filters.getByText('Favourite', { exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Favourite' })).toBeChecked();
  await expect(page).toHaveURL(/favourite=1/);
  const favourite = templateGrid(page).getByRole('article', { name });
  await expect(favourite).toBeVisible();
  await expectFitsAndAccessible(page, 'Discover’s favourites');

  // Make it yours: the product photo from the Creative Hub, rendered into the folder made above.
  await favourite.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make it yours' }).click();
  const form = page.getByRole('region', { name: 'Make it yours' });
  await expect(form).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^Preview of ${name} with your changes`) }),
  ).toBeVisible({
    timeout: 20_000,
  });

  const headline = form.getByRole('textbox').first();
  await headline.fill(`Glow ${run}`);
  const product = form.getByRole('group', { name: /product/i }).first();
  await product.getByRole('button', { name: 'Choose from the Creative Hub' }).click();
  const picker = page.getByRole('dialog', { name: /from the Creative Hub$/ });
  await picker.getByRole('button', { name: folder.name }).click();
  await picker.getByRole('button', { name: productName }).click();
  await expectAccessible(page, 'the Creative Hub image picker');
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(product.getByText(productName)).toBeVisible();

  await form.getByRole('combobox', { name: 'Save to folder' }).click();
  await page.getByRole('option', { name: `Creative Hub / ${folder.name}` }).click();
  await expectFitsAndAccessible(page, 'Make it yours');
  await form.getByRole('button', { name: 'Make 3 images' }).click();
  await expect(form.getByText('3 images saved to the Creative Hub')).toBeVisible({ timeout: 60_000 });
  await expect(form.getByRole('link', { name: 'Launch as an ad' })).toHaveAttribute(
    'href',
    new RegExp(`^/app/adlauncher/${drive.workspaceId}\\?fileIds=`),
  );

  // The PNGs are in the folder: through the API, and on its page.
  const listed = await ok<{ files: { name: string; mime: string | null; resolution: string | null }[] }>(
    await request.post(`/api/v1/assets/folder/${folder._id}/list-items`, {
      headers: drive.headers,
      data: { page: 1, limit: 50 },
    }),
  );
  const pngs = listed.files.filter((file) => file.mime === 'image/png' && file.name !== productName);
  expect(pngs.map((file) => file.resolution).sort()).toEqual(['1080x1080', '1080x1350', '1080x1920']);
  await form.getByRole('link', { name: 'Open the folder' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/drive/${drive.workspaceId}/${folder._id}$`));
  for (const file of pngs) await expect(page.getByText(file.name, { exact: true }).first()).toBeVisible();
});
