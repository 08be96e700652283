// Organisations' public face: their pages and the wizard the route completes, each loaded on first use.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const orgsPages = {
  create: () => import('./pages/CreateOrganisationPage.tsx'),
  wizard: () => import('./pages/OrgWizardPage.tsx'),
};
