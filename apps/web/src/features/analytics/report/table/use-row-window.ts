import { observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** The size assumed until the scroll box is measured, and where nothing is laid out (tests, a hidden tab). */
const UNMEASURED_RECT: Rect = { width: 1280, height: 800 };

interface RowWindowOptions {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  /** The sticky header's height: rows start below it inside the scroll box. */
  headerHeight: number;
}

/**
 * The rows in view (and a few around them), and the height of the rows above and below them, so that a
 * table of hundreds of lines and dozens of metrics mounts only what can be seen.
 */
export function useRowWindow({ count, scrollRef, rowHeight, headerHeight }: RowWindowOptions) {
  // The virtualizer is read afresh on every render and never memoised, which is what this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    paddingStart: headerHeight,
    initialRect: UNMEASURED_RECT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : UNMEASURED_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    spaceBefore: first ? first.start - headerHeight : 0,
    spaceAfter: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}
