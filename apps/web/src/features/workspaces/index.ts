// Workspaces' public face: the create page and the name form the wizard uses, each loaded on first use.
// Code outside this feature imports only this file.

/** The feature's page and form, each loaded in a chunk of its own on first use. */
export const workspacesPages = {
  create: () => import('./pages/CreateWorkspacePage.tsx'),
  nameForm: () => import('./components/WorkspaceNameForm.tsx'),
};
