// Global search's public face: the launcher the app wears (Ctrl-K), loaded with the signed-in shell.
// Code outside this feature imports only this file.
export const globalSearchPages = {
  launcher: () => import('./GlobalSearchLauncher.tsx'),
};
