import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { NotFoundScreen } from '../ui/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../ui/RouteErrorScreen.tsx';
import { GuestOnly } from '../features/auth/components/GuestOnly.tsx';
import { PendingInviteGate } from '../features/auth/components/PendingInviteGate.tsx';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { OidcCallbackPage } from '../features/auth/pages/OidcCallbackPage.tsx';
import { SignupPage } from '../features/auth/pages/SignupPage.tsx';
import { useIsAuthenticated } from '../features/auth/session/use-session.ts';
import { CreateOrganisationPage } from '../features/orgs/pages/CreateOrganisationPage.tsx';
import { OrgWizardPage } from '../features/orgs/pages/OrgWizardPage.tsx';
import { SettingsPage } from '../features/settings/pages/SettingsPage.tsx';
import { AppLayout } from '../features/shell/components/AppLayout.tsx';
import { HomePage } from '../features/shell/pages/HomePage.tsx';
import { CreateWorkspacePage } from '../features/workspaces/pages/CreateWorkspacePage.tsx';

function RootRedirect() {
  return <Navigate to={useIsAuthenticated() ? '/app' : '/login'} replace />;
}

function RootLayout() {
  return (
    <ErrorBoundary>
      <Outlet />
    </ErrorBoundary>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/signup',
        element: (
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        ),
      },
      {
        path: '/forgotpassword',
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      { path: '/auth/oidc/callback', element: <OidcCallbackPage /> },
      {
        path: '/app',
        element: (
          <RequireAuth>
            <PendingInviteGate>
              <Outlet />
            </PendingInviteGate>
          </RequireAuth>
        ),
        children: [
          // The first-run wizard comes before there is anything to put in a sidebar.
          { path: 'org/wizard', element: <OrgWizardPage /> },
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'createWorkspace', element: <CreateWorkspacePage /> },
              { path: 'org/create', element: <CreateOrganisationPage variant="own" /> },
              { path: 'partner/org/create', element: <CreateOrganisationPage variant="partner" /> },
              { path: '*', element: <NotFoundScreen inShell /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
