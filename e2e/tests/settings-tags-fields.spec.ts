import { expect, test, type Page } from '@playwright/test';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';
import { accessibilityViolations } from '../support/accessibility.ts';

/** Nothing scrolls sideways, is cut off or out of view at 821 and 1920 px. */
async function expectFitsEveryWidth(page: Page, tab: string): Promise<void> {
  for (const width of [821, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectLayoutFits(page, `${tab} at ${width}px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

test('workspace tags: several at once, a duplicate refused, a new colour', async ({ page }) => {
  test.setTimeout(120_000);
  // Names of this run, so that the demo workspace's tags of earlier tests never collide with them.
  const run = Date.now().toString(36).slice(-5);
  await signIn(page);
  await page.goto('/app/settings?TAB=workspace-tags');
  await expect(page.getByRole('tab', { name: 'Workspace Tags' })).toHaveAttribute('aria-selected', 'true');

  const input = page.getByLabel('New tags');
  await input.fill(`Summer ${run}, UGC ${run} ,, Hero shot ${run}`);
  await page.getByRole('button', { name: 'Add tags' }).click();
  await expect(toast(page, 'Tag(s) created successfully')).toBeVisible();
  for (const name of [`Summer ${run}`, `UGC ${run}`, `Hero shot ${run}`]) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('0 files');
  }
  await expect(input).toHaveValue('');

  await input.fill(`summer ${run}`);
  await page.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('Tag with same name already present')).toBeVisible();
  await input.fill('');

  await page.getByRole('button', { name: `Change the colour of tag UGC ${run}` }).click();
  const colours = page.getByRole('group', { name: `Colours for tag UGC ${run}` });
  await expect(colours.getByRole('button')).toHaveCount(8);
  // A new tag gets one of the 8 colours at random: pick one it doesn't have yet.
  const picked =
    (await colours.locator('button[aria-pressed="false"]').first().getAttribute('aria-label')) ?? '';
  await colours.getByRole('button', { name: picked, exact: true }).click();
  await expect(toast(page, 'Tag edited successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Change the colour of tag UGC ${run}` }).click();
  await expect(
    page
      .getByRole('group', { name: `Colours for tag UGC ${run}` })
      .getByRole('button', { name: picked, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: `Colours for tag UGC ${run}` })).toBeHidden();

  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
  await snap(page, 'settings-workspace-tags', { fullPage: false });
  await expectFitsEveryWidth(page, 'Tags');
});

test('workspace fields: a single-select field with options, then a new order by dragging', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-5);
  await signIn(page);
  await page.goto('/app/settings?TAB=workspace-fields');
  await expect(page.getByRole('tab', { name: 'Workspace Fields' })).toHaveAttribute('aria-selected', 'true');

  // A single-select field: it starts with 'Option 1'; another option, renamed.
  await page.getByRole('button', { name: 'New field' }).click();
  const dialog = page.getByRole('dialog', { name: 'New field' });
  await dialog.getByRole('button', { name: 'Create field' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all required fields');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(`Status ${run}`);
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Single select' }).click();
  await expect(dialog.getByLabel('Option 1', { exact: true })).toHaveValue('Option 1');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await expect(dialog.getByLabel('Option 2', { exact: true })).toHaveValue('Option 2');
  await dialog.getByLabel('Option 2', { exact: true }).fill('Final');
  await dialog.getByRole('button', { name: 'Create field' }).click();
  await expect(toast(page, 'Field created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 options: Option 1, Final')).toBeVisible();

  await page.getByRole('button', { name: 'New field' }).click();
  const second = page.getByRole('dialog', { name: 'New field' });
  await second.getByRole('textbox', { name: /^Title/ }).fill(`Due ${run}`);
  await second.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Date' }).click();
  await second.getByRole('button', { name: 'Create field' }).click();
  await expect(second).toBeHidden();

  const fields = page.getByRole('list', { name: 'Fields' }).getByRole('listitem');
  const titles = async () => (await fields.allTextContents()).filter((text) => text.includes(run));
  await expect
    .poll(titles)
    .toEqual([expect.stringContaining(`Status ${run}`), expect.stringContaining(`Due ${run}`)]);

  // Drag the date field above the status field with the keyboard: pick up, move up, drop.
  const handle = page.getByRole('button', { name: `Move field Due ${run}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(toast(page, 'Field order updated successfully')).toBeVisible();
  await expect
    .poll(titles)
    .toEqual([expect.stringContaining(`Due ${run}`), expect.stringContaining(`Status ${run}`)]);
  await page.reload();
  await expect
    .poll(titles)
    .toEqual([expect.stringContaining(`Due ${run}`), expect.stringContaining(`Status ${run}`)]);

  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
  await snap(page, 'settings-workspace-fields', { fullPage: false });
  await expectFitsEveryWidth(page, 'Fields');

  await page.getByRole('button', { name: `Edit field Status ${run}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit field' });
  await expect(edit.getByRole('combobox', { name: /^Type/ })).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
});
