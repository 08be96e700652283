import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import {
  clampDrawerWidth,
  maxDrawerWidth,
  storeDrawerWidth,
  storedDrawerWidth,
  type DrawerWidthRule,
} from './drawer-width.ts';

/** A resizable drawer's width: what the user chose (remembered), within the window's bounds. */
export function useDrawerWidth(rule: DrawerWidthRule) {
  const { width: viewportWidth } = useViewportSize();
  const [wanted, setWanted] = useState(() => storedDrawerWidth(rule));
  return {
    width: clampDrawerWidth(rule, wanted, viewportWidth),
    maxWidth: maxDrawerWidth(rule, viewportWidth),
    resize: (next: number) => setWanted(clampDrawerWidth(rule, next, viewportWidth)),
    remember: (next: number) => storeDrawerWidth(rule, clampDrawerWidth(rule, next, viewportWidth)),
  };
}
