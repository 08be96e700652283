import type { ReactNode } from 'react';
import { TrackBrandButton } from '../../features/detective/index.ts';
import { TrackBrandProvider, type RenderTrackBrand } from '../../ui/track-brand-slot.tsx';

const renderTrackBrand: RenderTrackBrand = (props) => <TrackBrandButton {...props} />;

/**
 * Discover's pages with Detective's "Track" on a brand's page: the button is the Detective feature's, which
 * Discover may not import, so the app hands it in through the slot in ui/.
 */
export function WithTrackBrand({ children }: { children: ReactNode }) {
  return <TrackBrandProvider value={renderTrackBrand}>{children}</TrackBrandProvider>;
}
