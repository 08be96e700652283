/** Where the tour's card goes beside its target, kept inside the window. */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 16;
const MARGIN = 12;

export type Side = 'right' | 'left' | 'bottom' | 'top';

/**
 * The card's top-left corner: beside the target on the first side with room (right, left, below, above),
 * aligned with its start; otherwise over the window's bottom-right corner. Always within the window.
 */
export function placeCard(
  target: Box,
  card: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number; side: Side | 'corner' } {
  const clampTop = (top: number) => Math.max(MARGIN, Math.min(top, view.height - card.height - MARGIN));
  const clampLeft = (left: number) => Math.max(MARGIN, Math.min(left, view.width - card.width - MARGIN));
  const right = target.left + target.width + GAP;
  if (right + card.width + MARGIN <= view.width) {
    return { side: 'right', left: right, top: clampTop(target.top) };
  }
  const left = target.left - GAP - card.width;
  if (left >= MARGIN) return { side: 'left', left, top: clampTop(target.top) };
  const below = target.top + target.height + GAP;
  if (below + card.height + MARGIN <= view.height) {
    return { side: 'bottom', top: below, left: clampLeft(target.left) };
  }
  const above = target.top - GAP - card.height;
  if (above >= MARGIN) return { side: 'top', top: above, left: clampLeft(target.left) };
  return {
    side: 'corner',
    top: view.height - card.height - MARGIN,
    left: view.width - card.width - MARGIN,
  };
}

/** Whether an element is on screen at all (laid out, with a size): a hidden tab's content is not. */
export function isShown(element: Element): boolean {
  if (!element.isConnected) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return false;
  return !element.closest('[hidden], [aria-hidden="true"]');
}

/** The first target of `step` that is on screen. */
export function findTarget(step: string, root: ParentNode = document): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(`[data-tour="${step}"]`)) {
    if (isShown(element)) return element;
  }
  return null;
}
