import type { DiscoverAd } from '@hookline/domain';
import type { SaveToBoardAd } from '../../../ui/save-to-board-slot.tsx';

/** What "Save to board" shows of a Discover ad: its brand and its first image, or its video's poster. */
export function saveTarget(ad: DiscoverAd): SaveToBoardAd {
  const lead = ad.assets[0];
  return {
    discoverAdId: ad._id,
    name: ad.brand.name,
    thumbnailURL: lead?.thumbnailURL ?? (lead?.type === 'image' ? lead.url : null),
  };
}
