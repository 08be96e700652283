import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { snap } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

const WIDTHS = [821, 1024, 1280, 1920] as const;
const TABS = [
  'org-general',
  'org-members',
  'org-workspaces',
  'workspace-general',
  'workspace-notifications',
  'account-general',
  'account-password',
  'account-notifications',
] as const;

/** What is wrong with the page's layout at this width: sideways scrolling, controls cut off or out of view. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth}px)`);
    }
    const main = document.querySelector('.mantine-AppShell-main');
    if (!main) return ['no main content'];
    const bounds = main.getBoundingClientRect();
    for (const element of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} scrolls sideways`);
      }
    }
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a[href], input, textarea, [role="combobox"]',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        problems.push(`${describe(control)} is out of view`);
      }
    }
    for (const label of Array.from(main.querySelectorAll<HTMLElement>('.mantine-Button-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`button ${describe(label)} is cut off`);
    }
    return problems;
  });
}

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
      expect(await layoutProblems(page), `${tab} at ${width}px`).toEqual([]);
      if (width === 1280) {
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          axe.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
          `${tab} at ${width}px`,
        ).toEqual([]);
      }
    }
    await page.goto('/app/settings?TAB=org-members');
    await page.waitForLoadState('networkidle');
    await snap(page, `ui-settings-members-${width}`, { fullPage: false });
  }
});
