import type { ReactNode } from 'react';
import { SharedAdDetails } from '../../features/discover/index.ts';
import { SharedAdProvider, type RenderSharedAd } from '../../ui/shared-ad-slot.tsx';

const renderSharedAd: RenderSharedAd = (props) => <SharedAdDetails {...props} />;

/**
 * Public pages that show Discover ads without being Discover's (a shared Detective dashboard): the Discover
 * share page's details of an ad are handed in through the slot in ui/.
 */
export function WithSharedDiscoverAds({ children }: { children: ReactNode }) {
  return <SharedAdProvider value={renderSharedAd}>{children}</SharedAdProvider>;
}
