import { expect, test, type Locator, type Page } from '@playwright/test';
import { createFolder, demoDrive } from '../support/demo-drive.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { createBoard, demoWorkspaceId } from '../support/saved-ads.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * Names as long as people make them (167 characters, with a run no line can break): a page's title and its
 * breadcrumbs stay on one line, cut with an ellipsis, the whole name on hover; the page never scrolls
 * sideways; the delete and move dialogs say the name in their words and keep their buttons short.
 */

const run = Date.now().toString(36).slice(-5);
const NAME_LENGTH = 167;

function longName(kind: string): string {
  const name = `${kind} ${run} ${'Summerlaunchherocutdownsforpaidsocial'.repeat(6)}`.slice(0, NAME_LENGTH);
  expect(name).toHaveLength(NAME_LENGTH);
  return name;
}

const main = (page: Page) => page.locator('.mantine-AppShell-main');
const breadcrumbs = (page: Page) => main(page).getByRole('navigation', { name: 'Breadcrumbs' });

/** How the element sits: on one line, cut, and inside the main content. */
async function fit(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const content = document.querySelector('.mantine-AppShell-main')!.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    return {
      oneLine: box.height < lineHeight * 1.5,
      cut: node.scrollWidth > node.clientWidth,
      inside: box.left >= content.left - 1 && box.right <= content.right + 1,
    };
  });
}

/** The page's title and the breadcrumb of `parent` and of the page fit at both widths, and name in full. */
async function expectNamesFit(page: Page, parent: string, name: string): Promise<void> {
  for (const width of [821, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const title = page.getByRole('heading', { name, level: 1 });
    await expect(title).toBeVisible();
    await expectLayoutFits(page, `the page at ${width} px`);

    await expect(title).toHaveAttribute('title', name);
    expect(await fit(title), `the title at ${width} px`).toEqual({ oneLine: true, cut: true, inside: true });

    const parentCrumb = breadcrumbs(page).getByRole('link', { name: parent });
    await expect(parentCrumb).toHaveAttribute('title', parent);
    expect(await fit(parentCrumb), `the parent's crumb at ${width} px`).toEqual({
      oneLine: true,
      cut: true,
      inside: true,
    });
    const pageCrumb = breadcrumbs(page).locator('[aria-current="page"]');
    await expect(pageCrumb).toHaveText(name);
    await expect(pageCrumb).toHaveAttribute('title', name);
    expect(await fit(pageCrumb), `the page's crumb at ${width} px`).toEqual({
      oneLine: true,
      cut: true,
      inside: true,
    });
  }
}

/** A dialog's title holding a name: cut on one line beside the close button, the whole of it on hover. */
async function expectDialogTitleFits(dialog: Locator, titleText: string): Promise<void> {
  const title = dialog.locator('.mantine-Modal-title [title]');
  await expect(title).toHaveAttribute('title', titleText);
  const boxes = await dialog.evaluate((node) => {
    const content = node.getBoundingClientRect();
    const close = node.querySelector('.mantine-Modal-close')!.getBoundingClientRect();
    const heading = node.querySelector('.mantine-Modal-title')!.getBoundingClientRect();
    return {
      closeInside: close.right <= content.right + 1 && close.left >= content.left - 1,
      titleBeforeClose: heading.right <= close.left + 1,
    };
  });
  expect(boxes).toEqual({ closeInside: true, titleBeforeClose: true });
}

/** The dialog's buttons, by their words. */
const buttonLabels = (dialog: Locator) => dialog.locator('.mantine-Button-label').allInnerTexts();

test('a Creative Hub folder with a 167-character name: one-line title and breadcrumbs, short dialog buttons', async ({
  page,
  request,
}) => {
  const drive = await demoDrive(request);
  const parent = await createFolder(request, drive, longName('Parent folder'));
  const child = await createFolder(request, drive, longName('Folder'), parent._id);

  await signIn(page);
  await page.goto(`/app/drive/${drive.workspaceId}/${child._id}`);
  await expectNamesFit(page, parent.name, child.name);

  // Its parent lists it; the menu's Move and Delete say the name in their words, not on their buttons.
  await breadcrumbs(page).getByRole('link', { name: parent.name }).click();
  await expect(page.getByRole('heading', { name: parent.name, level: 1 })).toBeVisible();
  const openMenu = async () => {
    await main(page)
      .getByRole('button', { name: `Actions for folder ${child.name}` })
      .first()
      .click();
  };

  await openMenu();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: `Move “${child.name}”` });
  await expect(move).toBeVisible();
  await expectDialogTitleFits(move, `Move “${child.name}”`);
  await expect(move.getByText(`Choose the folder to move “${child.name}” into.`)).toBeVisible();
  await move.getByRole('button', { name: 'Brand team', exact: true }).click();
  expect(await buttonLabels(move)).toEqual(['Cancel', 'Move']);
  await move.getByRole('button', { name: 'Cancel' }).click();

  await openMenu();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete folder?' });
  await expect(remove.getByText(`The folder “${child.name}” is empty`)).toBeVisible();
  expect(await buttonLabels(remove)).toEqual(['Cancel', 'Delete']);
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(remove).toBeHidden();
});

test('an Inspiration board with a 167-character name: one-line title and breadcrumbs, short dialog buttons', async ({
  page,
}) => {
  await signIn(page);
  const workspaceId = await demoWorkspaceId(page);
  const parent = await createBoard(page, { workspaceId, name: longName('Parent board') });
  const board = await createBoard(page, { workspaceId, name: longName('Board'), parentId: parent._id });

  await page.goto(`/app/inspirations/${workspaceId}/${board._id}`);
  await expectNamesFit(page, parent.name, board.name);

  const openMenu = async () => {
    await main(page)
      .getByRole('button', { name: `Actions for board ${board.name}` })
      .last()
      .click();
  };
  await openMenu();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog', { name: `Move “${board.name}”` });
  await expect(move).toBeVisible();
  await expectDialogTitleFits(move, `Move “${board.name}”`);
  await expect(move.getByText(`Choose where to move “${board.name}”`, { exact: false })).toBeVisible();
  expect(await buttonLabels(move)).toEqual(['Cancel', 'Move']);
  await move.getByRole('button', { name: 'Cancel' }).click();

  await openMenu();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete board?' });
  await expect(remove).toContainText(board.name);
  expect(await buttonLabels(remove)).toEqual(['Cancel', 'Delete board']);
  await remove.getByRole('button', { name: 'Delete board' }).click();
  await expect(remove).toBeHidden();
});
