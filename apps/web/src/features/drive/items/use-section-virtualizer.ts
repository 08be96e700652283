import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A virtualised section of the page (the folders, then the files): rows are laid out by the window's
 * scroll, from where the section starts on the page, so that only those near the viewport are rendered.
 */
export function useSectionVirtualizer<Element extends HTMLElement = HTMLDivElement>(input: {
  count: number;
  estimateSize: (index: number) => number;
  overscan?: number;
  /** A change of it (the row height, after a resize) has every row measured again. */
  sizeKey?: string | number;
}) {
  const ref = useRef<Element | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    // What sits above the section (breadcrumbs, a growing folder section) moves it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: input.count,
    estimateSize: input.estimateSize,
    overscan: input.overscan ?? 4,
    scrollMargin,
  });
  const { sizeKey } = input;
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, sizeKey]);
  return { ref, virtualizer, scrollMargin };
}

/** Calls `onReach` when `ref`'s element comes within 1200 px of the viewport, and again after each load. */
export function useLoadMore(input: { enabled: boolean; loaded: number; onReach: () => void }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const { enabled, loaded, onReach } = input;
  const reach = useRef(onReach);
  useLayoutEffect(() => {
    reach.current = onReach;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // Observing again after each page: a page too short to fill the screen asks for the next one at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return ref;
}

/**
 * The width of the element `ref` is set on, measured as soon as it is laid out and again whenever it
 * changes; 0 until then (and in tests, where nothing has a size).
 */
export function useWidth<Element extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
