// The guided tour's public face. Code outside this feature imports only this file; the tour itself loads
// in a chunk of its own, only for a user whose tour is due.
export { tourIsDue } from './tour-due.ts';

export const tourPages = {
  tour: () => import('./GuidedTour.tsx'),
};
