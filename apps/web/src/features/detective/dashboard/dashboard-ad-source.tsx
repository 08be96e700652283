import type { DiscoverAd } from '@hookline/domain';
import { createContext, useContext } from 'react';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';

/** Where the dashboard reads the ads behind its figures: the Discover library, or a share link's calls. */
export interface DashboardAdSource {
  key: (adId: string) => readonly unknown[];
  load: (adId: string, signal: AbortSignal) => Promise<DiscoverAd>;
}

/** In the app: the Discover library, as a member reads it. */
const LIBRARY_ADS: DashboardAdSource = {
  key: (adId) => DISCOVER_KEYS.ad(adId),
  load: (adId, signal) => discoverApi.ad(adId, signal),
};

const DashboardAdSourceContext = createContext<DashboardAdSource>(LIBRARY_ADS);

/** A shared dashboard's page gives its link's ads here, read with the viewer's token. */
export const DashboardAdSourceProvider = DashboardAdSourceContext.Provider;

export const useDashboardAdSource = (): DashboardAdSource => useContext(DashboardAdSourceContext);
