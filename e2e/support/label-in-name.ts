import { expect, type Page } from '@playwright/test';

/** The controls WCAG 2.5.3 and axe's button-name and link-name speak of. */
const CONTROLS = [
  'button',
  'a[href]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
].join(', ');

/**
 * Every control in view whose accessible name misses its visible words (WCAG 2.5.3, label in name), and every
 * control with neither: "name ≠ visible words" for the first, "no name: <html>" for the second.
 *
 * The visible words are what a user reads on the control (its label's, for a checkbox or radio input), leaving
 * out what isn’t words or isn’t seen: an avatar’s initials, a part hidden from assistive technology or visually, a shortcut’s keys. The
 * name is the one `aria-labelledby`, `aria-label`, a `<label>` or the content give, in that order (accname
 * 1.2). Both are compared without whitespace, punctuation and case, since the parts of a label often sit in
 * separate elements.
 */
export async function labelInNameViolations(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    /*
     * The text of a node as a user sees it ('seen': no avatar's initials, shortcut keys or visually hidden
     * words) or as the name is built from it ('named': the visually hidden words and images' alternatives
     * too). Neither holds what is hidden from assistive technology or not rendered.
     */
    const textOf = (node: Node, mode: 'seen' | 'named'): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      if (node.getAttribute('aria-hidden') === 'true') return '';
      if (!node.checkVisibility({ visibilityProperty: true })) return '';
      if (mode === 'seen') {
        if (node.tagName === 'KBD' || node.classList.contains('mantine-Avatar-root')) return '';
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return '';
      } else {
        if (node instanceof HTMLImageElement) return node.alt;
        if (node.getAttribute('role') === 'img' || node instanceof SVGElement) {
          return node.getAttribute('aria-label') ?? '';
        }
      }
      return Array.from(node.childNodes)
        .map((child) => textOf(child, mode))
        .join(' ');
    };
    const visibleWords = (root: Element): string => textOf(root, 'seen');
    const labelsOf = (element: Element): Element[] =>
      element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
    // Punctuation goes too: it is not spoken, and a hidden ": " may part a label from its value.
    const fold = (text: string) => text.replace(/[\s\p{P}]+/gu, '').toLowerCase();
    const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

    const nameOf = (element: Element): string => {
      const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((found) => found !== null);
      // An element named by reference gives its text even when it is hidden itself.
      const referenced = (found: HTMLElement) =>
        found.checkVisibility() && found.getAttribute('aria-hidden') !== 'true'
          ? textOf(found, 'named')
          : (found.textContent ?? '');
      if (labelledBy.length > 0) return labelledBy.map(referenced).join(' ');
      const label = element.getAttribute('aria-label')?.trim();
      if (label) return label;
      const labels = labelsOf(element);
      if (labels.length > 0) return labels.map((found) => textOf(found, 'named')).join(' ');
      const content = element instanceof HTMLInputElement ? '' : textOf(element, 'named');
      if (content.trim()) return content;
      return element.getAttribute('title') ?? '';
    };

    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const shown = element.checkVisibility({ visibilityProperty: true });
      const label = labelsOf(element);
      // A visually hidden input (a Mantine switch or checkbox) is shown through its label.
      if (!shown && !label.some((found) => found.checkVisibility({ visibilityProperty: true }))) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const visible = label.length > 0 ? label.map(visibleWords).join(' ') : visibleWords(element);
      const name = nameOf(element);
      if (!fold(name)) {
        found.push(`no name: ${element.outerHTML.slice(0, 160)}`);
      } else if (fold(visible) && !fold(name).includes(fold(visible))) {
        found.push(`"${tidy(name)}" ≠ "${tidy(visible)}"`);
      }
    }
    return found;
  }, CONTROLS);
}

/** Fails when a control on the page as it is now breaks WCAG 2.5.3 or has no name. */
export async function expectLabelInName(page: Page, what: string): Promise<void> {
  expect(await labelInNameViolations(page), `label in name on ${what}`).toEqual([]);
}
