// The Creative Hub's public face: its pages, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const drivePages = {
  folder: () => import('./folder/FolderPage.tsx'),
  library: () => import('./library/LibraryPage.tsx'),
  studio: () => import('./studio/StudioPage.tsx'),
  share: () => import('./share-page/SharePage.tsx'),
  fileCollect: () => import('./collect/FileCollectPage.tsx'),
};
