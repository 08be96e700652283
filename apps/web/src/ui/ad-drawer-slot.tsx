import { createContext, useContext, type ReactNode } from 'react';

export interface AdDrawerSlotProps {
  /** The Discover ad to show; null keeps the drawer closed. */
  adId: string | null;
  onClose: () => void;
}

/** Renders the Discover ad drawer for the props it is given. */
export type RenderAdDrawer = (props: AdDrawerSlotProps) => ReactNode;

const AdDrawerContext = createContext<RenderAdDrawer | null>(null);

/**
 * Where a Discover ad opens outside Discover (a Detective figure's ads, an AI analysis's quoted hook). The
 * drawer belongs to the Discover feature, which no other feature may import, so src/app/ provides it here.
 */
export const AdDrawerProvider = AdDrawerContext.Provider;

/** The Discover ad drawer the app provided; nothing when none was. */
export function DiscoverAdDrawer(props: AdDrawerSlotProps) {
  const render = useContext(AdDrawerContext);
  return render ? render(props) : null;
}
