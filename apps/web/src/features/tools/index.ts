// The Tools feature's public face: its pages, each loaded on first visit, and the saved-hook picker.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const toolsPages = {
  /** `/app/tools/hook-generator`: the generator and the workspace's hook library. */
  hookGenerator: () => import('./hook-generator/HookGeneratorPage.tsx'),
  /** `/tools/hook-generator`: the free generator, open to signed-out visitors behind the sign-in gate. */
  freeHookGenerator: () => import('./free/FreeHookGeneratorPage.tsx'),
};

/** "Insert a saved hook" for the Ad Launcher's copy templates (through the slot in ui/), loaded on first use. */
export { LazySavedHookPicker as SavedHookPicker } from './picker/LazySavedHookPicker.tsx';
