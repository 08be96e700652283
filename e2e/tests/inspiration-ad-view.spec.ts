import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  boardFiles,
  createBoard,
  demoWorkspaceId,
  discoverAdIds,
  saveDiscoverAd,
} from '../support/saved-ads.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

test('a marketer saves a carousel, comments on its second card, replies, resolves, and copies the ad to another board', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);

  // Two boards, and a Discover carousel saved into the first, as Discover's "Save to board" does.
  const workspaceId = await demoWorkspaceId(page);
  const run = Date.now().toString(36);
  const swipes = await createBoard(page, { workspaceId, name: `Carousel swipes ${run}` });
  const shortlist = await createBoard(page, { workspaceId, name: `Shortlist ${run}` });
  const [adId] = await discoverAdIds(page, { format: 'carousel', minAssets: 2, count: 1 });
  const saved = await saveDiscoverAd(page, { workspaceId, folderId: swipes._id, discoverAdId: adId! });
  expect(saved.assets.length).toBeGreaterThanOrEqual(2);
  const count = saved.assets.length;

  // The board page opens the ad over itself by `?ad=`.
  await page.goto(`/app/inspirations/${workspaceId}/${swipes._id}?ad=${saved._id}`);
  const view = page.getByRole('dialog', { name: saved.page_name });
  await expect(view.getByRole('heading', { name: saved.page_name })).toBeVisible({ timeout: 60_000 });
  const strip = view.getByRole('list', { name: 'Assets' });
  await expect(strip.getByRole('button', { name: new RegExp(`^Asset 1 of ${count}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(view.getByRole('img', { name: `${saved.page_name} ad, asset 1 of ${count}` })).toBeVisible();

  // → moves to the second card, as the strip does; the address follows.
  await view.getByRole('button', { name: 'Close the ad' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]asset=1(&|$)/);
  const second = strip.getByRole('button', { name: new RegExp(`^Asset 2 of ${count}`) });
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page).not.toHaveURL(/[?&]asset=/);
  await second.click();
  await expect(page).toHaveURL(/[?&]asset=1(&|$)/);
  await expect(view.getByRole('img', { name: `${saved.page_name} ad, asset 2 of ${count}` })).toBeVisible();

  // A comment on the second card: it shows at once, and the strip counts it.
  await view.getByRole('tab', { name: 'Comments on asset 2' }).click();
  await expect(view.getByText('No comments on this asset yet.')).toBeVisible();
  await view
    .getByRole('textbox', { name: `Comment on asset 2 of ${count}` })
    .fill('The second card carries the offer: borrow this layout for the spring launch.');
  await view.getByRole('button', { name: 'Send' }).click();
  const thread = view.getByRole('article', { name: /^Comment 1 by / });
  await expect(thread.getByText('The second card carries the offer')).toBeVisible();
  await expect(thread.getByText('Sending…')).toHaveCount(0);
  await expect(
    strip.getByRole('button', { name: new RegExp(`^Asset 2 of ${count}, image, 1 open comment$`) }),
  ).toBeVisible();

  // A reply, then the thread resolved: the card's count goes.
  await thread.getByRole('button', { name: 'Reply to comment 1' }).click();
  await thread.getByRole('textbox', { name: 'Reply to comment 1' }).fill('Agreed, adding it to the brief.');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread.getByRole('article', { name: /^Reply by / })).toContainText(
    'Agreed, adding it to the brief.',
  );
  await thread.getByRole('button', { name: 'Resolve comment 1' }).click();
  await expect(thread.getByRole('button', { name: 'Reopen comment 1' })).toBeVisible();
  await expect(strip.getByRole('button', { name: new RegExp(`^Asset 2 of ${count}, image$`) })).toBeVisible();
  // Only the second card holds the comment.
  const stored = await page.evaluate(
    async ({ fileId }) => {
      const token = localStorage.getItem('hookline.token') ?? '';
      const response = await fetch(`/api/v1/inspiration/file/${fileId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { assets: Array<{ discussionCount: number }> };
    },
    { fileId: saved._id },
  );
  expect(stored.assets.map((asset) => asset.discussionCount)).toEqual(
    saved.assets.map((_asset, index) => (index === 1 ? 1 : 0)),
  );

  // The resolved thread is in "Resolved Comments", not in "Open Comments".
  const filter = view.getByRole('radiogroup', { name: 'Show comments' });
  await filter.getByText('Open Comments', { exact: true }).click();
  await expect(view.getByText('No open comments: everything on this asset is resolved.')).toBeVisible();
  await filter.getByText('All', { exact: true }).click();
  await expect(thread).toBeVisible();

  await expectAccessible(page, 'the saved-ad view with its comments');
  await waitForToastsToClose(page);
  await snap(page, 'inspiration-ad-view-comments-1440', { fullPage: false });
  await page.setViewportSize({ width: 821, height: 900 });
  await expect(view.getByRole('tab', { name: 'Comments on asset 2' })).toBeVisible();
  await snap(page, 'inspiration-ad-view-comments-821', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Copied to the shortlist: a copy of its own there, the original untouched.
  await view.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy to board…' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copy to boards' });
  await copyDialog.getByRole('button', { name: new RegExp(shortlist.name) }).click();
  await copyDialog.getByRole('button', { name: 'Copy to 1 board' }).click();
  await expect(page.getByText('Ad copied successfully')).toBeVisible();
  await expect(copyDialog).toBeHidden();
  await expect.poll(async () => (await boardFiles(page, shortlist._id)).length).toBe(1);
  const [copy] = await boardFiles(page, shortlist._id);
  expect(copy?._id).not.toBe(saved._id);
  expect((await boardFiles(page, swipes._id)).map((file) => file._id)).toEqual([saved._id]);

  // Escape closes the view, and the address loses the ad.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]ad=/);

  // The second card copied into the Creative Hub's top level, then opened there.
  await page.goto(`/app/inspirations/${workspaceId}/${swipes._id}?ad=${saved._id}&asset=1`);
  await view.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy this asset to the Creative Hub…' }).click();
  const hubDialog = page.getByRole('dialog', { name: 'Copy to the Creative Hub' });
  await expect(hubDialog.getByText(`A copy of asset 2 of ${count} becomes a file`)).toBeVisible();
  await hubDialog.getByRole('button', { name: /\(top level\)$/ }).click();
  await hubDialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the Creative Hub')).toBeVisible();
  await page.getByRole('button', { name: 'Open in Creative Hub' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/drive/${workspaceId}\\?file=`));
});
