import { createContext, useContext, type ReactNode } from 'react';

/** The Discover ad "Save to board" saves, as its dialog shows it. */
export interface SaveToBoardAd {
  discoverAdId: string;
  /** Its brand's name, or the page it ran under. */
  name: string;
  /** Its first image, or its video's poster. */
  thumbnailURL: string | null;
}

export interface SaveToBoardProps {
  ad: SaveToBoardAd;
  /** A full button (the ad's details) or a small "Save" over a card's media (a card's hover action). */
  variant?: 'button' | 'icon';
  size?: 'xs' | 'sm';
  className?: string;
}

/** Renders "Save to board" for the props it is given. */
export type RenderSaveToBoard = (props: SaveToBoardProps) => ReactNode;

const SaveToBoardContext = createContext<RenderSaveToBoard | null>(null);

/**
 * Where "Save to board" goes. It belongs to the save-to-board feature, which Discover may not import (a
 * feature never imports another), so src/app/ provides the feature's button here and Discover renders
 * whatever is provided: nothing outside a provider.
 */
export const SaveToBoardProvider = SaveToBoardContext.Provider;

/** The "Save to board" button the app provided, for `ad`; nothing when none was. */
export function SaveToBoard(props: SaveToBoardProps) {
  const render = useContext(SaveToBoardContext);
  return render ? render(props) : null;
}
