import { createContext, useContext, type ReactNode } from 'react';

export interface TrackBrandProps {
  /** The library brand to track in the active workspace. */
  brand: { _id: string; name: string };
}

/** Renders Detective's "Track" for the props it is given. */
export type RenderTrackBrand = (props: TrackBrandProps) => ReactNode;

const TrackBrandContext = createContext<RenderTrackBrand | null>(null);

/**
 * Where "Track" goes on Discover's brand page. It belongs to the Detective feature, which Discover may not
 * import (a feature never imports another), so src/app/ provides the feature's button here and Discover
 * renders whatever is provided: nothing outside a provider.
 */
export const TrackBrandProvider = TrackBrandContext.Provider;

/** The "Track" button the app provided, for `brand`; nothing when none was. */
export function TrackBrand(props: TrackBrandProps) {
  const render = useContext(TrackBrandContext);
  return render ? render(props) : null;
}
