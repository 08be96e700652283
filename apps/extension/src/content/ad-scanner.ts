import type { AdPageAdapter } from './ad-page-adapters.ts';
import { WIDGET_ATTRIBUTE } from './save-widget/save-widget.ts';

interface Options {
  document: Document;
  adapter: AdPageAdapter;
  /** Makes the Save control of one card. */
  createWidget: (card: Element) => HTMLElement;
  /** How long to wait after the page changes before looking again. */
  debounceMs?: number;
}

/**
 * Puts a Save control at the top of every ad card, now and as the page loads more (the libraries scroll
 * forever and re-render cards). A control whose card the page took apart is removed.
 */
export function scanAdCards({ document, adapter, createWidget }: Omit<Options, 'debounceMs'>): void {
  const cards = new Set(adapter.findCards(document));
  for (const host of Array.from(document.querySelectorAll(`[${WIDGET_ATTRIBUTE}]`))) {
    if (!host.parentElement || !cards.has(host.parentElement)) host.remove();
  }
  for (const card of cards) {
    const hasWidget = Array.from(card.children).some((child) => child.hasAttribute(WIDGET_ATTRIBUTE));
    if (!hasWidget) card.prepend(createWidget(card));
  }
}

export function watchAdCards(options: Options): () => void {
  const { document, debounceMs = 250 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scan = () => {
    timer = undefined;
    scanAdCards(options);
  };
  scan();
  const observer = new MutationObserver((mutations) => {
    // Our own controls going in are changes too; they need no second look.
    const ours = mutations.every(
      (mutation) =>
        Array.from(mutation.addedNodes).every(
          (node) => node.nodeType === 1 && (node as Element).hasAttribute(WIDGET_ATTRIBUTE),
        ) && mutation.removedNodes.length === 0,
    );
    if (ours || timer !== undefined) return;
    timer = setTimeout(scan, debounceMs);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
