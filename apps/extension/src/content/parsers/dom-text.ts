/*
 * Reading an ad card's text and links the way a person sees them. Platforms obfuscate their class names, so
 * the parsers go by structure, roles and the words on the page; these helpers do the reading.
 */

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u;
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'VIDEO', 'AUDIO']);

function keepsLineBreaks(element: Element): boolean {
  const style = element.getAttribute('style') ?? '';
  return element.tagName === 'PRE' || /white-space\s*:\s*pre/i.test(style);
}

/**
 * The text of `node` with a line break around each block and at each `<br>`, an emoji image as its `alt`,
 * and line breaks kept inside `white-space: pre*` (an ad's body). Spaces are collapsed; empty lines between
 * paragraphs are kept once.
 */
export function readableText(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node, preserve: boolean) => {
    if (current.nodeType === 3) {
      const text = current.nodeValue ?? '';
      parts.push(preserve ? text : text.replace(/\s+/g, ' '));
      return;
    }
    if (current.nodeType !== 1) return;
    const element = current as Element;
    const tag = element.tagName.toUpperCase();
    if (
      SKIPPED_TAGS.has(tag) ||
      element.getAttribute('aria-hidden') === 'true' ||
      element.hasAttribute('hidden')
    ) {
      return;
    }
    if (tag === 'BR') {
      parts.push('\n');
      return;
    }
    if (tag === 'IMG') {
      const alt = element.getAttribute('alt') ?? '';
      // Platforms draw emoji as small images whose alt is the emoji itself.
      if (EMOJI.test(alt)) parts.push(alt);
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) parts.push('\n');
    const keep = preserve || keepsLineBreaks(element);
    for (const child of Array.from(element.childNodes)) walk(child, keep);
    if (block) parts.push('\n');
  };
  walk(node, false);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The card's non-empty lines of text, in reading order. */
export function textLines(node: Node): string[] {
  return readableText(node)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `raw` resolved against the page, when it is an http(s) URL; `blob:`, `data:` and the like are null. */
export function absoluteHttpUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const isPageRoot = (element: Element) =>
  element.tagName === 'BODY' ||
  element.tagName === 'HTML' ||
  element.tagName === 'MAIN' ||
  element.getAttribute('role') === 'main';

/**
 * The card an anchor (an ad's id, its video) belongs to: its highest ancestor that holds no other anchor,
 * below the page's main region. A page with one anchor is an ad's own page: its main region is the card.
 */
export function cardAround(anchor: Element, anchors: readonly Element[]): Element {
  if (anchors.length === 1) {
    const main = anchor.closest('main, [role="main"]');
    if (main) return main;
  }
  let card = anchor;
  for (let parent = anchor.parentElement; parent && !isPageRoot(parent); parent = parent.parentElement) {
    if (anchors.some((other) => other !== anchor && parent.contains(other))) break;
    card = parent;
  }
  return card;
}

/** The text after a label such as "Brand name" in a label–value pair, when the card has one. */
export function labelledValue(root: Element, labels: readonly string[]): string | null {
  const wanted = new Set(labels.map((label) => label.toLowerCase()));
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/:$/, '');
    if (!wanted.has(text.toLowerCase()) || element.children.length > 0) continue;
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const sibling = node.nextElementSibling;
      if (sibling) {
        const value = readableText(sibling)
          .replace(/\s*\n\s*/g, ' ')
          .trim();
        if (value) return value;
        break;
      }
    }
  }
  return null;
}

/** At most `max` UTF-16 units (as Hookline counts), never cutting an emoji's surrogate pair in half. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
