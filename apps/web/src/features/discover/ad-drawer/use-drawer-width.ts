import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import { clampDrawerWidth, maxDrawerWidth, storeDrawerWidth, storedDrawerWidth } from './drawer-width.ts';

/** The drawer's width: what the user chose (remembered), within the window's bounds. */
export function useDrawerWidth() {
  const { width: viewportWidth } = useViewportSize();
  const [wanted, setWanted] = useState(storedDrawerWidth);
  return {
    width: clampDrawerWidth(wanted, viewportWidth),
    maxWidth: maxDrawerWidth(viewportWidth),
    resize: (next: number) => setWanted(clampDrawerWidth(next, viewportWidth)),
    remember: (next: number) => storeDrawerWidth(clampDrawerWidth(next, viewportWidth)),
  };
}
