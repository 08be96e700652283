// Inspiration's public face: its pages, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const inspirationPages = {
  board: () => import('./board-page/BoardPage.tsx'),
  share: () => import('./share/InspirationSharePage.tsx'),
  filter: () => import('./team/FilterPage.tsx'),
  team: () => import('./team/TeamInspirationPage.tsx'),
};
