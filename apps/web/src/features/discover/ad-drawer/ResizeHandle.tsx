import { useViewportSize } from '@mantine/hooks';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './AdDrawer.module.css';
import {
  clampDrawerWidth,
  DRAWER_WIDTH_STEP,
  maxDrawerWidth,
  MIN_DRAWER_WIDTH,
  storeDrawerWidth,
  storedDrawerWidth,
} from './drawer-width.ts';

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

interface ResizeHandleProps {
  width: number;
  maxWidth: number;
  onResize: (width: number) => void;
  onResizeEnd: (width: number) => void;
}

/**
 * The drawer's left edge: drag it, or focus it and use the arrow keys (left widens, right narrows; Home and
 * End for the narrowest and widest).
 */
export function ResizeHandle({ width, maxWidth, onResize, onResizeEnd }: ResizeHandleProps) {
  const [dragging, setDragging] = useState(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) onResize(window.innerWidth - event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
    onResizeEnd(window.innerWidth - event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: width + DRAWER_WIDTH_STEP,
      ArrowRight: width - DRAWER_WIDTH_STEP,
      Home: MIN_DRAWER_WIDTH,
      End: maxWidth,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
    onResizeEnd(next);
  };
  return (
    <div
      className={classes.handle}
      data-dragging={dragging || undefined}
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the ad details"
      aria-valuemin={MIN_DRAWER_WIDTH}
      aria-valuemax={Number.isFinite(maxWidth) ? maxWidth : undefined}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
