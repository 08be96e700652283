import type { DiscoverAd } from '@hookline/domain';
import { createContext, useContext, type ReactNode } from 'react';

export interface SharedAdSlotProps {
  ad: DiscoverAd;
  /** The link lets its viewers download the ad's media. */
  downloadable: boolean;
  /** The heading level of the brand's name: 1 on an ad's own page, 2 inside another page. */
  headingOrder?: 1 | 2;
}

/** Renders a shared ad's details, read-only, for a link's viewer. */
export type RenderSharedAd = (props: SharedAdSlotProps) => ReactNode;

const SharedAdContext = createContext<RenderSharedAd | null>(null);

/**
 * Where a share link's public page shows an ad outside Discover (an ad behind a shared Detective dashboard's
 * figure). The details belong to the Discover feature, which no other feature may import, so src/app/
 * provides them here.
 */
export const SharedAdProvider = SharedAdContext.Provider;

/** The shared ad's details the app provided; nothing when none was. */
export function SharedAdView(props: SharedAdSlotProps) {
  const render = useContext(SharedAdContext);
  return render ? render(props) : null;
}
