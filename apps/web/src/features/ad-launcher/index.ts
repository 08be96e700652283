// The Ad Launcher's public face: its pages and layout, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const adLauncherPages = {
  layout: () => import('./components/LauncherLayout.tsx'),
  home: () => import('./pages/LauncherHomePage.tsx'),
  onboard: () => import('./pages/OnboardLauncherAccountsPage.tsx'),
  manage: () => import('./pages/ManageLauncherAccountsPage.tsx'),
  access: () => import('./pages/LauncherAccessPage.tsx'),
  launch: () => import('./wizard/LaunchWizardPage.tsx'),
  drafts: () => import('./pages/DraftsPage.tsx'),
  launched: () => import('./pages/LaunchedAdsPage.tsx'),
  creatives: () => import('./pages/AccountCreativesPage.tsx'),
  copyTemplates: () => import('./pages/CopyTemplatesPage.tsx'),
  defaultCopy: () => import('./pages/DefaultAdCopyPage.tsx'),
  enhancements: () => import('./pages/CreativeEnhancementsPage.tsx'),
  launchSettings: () => import('./pages/LaunchSettingsPage.tsx'),
};
