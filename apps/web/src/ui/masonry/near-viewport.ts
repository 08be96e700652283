import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport a card is still drawn: scrolling never meets an empty frame. */
export const NEAR_VIEWPORT_MARGIN = '4000px 0px';

type Listener = (near: boolean) => void;

/** One observer per margin for every card of the page, rather than one each. */
const observers = new Map<string, { observer: IntersectionObserver; listeners: Map<Element, Listener> }>();

function observeNear(element: Element, margin: string, listener: Listener): () => void {
  let shared = observers.get(margin);
  if (!shared) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: margin },
    );
    shared = { observer, listeners };
    observers.set(margin, shared);
  }
  const { observer, listeners } = shared;
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    listeners.delete(element);
    if (listeners.size === 0) {
      observer.disconnect();
      observers.delete(margin);
    }
  };
}

/**
 * Whether the element `ref` is set on is within `margin` of the viewport. It counts as near until the
 * observer first says otherwise, so the first screen is drawn at once (and always where the browser has no
 * IntersectionObserver).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    return observeNear(element, margin, setNear);
  }, [ref, margin]);
  return near;
}
