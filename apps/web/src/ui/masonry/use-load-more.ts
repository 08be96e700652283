import { useLayoutEffect, useRef } from 'react';

/** Calls `onReach` when `ref`'s element comes within 1600 px of the viewport, and again after each load. */
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
      { rootMargin: '1600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return ref;
}
