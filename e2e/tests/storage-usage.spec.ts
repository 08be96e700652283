import { expect, test } from '@playwright/test';
import { createFolder, demoDrive, makeImage, tusUpload } from '../support/demo-drive.ts';
import { signIn } from '../support/sign-in.ts';

/** Storage under 1 GB reads in MB wherever it is shown: never "0.00 GB" with files stored. */
test('storage under 1 GB reads in MB in the Creative Hub and in the subscription’s usage', async ({
  page,
  request,
}) => {
  const drive = await demoDrive(request);
  const folder = await createFolder(request, drive, `Storage ${Date.now().toString(36)}`);
  await tusUpload(request, drive, {
    bytes: await makeImage(),
    filename: 'storage-check.png',
    folderId: folder._id,
    resolution: '1200x800',
  });

  await signIn(page);
  await page.goto(`/app/drive/${drive.workspaceId}`);
  const used = page.getByText(/ used$/).filter({ hasText: ' of ' });
  await expect(used).toHaveText(/^\d+\.\d{2} MB of .+ used$/);
  await expect(page.getByText(/\b0\.00 GB/)).toHaveCount(0);

  await page.goto('/app/settings?TAB=subscription');
  const card = page.getByText('Creative Hub storage', { exact: true }).locator('..');
  await expect(card).toContainText(/\d+\.\d{2} MB\s*of/);
  await expect(card).not.toContainText(/\b0\.00 GB/);
});
