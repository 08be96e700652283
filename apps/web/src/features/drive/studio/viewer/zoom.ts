/** The image viewer's zoom: 1 is the image fitted to the stage. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
const ZOOM_STEP = 1.25;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function zoomIn(zoom: number): number {
  return clampZoom(Math.round(zoom * ZOOM_STEP * 100) / 100);
}

export function zoomOut(zoom: number): number {
  return clampZoom(Math.round((zoom / ZOOM_STEP) * 100) / 100);
}

export interface Pan {
  x: number;
  y: number;
}

/**
 * A pan kept so that the zoomed image still covers its own box: it can be moved until its edge reaches the
 * box's edge, no further (at zoom 1 it can't move at all).
 */
export function clampPan(pan: Pan, zoom: number, box: { width: number; height: number }): Pan {
  const maxX = ((zoom - 1) * box.width) / 2;
  const maxY = ((zoom - 1) * box.height) / 2;
  return { x: Math.min(maxX, Math.max(-maxX, pan.x)), y: Math.min(maxY, Math.max(-maxY, pan.y)) };
}
