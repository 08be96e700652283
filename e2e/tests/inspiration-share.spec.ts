import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { createBoard, demoWorkspaceId, discoverAdIds, saveDiscoverAd } from '../support/saved-ads.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';
import { expectLabelInName } from '../support/label-in-name.ts';

const SHARE_PASSWORD = 'swipe-file-2026';

test('a marketer shares a board with a password, and someone without an account browses it and comments on an ad', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page);

  // A board with a sub-board, and saved ads in both.
  const workspaceId = await demoWorkspaceId(page);
  const run = Date.now().toString(36);
  const board = await createBoard(page, { workspaceId, name: `Spring swipe file ${run}` });
  const hooks = await createBoard(page, { workspaceId, name: `Hooks ${run}`, parentId: board._id });
  const adIds = await discoverAdIds(page, { format: 'carousel', minAssets: 2, count: 3 });
  const saved = [];
  for (const adId of adIds.slice(0, 2)) {
    saved.push(await saveDiscoverAd(page, { workspaceId, folderId: board._id, discoverAdId: adId }));
  }
  const inHooks = await saveDiscoverAd(page, { workspaceId, folderId: hooks._id, discoverAdId: adIds[2]! });

  // Shared from the board's header, with a password.
  await page.goto(`/app/inspirations/${workspaceId}/${board._id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Share “${board.name}”` });
  await expect(dialog.getByText(/^Anyone with the link can browse this board/)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Can comment' })).toBeChecked();
  await expect(dialog.getByText('Access to versions')).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Set Password' }).check({ force: true });
  await dialog.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await dialog.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Link generated')).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/share\/inspirations\/[0-9a-f-]{36}$/);
  await expectAccessible(page, 'the board share dialog');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Someone without an account: the gate first.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByText('Please enter the password to open this link').first()).toBeVisible();
  await expectAccessible(guest, 'the board link’s gate');
  await guest.getByLabel('Password', { exact: true }).fill('not-it');
  await guest.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(guest.getByText('The password is incorrect')).toBeVisible();
  await guest.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
  await guest.getByRole('button', { name: 'Open', exact: true }).click();

  // The board, read-only: its sub-board and its saved ads.
  await expect(guest.getByRole('heading', { name: board.name, level: 1 })).toBeVisible();
  await expect(guest.getByText('Shared with you · you can comment')).toBeVisible();
  await expect(guest.getByText('2 saved ads · 1 board')).toBeVisible();
  await expect(guest.getByRole('button', { name: `Open board ${hooks.name}` })).toBeVisible();
  const ads = guest.getByRole('list', { name: 'Saved ads' });
  await expect(ads.getByRole('article')).toHaveCount(2);
  await expect(guest.getByRole('button', { name: /^(Share|Save|Remove|More actions)/ })).toHaveCount(0);
  await expectAccessible(guest, 'the shared board');
  await expectLabelInName(guest, 'the shared board');
  await snap(guest, 'inspiration-shared-board-1440', { fullPage: false });
  await guest.setViewportSize({ width: 821, height: 900 });
  await expect(ads.getByRole('article').first()).toBeVisible();
  await snap(guest, 'inspiration-shared-board-821', { fullPage: false });
  await guest.setViewportSize({ width: 1440, height: 900 });

  // A sub-board opens inside the link, with breadcrumbs back.
  await guest.getByRole('button', { name: `Open board ${hooks.name}` }).click();
  await expect(guest.getByRole('heading', { name: hooks.name, level: 1 })).toBeVisible();
  await expect(ads.getByRole('article')).toHaveCount(1);
  await expect(ads.getByRole('article', { name: inHooks.page_name })).toBeVisible();
  await guest.getByRole('navigation', { name: 'Boards' }).getByRole('button', { name: board.name }).click();
  await expect(guest.getByRole('heading', { name: board.name, level: 1 })).toBeVisible();

  // A saved ad opens over the board: its media, its facts, and its comments under a name.
  const first = saved[0]!;
  await ads
    .getByRole('article', { name: first.page_name })
    .first()
    .getByRole('button', { name: new RegExp(`^Open the ${first.page_name} ad`) })
    .click();
  const view = guest.getByRole('dialog', { name: first.page_name });
  await expect(
    view.getByRole('img', { name: new RegExp(`^${first.page_name} ad, asset 1 of`) }),
  ).toBeVisible();
  await expect(view.locator('dt', { hasText: /^Format$/ })).toBeVisible();
  await expect(view.getByRole('list', { name: 'Assets' })).toBeVisible();
  await view.getByRole('tab', { name: 'Comments on asset 1' }).click();
  await view.getByLabel('Your name').fill('Jordan from the agency');
  await view
    .getByRole('textbox', { name: /^Comment on asset 1 of/ })
    .fill('Could we test this hook next month?');
  await view.getByRole('button', { name: 'Send' }).click();
  await expect(view.getByRole('article', { name: 'Comment 1 by Jordan from the agency' })).toBeVisible();
  await expect(view.getByText('Commenting as')).toBeVisible();
  // A viewer can't resolve, edit or answer anyone's comments.
  await expect(view.getByRole('button', { name: /^(Resolve|Reply to|Actions for) comment/ })).toHaveCount(0);
  await expectAccessible(guest, 'a saved ad on the shared board');
  await waitForToastsToClose(guest);
  await snap(guest, 'inspiration-shared-ad-1440', { fullPage: false });
  await guest.setViewportSize({ width: 821, height: 900 });
  await snap(guest, 'inspiration-shared-ad-821', { fullPage: false });
  await visitor.close();
});
