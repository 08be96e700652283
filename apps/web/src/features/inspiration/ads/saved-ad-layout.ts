import type { InspirationFile } from '@hookline/domain';

/** The tallest (9:16, a story) and widest (1.91:1, a link ad) frames a card gives its media. */
const TALLEST = 16 / 9;
const WIDEST = 1 / 1.91;

/** The lead asset's height over its width, within the frames above; 4:5 (a feed post) while unknown. */
export function mediaRatio(file: Pick<InspirationFile, 'assets'>): number {
  const asset = file.assets[0];
  if (!asset?.width || !asset.height) return 5 / 4;
  return Math.min(TALLEST, Math.max(WIDEST, asset.height / asset.width));
}

/**
 * Roughly how tall a saved ad's card is at `width` px before it is laid out: its media, the page's name,
 * up to two lines of copy, the line of dates, and on the team's list the line naming its board.
 */
export function estimateSavedAdHeight(
  file: Pick<InspirationFile, 'assets' | 'body'> & { workspaceName?: string },
  width: number,
): number {
  const media = width * mediaRatio(file);
  const copyLines =
    file.body.trim() === '' ? 0 : Math.min(2, Math.ceil(file.body.length / Math.max(24, width / 7.5)));
  return media + 92 + copyLines * 20 + (file.workspaceName !== undefined ? 22 : 0);
}
