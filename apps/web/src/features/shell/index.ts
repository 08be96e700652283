// The shell's public face: the app's layout and Home, loaded on first visit.
// Code outside this feature imports only this file.
/** The feature's pages, each loaded in a chunk of its own on its first visit (the layout too: not the sign-in page's). */
export const shellPages = {
  layout: () => import('./components/AppLayout.tsx'),
  home: () => import('./pages/HomePage.tsx'),
};
