import type { AnnotationShape } from '@hookline/domain';

/**
 * Annotations are stored as fractions (0 to 1) of the media's width and height, so they land on the same
 * spot whatever size the media is shown at. These turn screen positions into fractions and back.
 */

export interface Point {
  x: number;
  y: number;
}

/** A box on the screen: the media as displayed (`getBoundingClientRect()` of the overlay). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Fractions keep 4 decimals: a hundredth of a pixel on an 8K frame, and short JSON. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Where a pointer at (`clientX`, `clientY`) is on the media, as fractions kept inside it. */
export function toFraction(client: Point, box: Box): Point {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return {
    x: round4(clamp01((client.x - box.left) / box.width)),
    y: round4(clamp01((client.y - box.top) / box.height)),
  };
}

/** Where a fraction of the media is on the screen. */
export function toPixels(fraction: Point, box: Box): Point {
  return { x: box.left + fraction.x * box.width, y: box.top + fraction.y * box.height };
}

/**
 * The largest box of the media's aspect ratio that fits in a container, centred (CSS `object-fit:
 * contain`): where the media, and so its overlay, is drawn.
 */
export function containBox(
  container: { width: number; height: number },
  media: { width: number; height: number },
): Box {
  if (container.width <= 0 || container.height <= 0 || media.width <= 0 || media.height <= 0) {
    return { left: 0, top: 0, width: Math.max(0, container.width), height: Math.max(0, container.height) };
  }
  // Whichever side is the tighter fit is kept exactly; the other follows the media's aspect ratio.
  const widthBound = container.width * media.height <= container.height * media.width;
  const width = widthBound ? container.width : (media.width * container.height) / media.height;
  const height = widthBound ? (media.height * container.width) / media.width : container.height;
  return { left: (container.width - width) / 2, top: (container.height - height) / 2, width, height };
}

/** The rectangle dragged from `start` to `end`, whichever way the drag went. */
export function rectBetween(start: Point, end: Point): Extract<AnnotationShape, { type: 'rect' }> {
  const x = Math.min(start.x, end.x);
  const y = Math.min(start.y, end.y);
  return {
    type: 'rect',
    x: round4(x),
    y: round4(y),
    width: round4(Math.abs(end.x - start.x)),
    height: round4(Math.abs(end.y - start.y)),
  };
}

/** A drag shorter than this (as a fraction of the media) is a click, not a rectangle. */
export const MIN_RECT_SIDE = 0.005;

export function isTooSmall(rect: { width: number; height: number }): boolean {
  return rect.width < MIN_RECT_SIDE && rect.height < MIN_RECT_SIDE;
}

/** The most points a freehand shape keeps (the schema's limit). */
export const FREEHAND_MAX_POINTS = 2000;

/**
 * Adds a pointer position to a freehand stroke unless it is closer than `minStep` (a fraction of the media)
 * to the last one kept: a slow hand makes hundreds of positions a straight line needs two of.
 */
export function extendStroke(
  points: readonly [number, number][],
  next: Point,
  minStep = 0.002,
): [number, number][] {
  const last = points[points.length - 1];
  if (last && Math.hypot(next.x - last[0], next.y - last[1]) < minStep) return [...points];
  const extended: [number, number][] = [...points, [next.x, next.y]];
  return extended.length > FREEHAND_MAX_POINTS ? thinOut(extended, FREEHAND_MAX_POINTS) : extended;
}

/** Every other point, keeping the first and last, until at most `max` remain. */
export function thinOut(points: readonly [number, number][], max: number): [number, number][] {
  let kept = [...points];
  while (kept.length > max && kept.length > 2) {
    const last = kept[kept.length - 1];
    kept = kept.filter((_, index) => index % 2 === 0);
    if (last && kept[kept.length - 1] !== last) kept.push(last);
  }
  return kept;
}

/** The SVG path of a freehand stroke in a 0–1 coordinate space. */
export function strokePath(points: readonly [number, number][]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}

/** Where a shape's marker (its number) goes: the point, the rectangle's corner, the stroke's start. */
export function anchorOf(shape: AnnotationShape): Point {
  switch (shape.type) {
    case 'point':
      return { x: shape.x, y: shape.y };
    case 'rect':
      return { x: shape.x, y: shape.y };
    case 'freehand': {
      const [x, y] = shape.points[0] ?? [0, 0];
      return { x, y };
    }
  }
}
