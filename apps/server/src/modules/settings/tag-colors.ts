import { TAG_COLORS, type TagColor } from '@hookline/domain';

/**
 * The colours of `count` new tags: the 8 pastel colours in turn, starting after `lastColor`, the colour of
 * the workspace's newest tag of the product (the first when there is none, or it is not one of the 8).
 */
export function nextTagColors(lastColor: string | undefined, count: number): TagColor[] {
  const last =
    lastColor === undefined ? -1 : (TAG_COLORS as readonly string[]).indexOf(lastColor.toUpperCase());
  return Array.from({ length: count }, (_, offset) => TAG_COLORS[(last + 1 + offset) % TAG_COLORS.length]!);
}
