import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for every finite animation and transition: a dialog fading in shows its colours half-blended. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it stands once it has settled, as
 * `rule: target` lines. `include` narrows it to one part, such as an open dialog (the page under its
 * overlay is dimmed on purpose and can't be reached).
 */
export async function accessibilityViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Fails on any WCAG 2.1 AA violation axe-core finds on the page, or the part `include` names. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  expect(await accessibilityViolations(page, include), `axe-core on ${what}`).toEqual([]);
}
