import type { DiscoverAd, DiscoverAsset } from '@hookline/domain';

/** The tallest (9:16, a story) and widest (1.91:1, a link ad) frames a card gives its media. */
const TALLEST = 16 / 9;
const WIDEST = 1 / 1.91;

/** An asset's height over its width, within the frames above; square when the library doesn't know it. */
export function heightRatio(asset: Pick<DiscoverAsset, 'width' | 'height'> | undefined): number {
  if (!asset?.width || !asset.height) return 1;
  return Math.min(TALLEST, Math.max(WIDEST, asset.height / asset.width));
}

/** The asset a card shows: the first image or video. */
export const leadAsset = (ad: Pick<DiscoverAd, 'assets'>): DiscoverAsset | undefined => ad.assets[0];

/** Roughly how tall a card is at `width` px before it is laid out: its media, and its text around it. */
export function estimateCardHeight(ad: Pick<DiscoverAd, 'assets' | 'body' | 'title'>, width: number): number {
  const media = width * heightRatio(leadAsset(ad));
  const copyLines = Math.min(3, Math.ceil(ad.body.length / Math.max(24, width / 7.5)));
  return media + 64 + copyLines * 20 + (ad.title ? 64 : 48);
}
