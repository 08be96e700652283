// Detective's public face: its pages, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const detectivePages = {
  home: () => import('./home/DetectiveHomePage.tsx'),
  tracker: () => import('./dashboard/DetectiveTrackerPage.tsx'),
  dashboard: () => import('./dashboard/DetectiveDashboardPage.tsx'),
  ai: () => import('./ai/AiDetectivePage.tsx'),
};

/** "Track" on a library brand's page (Discover's, through the slot in ui/), loaded on first use. */
export { LazyTrackBrandButton as TrackBrandButton } from './track/LazyTrackBrandButton.tsx';
/** A tracked brand's dashboard shared by link: its public page, outside the signed-in app. */
export const detectiveSharePage = () => import('./share/DetectiveSharePage.tsx');
