// The shell's public face: the app's layout and Home, loaded on first visit.
// Code outside this feature imports only this file.
export { AppLayout } from './components/AppLayout.tsx';

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const shellPages = {
  home: () => import('./pages/HomePage.tsx'),
};
