import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import { clampViewWidth, maxViewWidth, storeViewWidth, storedViewWidth } from './view-width.ts';

/** The view's width: what the user chose (remembered), within the window's bounds. */
export function useViewWidth() {
  const { width: viewportWidth } = useViewportSize();
  const [wanted, setWanted] = useState(storedViewWidth);
  return {
    width: clampViewWidth(wanted, viewportWidth),
    maxWidth: maxViewWidth(viewportWidth),
    resize: (next: number) => setWanted(clampViewWidth(next, viewportWidth)),
    remember: (next: number) => storeViewWidth(clampViewWidth(next, viewportWidth)),
  };
}
