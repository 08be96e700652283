import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

/** Saves a full-page screenshot named after the screen, once animations and fonts have settled. */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(350);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** Waits until every toast has closed on its own, for a screenshot of the page underneath. */
export async function waitForToastsToClose(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}
