import type { AnnotationShape } from '@hookline/domain';
import { useRef, type PointerEvent } from 'react';
import {
  anchorOf,
  extendStroke,
  isTooSmall,
  rectBetween,
  strokePath,
  toFraction,
  type Point,
} from './annotation-geometry.ts';
import classes from './AnnotationOverlay.module.css';

/** What a comment's author draws with: a pin, a rectangle or a freehand line. */
export type AnnotationTool = 'point' | 'rect' | 'freehand';

/** A comment's shape as the overlay draws it, numbered like its comment in the panel. */
export interface ShownShape {
  id: string;
  shape: AnnotationShape;
  number: number;
  highlighted: boolean;
}

interface AnnotationOverlayProps {
  shapes: readonly ShownShape[];
  /** The shape being drawn for a new comment. */
  draft: AnnotationShape | null;
  /** Set while the author is drawing: pointer input makes the draft. */
  tool: AnnotationTool | null;
  onDraft: (shape: AnnotationShape | null) => void;
}

function ShapeMark({ shape, className }: { shape: AnnotationShape; className: string | undefined }) {
  switch (shape.type) {
    case 'point':
      return null;
    case 'rect':
      return (
        <rect
          className={className}
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'freehand':
      return <path className={className} d={strokePath(shape.points)} vectorEffect="non-scaling-stroke" />;
  }
}

const at = (point: Point) => ({ left: `${point.x * 100}%`, top: `${point.y * 100}%` });

/**
 * The layer over an image or a video frame where comments' pins and shapes are drawn (coordinates are
 * fractions of the media, so the layer is exactly the media's box), and where a new one is drawn.
 */
export function AnnotationOverlay({ shapes, draft, tool, onDraft }: AnnotationOverlayProps) {
  const layer = useRef<HTMLDivElement>(null);
  const start = useRef<Point | null>(null);
  const stroke = useRef<[number, number][]>([]);

  const fractionOf = (event: PointerEvent) => {
    const box = layer.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return toFraction({ x: event.clientX, y: event.clientY }, box);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!tool || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = fractionOf(event);
    start.current = point;
    if (tool === 'point') onDraft({ type: 'point', ...point });
    if (tool === 'rect') onDraft(null);
    if (tool === 'freehand') {
      stroke.current = [[point.x, point.y]];
      onDraft(null);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!tool || !start.current) return;
    const point = fractionOf(event);
    if (tool === 'rect') onDraft(rectBetween(start.current, point));
    if (tool === 'freehand') {
      stroke.current = extendStroke(stroke.current, point);
      if (stroke.current.length >= 2) onDraft({ type: 'freehand', points: stroke.current });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!tool || !start.current) return;
    const point = fractionOf(event);
    if (tool === 'rect') {
      const rect = rectBetween(start.current, point);
      onDraft(isTooSmall(rect) ? null : rect);
    }
    if (tool === 'freehand') {
      onDraft(stroke.current.length >= 2 ? { type: 'freehand', points: stroke.current } : null);
    }
    start.current = null;
  };

  const drawn = [...shapes].sort((a, b) => Number(a.highlighted) - Number(b.highlighted));
  return (
    <div
      ref={layer}
      className={classes.layer}
      data-drawing={tool ?? undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      data-testid="annotation-layer"
    >
      <svg className={classes.svg} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
        {drawn.map((item) => (
          <ShapeMark
            key={item.id}
            shape={item.shape}
            className={item.highlighted ? classes.highlighted : classes.shape}
          />
        ))}
        {draft && <ShapeMark shape={draft} className={classes.draft} />}
      </svg>
      {drawn.map((item) => (
        <span
          key={item.id}
          className={item.highlighted ? classes.markerHighlighted : classes.marker}
          style={at(anchorOf(item.shape))}
          data-shape={item.shape.type}
          aria-hidden="true"
        >
          {item.number}
        </span>
      ))}
      {draft && (
        <span
          className={classes.draftMarker}
          style={at(anchorOf(draft))}
          data-shape={draft.type}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
