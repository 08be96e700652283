import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is set on has come into view (and stays true once it has), so that a long list
 * reads its rows' details only as they are scrolled to. Without IntersectionObserver, it counts as seen.
 */
export function useSeen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
