import { expect, test } from '@playwright/test';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';
import { expectAccessible } from '../support/accessibility.ts';

const WIDTHS = [821, 1024, 1280, 1920] as const;
const TABS = [
  'org-general',
  'org-members',
  'org-workspaces',
  'org-api-keys',
  'workspace-general',
  'workspace-fields',
  'workspace-tags',
  'workspace-notifications',
  'account-general',
  'account-password',
  'account-notifications',
] as const;

test('every settings tab fits every width from 821 to 1920 px, and meets WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of TABS) {
      await page.goto(`/app/settings?TAB=${tab}`);
      await expect(page).toHaveURL(new RegExp(`TAB=${tab}`));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.mantine-AppShell-main .mantine-Skeleton-root')).toHaveCount(0);
      await expectLayoutFits(page, `${tab} at ${width}px`);
      if (width === 1280) {
        await expectAccessible(page, `${tab} at ${width}px`);
      }
    }
    await page.goto('/app/settings?TAB=org-members');
    await page.waitForLoadState('networkidle');
    await snap(page, `ui-settings-members-${width}`, { fullPage: false });
  }
});
