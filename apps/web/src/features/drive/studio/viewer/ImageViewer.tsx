import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { MediaFrame } from './MediaFrame.tsx';
import classes from './viewer.module.css';
import { clampPan, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut, type Pan } from './zoom.ts';

interface ImageViewerProps {
  src: string;
  alt: string;
  natural: { width: number; height: number } | null;
  /** The annotation layer, drawn over the image and zoomed with it. */
  overlay: ReactNode;
  /** While a comment's shape is drawn, dragging draws instead of panning. */
  drawing: boolean;
}

/** An image fitted to the stage, zoomed with the buttons or the wheel and panned by dragging. */
export function ImageViewer({ src, alt, natural, overlay, drawing }: ImageViewerProps) {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [size, setSize] = useState(natural);
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; pan: Pan } | null>(null);

  const boxSize = () => {
    const box = area.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };

  const applyZoom = (next: number) => {
    setZoom(next);
    setPan((current) => clampPan(current, next, boxSize()));
  };

  // The wheel zooms the image, not the page: the listener must be able to prevent the page's scroll.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((current) => {
        const next = event.deltaY < 0 ? zoomIn(current) : zoomOut(current);
        setPan((panNow) => clampPan(panNow, next, boxSize()));
        return next;
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const canPan = zoom > 1 && !drawing;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canPan || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, pan };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const moved = { x: start.pan.x + event.clientX - start.x, y: start.pan.y + event.clientY - start.y };
    setPan(clampPan(moved, zoom, boxSize()));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <>
      <MediaFrame
        natural={size}
        transform={`translate(${pan.x}px, ${pan.y}px) scale(${zoom})`}
        areaRef={area}
        areaProps={{
          className: `${classes.frameArea} ${canPan ? classes.panning : ''}`,
          onPointerDown,
          onPointerMove,
          onPointerUp,
          onPointerCancel: onPointerUp,
        }}
      >
        <img
          className={classes.media}
          src={src}
          alt={alt}
          draggable={false}
          onLoad={(event) => {
            const image = event.currentTarget;
            if (!natural && image.naturalWidth > 0) {
              setSize({ width: image.naturalWidth, height: image.naturalHeight });
            }
          }}
        />
        {overlay}
      </MediaFrame>
      <div className={classes.toolbar} role="toolbar" aria-label="Zoom">
        <Button
          variant="subtle"
          color="#fff"
          size="compact-sm"
          onClick={() => applyZoom(1)}
          disabled={zoom === 1}
        >
          Fit
        </Button>
        <Tooltip label="Zoom out">
          <ActionIcon
            variant="subtle"
            color="#fff"
            aria-label="Zoom out"
            onClick={() => applyZoom(zoomOut(zoom))}
            disabled={zoom <= MIN_ZOOM}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <span className={classes.zoomLabel} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Tooltip label="Zoom in">
          <ActionIcon
            variant="subtle"
            color="#fff"
            aria-label="Zoom in"
            onClick={() => applyZoom(zoomIn(zoom))}
            disabled={zoom >= MAX_ZOOM}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
      </div>
    </>
  );
}
