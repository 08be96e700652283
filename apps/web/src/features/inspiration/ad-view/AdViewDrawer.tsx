import { Drawer } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { DrawerResizeHandle } from '../../../ui/DrawerResizeHandle.tsx';
import { useDrawerWidth } from '../../../ui/use-drawer-width.ts';
import { arrowStep, ownsArrowKeys } from './arrow-keys.ts';
import classes from './SavedAdView.module.css';
import { AD_VIEW_WIDTH } from './view-width.ts';

interface AdViewDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** ← (-1) or → (+1) pressed where the arrows aren't a control's own. */
  onStep: (step: -1 | 1) => void;
  /** The drawer's header and body (`Drawer.Header`, `Drawer.Body`). */
  children: ReactNode;
}

/**
 * The frame of a saved ad's view: a drawer from the right whose left edge resizes it, up to 90% of the
 * window (the width is remembered). Escape closes it; ← and → step through the ad's assets.
 */
export function AdViewDrawer({ opened, onClose, onStep, children }: AdViewDrawerProps) {
  const { width, maxWidth, resize, remember } = useDrawerWidth(AD_VIEW_WIDTH);
  const content = useRef<HTMLDivElement | null>(null);
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });
  // The drawer's content takes no key handler of its own: the arrows are heard on the document, for keys
  // pressed inside the drawer (a dialog opened over it keeps its own).
  useEffect(() => {
    if (!opened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = arrowStep(event);
      const target = event.target instanceof Node ? event.target : null;
      if (wanted === null || event.defaultPrevented || !target || !content.current?.contains(target)) return;
      if (ownsArrowKeys(event.target)) return;
      event.preventDefault();
      step.current(wanted);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={width}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay backgroundOpacity={0.3} />
      <Drawer.Content ref={content}>
        <DrawerResizeHandle
          width={width}
          minWidth={AD_VIEW_WIDTH.minWidth}
          maxWidth={maxWidth}
          step={AD_VIEW_WIDTH.step}
          label="Resize the ad view"
          onResize={resize}
          onResizeEnd={remember}
        />
        {children}
      </Drawer.Content>
    </Drawer.Root>
  );
}
