import type { DetectiveAdRefs } from '@hookline/domain';
import { createContext, useContext } from 'react';

/** Opens the ads behind a figure: `title` says which figure ("Active on Mar 3"). */
export type OpenAds = (title: string, ads: DetectiveAdRefs) => void;

interface DashboardAds {
  openAds: OpenAds;
  /** A public page: the Discover library can't be read, ads show by their ids. */
  readOnly: boolean;
}

const DashboardAdsContext = createContext<DashboardAds>({ openAds: () => undefined, readOnly: true });

/** Given by the dashboard to every figure of its menus. */
export const DashboardAdsProvider = DashboardAdsContext.Provider;

export const useOpenAds = (): OpenAds => useContext(DashboardAdsContext).openAds;
export const useReadOnly = (): boolean => useContext(DashboardAdsContext).readOnly;
