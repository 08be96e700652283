// The sign-in feature's public face: its gates, the licence dialog and its pages (loaded on first visit).
// Code outside this feature imports only this file.
export { GuestOnly } from './components/GuestOnly.tsx';
export { PendingInviteGate } from './components/PendingInviteGate.tsx';
export { RequireAuth } from './components/RequireAuth.tsx';
export { LicenceFailureDialog } from './licence/LicenceFailureDialog.tsx';

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const authPages = {
  login: () => import('./pages/LoginPage.tsx'),
  signup: () => import('./pages/SignupPage.tsx'),
  forgotPassword: () => import('./pages/ForgotPasswordPage.tsx'),
  oidcCallback: () => import('./pages/OidcCallbackPage.tsx'),
  /** The sign-in gate in front of the free AI tools (handed to them through ui/auth-gate-slot). */
  gateModal: () => import('./components/AuthGateModal.tsx'),
};
