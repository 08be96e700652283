import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is set on, measured before the first paint and again whenever it changes;
 * 0 until then (and in tests, where nothing has a size).
 */
export function useElementWidth<Element extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
