import { useElementSize } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { containBox } from '../annotations/annotation-geometry.ts';
import classes from './viewer.module.css';

/** `widthxheight` as numbers; null when unknown. */
export function parseResolution(
  resolution: string | null | undefined,
): { width: number; height: number } | null {
  const match = /^(\d+)x(\d+)$/.exec(resolution ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

interface MediaFrameProps {
  /** The media's own size; until it is known the media fills the frame. */
  natural: { width: number; height: number } | null;
  /** A zoom and pan, applied to the media and its annotations together. */
  transform?: string;
  children: ReactNode;
  /** Props for the area around the media (the zoom and pan handlers). */
  areaProps?: React.HTMLAttributes<HTMLDivElement> & { style?: CSSProperties };
  areaRef?: React.Ref<HTMLDivElement>;
}

/**
 * A box the exact size the media is shown at (like `object-fit: contain`), centred in the space it has, so
 * that the annotation layer inside covers the media and nothing else.
 */
export function MediaFrame({ natural, transform, children, areaProps, areaRef }: MediaFrameProps) {
  const { ref, width, height } = useElementSize();
  const box = containBox({ width, height }, natural ?? { width, height });
  return (
    <div ref={areaRef} className={classes.frameArea} {...areaProps}>
      <div ref={ref} className={classes.frameSpace}>
        <div
          className={classes.frameBox}
          style={{ left: box.left, top: box.top, width: box.width, height: box.height, transform }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
