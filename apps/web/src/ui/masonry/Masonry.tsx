import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { columnCount, columnWidth, MIN_COLUMN_WIDTH, positionItems } from './masonry-layout.ts';
import classes from './Masonry.module.css';
import { useElementWidth } from './use-element-width.ts';
import { useNearViewport } from './near-viewport.ts';

interface MasonryProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A first guess of an item's height at a column's width, until it is drawn and measured. */
  estimateHeight: (item: T, columnWidth: number) => number;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  busy?: boolean;
}

interface Measured {
  height: number;
  /** The column width it was measured at: at another width the card is another height. */
  width: number;
}

/** Starts measuring an item's element; the function it returns stops. */
type Register = (element: HTMLElement | null, key: string) => (() => void) | undefined;

/** Measures each drawn item, and gives the heights to the grid a frame at a time. */
function useMeasuredHeights() {
  const [measured, setMeasured] = useState<ReadonlyMap<string, Measured>>(new Map());
  const pending = useRef(new Map<string, Measured>());
  const frame = useRef<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const keys = useRef(new WeakMap<Element, string>());

  const flush = useCallback(() => {
    frame.current = null;
    const updates = pending.current;
    pending.current = new Map();
    setMeasured((current) => {
      let changed = false;
      const next = new Map(current);
      for (const [key, value] of updates) {
        const before = current.get(key);
        if (before && Math.abs(before.height - value.height) < 0.5 && before.width === value.width) continue;
        next.set(key, value);
        changed = true;
      }
      return changed ? next : current;
    });
  }, []);

  // Made on the first item's registration: the items' effects run before the grid's own.
  const observerOf = useCallback(() => {
    if (observer.current || typeof ResizeObserver === 'undefined') return observer.current;
    observer.current = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const key = keys.current.get(element);
        // A frame kept for an item that is not drawn has the height it was given, not its own.
        if (key === undefined || element.dataset.drawn === undefined) continue;
        const box = element.getBoundingClientRect();
        pending.current.set(key, { height: box.height, width: Math.round(box.width) });
      }
      frame.current ??= requestAnimationFrame(flush);
    });
    return observer.current;
  }, [flush]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const register = useCallback<Register>(
    (element, key) => {
      const resizeObserver = observerOf();
      if (!element || !resizeObserver) return undefined;
      keys.current.set(element, key);
      resizeObserver.observe(element);
      return () => resizeObserver.unobserve(element);
    },
    [observerOf],
  );
  return { measured, register };
}

interface CellProps {
  itemKey: string;
  style: CSSProperties;
  placeholderHeight: number;
  register: Register;
  children: ReactNode;
}

/** One item, drawn only while it is within the viewport's margin; otherwise a frame of its height. */
function MasonryCell({ itemKey, style, placeholderHeight, register, children }: CellProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const near = useNearViewport(ref);
  useLayoutEffect(() => register(ref.current, itemKey), [register, itemKey]);
  return (
    <div
      ref={ref}
      role="listitem"
      className={classes.cell}
      data-drawn={near || undefined}
      style={near ? style : { ...style, height: placeholderHeight }}
    >
      {near ? children : null}
    </div>
  );
}

/**
 * A masonry grid: as many columns as the width holds (`columnCount`), each item under the shortest column,
 * in the items' order. Items far from the viewport are not drawn, only framed at their height, so a
 * library of thousands scrolls as lightly as a page of forty.
 */
export function Masonry<T>({ items, itemKey, estimateHeight, renderItem, label, busy }: MasonryProps<T>) {
  const { ref, width } = useElementWidth();
  const { measured, register } = useMeasuredHeights();
  const columns = columnCount(width);
  const cellWidth = width > 0 ? columnWidth(width, columns) : 0;

  const heights = useMemo(
    () =>
      items.map((item) => {
        const known = measured.get(itemKey(item));
        if (known && Math.abs(known.width - Math.round(cellWidth)) <= 1) return known.height;
        return estimateHeight(item, cellWidth || MIN_COLUMN_WIDTH);
      }),
    [items, itemKey, measured, cellWidth, estimateHeight],
  );
  const layout = useMemo(() => positionItems(heights, columns, width), [heights, columns, width]);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      className={classes.grid}
      data-columns={columns}
      style={{ height: layout.height }}
    >
      {items.map((item, index) => {
        const key = itemKey(item);
        const position = layout.positions[index] ?? { x: 0, y: 0 };
        return (
          <MasonryCell
            key={key}
            itemKey={key}
            register={register}
            placeholderHeight={heights[index] ?? 0}
            style={{
              width: cellWidth || undefined,
              transform: `translate(${position.x}px, ${position.y}px)`,
            }}
          >
            {renderItem(item)}
          </MasonryCell>
        );
      })}
    </div>
  );
}
