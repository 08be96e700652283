import type { ReactNode } from 'react';
import { DiscoverAdDrawer } from '../../features/discover/index.ts';
import { AdDrawerProvider, type RenderAdDrawer } from '../../ui/ad-drawer-slot.tsx';
import { WithSaveToBoard } from './WithSaveToBoard.tsx';

const renderAdDrawer: RenderAdDrawer = (props) => <DiscoverAdDrawer {...props} />;

/**
 * Pages that open Discover ads without being Discover's (Detective's): the ad drawer, with its "Save to
 * board", is handed in through the slot in ui/.
 */
export function WithDiscoverAds({ children }: { children: ReactNode }) {
  return (
    <WithSaveToBoard>
      <AdDrawerProvider value={renderAdDrawer}>{children}</AdDrawerProvider>
    </WithSaveToBoard>
  );
}
