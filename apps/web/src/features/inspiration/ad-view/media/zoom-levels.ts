/** The image zooms of the saved-ad view: fitted to the stage (1), then larger. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/** The zoom one step in (+1) or out (-1) from `zoom`, within the levels. */
export function nextZoom(zoom: number, step: -1 | 1): number {
  const levels: readonly number[] = ZOOM_LEVELS;
  if (step > 0) return levels.find((level) => level > zoom) ?? levels[levels.length - 1]!;
  return [...levels].reverse().find((level) => level < zoom) ?? levels[0]!;
}
