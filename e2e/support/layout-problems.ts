import { expect, type Page } from '@playwright/test';

/**
 * What is wrong with the page's layout at this width: sideways scrolling, controls cut off or out of view.
 * `scrollsAllowedIn` names the regions designed to scroll sideways (a wide table), whose content may.
 */
export async function layoutProblems(
  page: Page,
  options: { scrollsAllowedIn?: string } = {},
): Promise<string[]> {
  return page.evaluate((allowed) => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth}px)`);
    }
    // The app's content area, or a public page's own main landmark (a share link's page has no shell).
    const main = document.querySelector('.mantine-AppShell-main') ?? document.querySelector('main');
    if (!main) return ['no main content'];
    const bounds = main.getBoundingClientRect();
    for (const element of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const mayScroll = allowed !== undefined && element.closest(allowed) !== null;
      if (
        !mayScroll &&
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(`${describe(element)} scrolls sideways`);
      }
    }
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a[href], input, textarea, [role="combobox"]',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (allowed !== undefined && control.closest(allowed) !== null) continue;
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        problems.push(`${describe(control)} is out of view`);
      }
    }
    for (const label of Array.from(main.querySelectorAll<HTMLElement>('.mantine-Button-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`button ${describe(label)} is cut off`);
    }
    return problems;
  }, options.scrollsAllowedIn);
}

/**
 * Expects no layout problems once the page has settled: right after a resize, a grid or table may take a
 * frame or two to lay out at the new width, so the check is repeated until it passes or 5 s go by.
 */
export async function expectLayoutFits(page: Page, what: string): Promise<void> {
  await expect.poll(() => layoutProblems(page), { message: what, timeout: 5_000 }).toEqual([]);
}
