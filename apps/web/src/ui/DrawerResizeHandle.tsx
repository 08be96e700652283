import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './DrawerResizeHandle.module.css';

interface DrawerResizeHandleProps {
  width: number;
  minWidth: number;
  maxWidth: number;
  /** How far one arrow key press moves the edge. */
  step: number;
  /** What the separator resizes, for screen readers, e.g. 'Resize the preview'. */
  label: string;
  /** While dragging or pressing keys: the width asked for (the owner clamps it). */
  onResize: (width: number) => void;
  /** When a drag or key press ends, with the width asked for last: the width to remember. */
  onResizeEnd: (width: number) => void;
}

/**
 * A right-hand drawer's left edge: drag it, or focus it and use the arrow keys (left widens, right narrows;
 * Home and End for the narrowest and widest). Place it inside the drawer's content, which is positioned.
 */
export function DrawerResizeHandle({
  width,
  minWidth,
  maxWidth,
  step,
  label,
  onResize,
  onResizeEnd,
}: DrawerResizeHandleProps) {
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
      ArrowLeft: width + step,
      ArrowRight: width - step,
      Home: minWidth,
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
      aria-label={label}
      aria-valuemin={minWidth}
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
