import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PaymentActionNotice } from '../features/billing/components/PaymentActionNotice.tsx';
import { BillingGate } from '../features/billing/components/BillingGate.tsx';
import { GuestOnly } from '../features/auth/components/GuestOnly.tsx';
import { PendingInviteGate } from '../features/auth/components/PendingInviteGate.tsx';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { GlobalSearchLauncher } from '../features/global-search/GlobalSearchLauncher.tsx';
import { AppLayout } from '../features/shell/components/AppLayout.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { NotFoundScreen } from '../ui/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../ui/RouteErrorScreen.tsx';
import { useToastsFollowRoute } from '../ui/use-toasts-follow-route.ts';
import { useIsAuthenticated } from './session/use-session.ts';

/**
 * Route properties that load a page's module on the first visit, in a chunk of its own (routes load
 * lazily); `render` places the page inside whatever wraps it.
 */
function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return { lazy: async () => ({ element: render(await load()) }) };
}

function RootRedirect() {
  return <Navigate to={useIsAuthenticated() ? '/app' : '/login'} replace />;
}

function RootLayout() {
  useToastsFollowRoute();
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
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/login',
        ...lazyPage(
          () => import('../features/auth/pages/LoginPage.tsx'),
          ({ LoginPage }) => (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        ),
      },
      {
        path: '/signup',
        ...lazyPage(
          () => import('../features/auth/pages/SignupPage.tsx'),
          ({ SignupPage }) => (
            <GuestOnly>
              <SignupPage />
            </GuestOnly>
          ),
        ),
      },
      {
        path: '/forgotpassword',
        ...lazyPage(
          () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
          ({ ForgotPasswordPage }) => (
            <GuestOnly>
              <ForgotPasswordPage />
            </GuestOnly>
          ),
        ),
      },
      {
        path: '/auth/oidc/callback',
        ...lazyPage(
          () => import('../features/auth/pages/OidcCallbackPage.tsx'),
          ({ OidcCallbackPage }) => <OidcCallbackPage />,
        ),
      },
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
          {
            path: 'org/wizard',
            ...lazyPage(
              () => import('./routes/OrgWizardRoute.tsx'),
              ({ OrgWizardRoute }) => <OrgWizardRoute />,
            ),
          },
          // The file studio takes the whole window, like a player: no sidebar.
          {
            path: 'drive/:workspaceId/file/:fileId',
            ...lazyPage(
              () => import('../features/drive/studio/StudioPage.tsx'),
              ({ StudioPage }) => (
                <BillingGate>
                  <StudioPage />
                </BillingGate>
              ),
            ),
          },
          {
            element: (
              <AppLayout
                search={(collapsed) => <GlobalSearchLauncher collapsed={collapsed} />}
                notice={<PaymentActionNotice />}
                gate={(page) => <BillingGate>{page}</BillingGate>}
              />
            ),
            children: [
              {
                index: true,
                ...lazyPage(
                  () => import('../features/shell/pages/HomePage.tsx'),
                  ({ HomePage }) => <HomePage />,
                ),
              },
              {
                path: 'settings',
                ...lazyPage(
                  () => import('./routes/SettingsRoute.tsx'),
                  ({ SettingsRoute }) => <SettingsRoute />,
                ),
              },
              {
                path: 'createWorkspace',
                ...lazyPage(
                  () => import('../features/workspaces/pages/CreateWorkspacePage.tsx'),
                  ({ CreateWorkspacePage }) => <CreateWorkspacePage />,
                ),
              },
              {
                path: 'org/create',
                ...lazyPage(
                  () => import('../features/orgs/pages/CreateOrganisationPage.tsx'),
                  ({ CreateOrganisationPage }) => <CreateOrganisationPage variant="own" />,
                ),
              },
              {
                path: 'partner/org/create',
                ...lazyPage(
                  () => import('../features/orgs/pages/CreateOrganisationPage.tsx'),
                  ({ CreateOrganisationPage }) => <CreateOrganisationPage variant="partner" />,
                ),
              },
              {
                path: 'drive/:workspaceId/:folderId?',
                ...lazyPage(
                  () => import('../features/drive/folder/FolderPage.tsx'),
                  ({ FolderPage }) => <FolderPage />,
                ),
              },
              {
                path: 'library/all',
                ...lazyPage(
                  () => import('../features/drive/library/LibraryPage.tsx'),
                  ({ LibraryPage }) => <LibraryPage source="all" />,
                ),
              },
              {
                path: 'filter/saved/:filterId',
                ...lazyPage(
                  () => import('../features/drive/library/LibraryPage.tsx'),
                  ({ LibraryPage }) => <LibraryPage source="saved" />,
                ),
              },
              {
                path: 'filter/preset/:filterId',
                ...lazyPage(
                  () => import('../features/drive/library/LibraryPage.tsx'),
                  ({ LibraryPage }) => <LibraryPage source="preset" />,
                ),
              },
              {
                path: 'inspirations/:workspaceId/:folderId?',
                ...lazyPage(
                  () => import('../features/inspiration/board-page/BoardPage.tsx'),
                  ({ BoardPage }) => <BoardPage />,
                ),
              },
              {
                path: 'library/team-inspiration',
                ...lazyPage(
                  () => import('../features/inspiration/team/TeamInspirationPage.tsx'),
                  ({ TeamInspirationPage }) => <TeamInspirationPage />,
                ),
              },
              {
                path: 'filter-inspiration/preset/:filterId',
                ...lazyPage(
                  () => import('../features/inspiration/team/FilterPage.tsx'),
                  ({ FilterPage }) => <FilterPage source="preset" />,
                ),
              },
              {
                path: 'filter-inspiration/saved/:filterId',
                ...lazyPage(
                  () => import('../features/inspiration/team/FilterPage.tsx'),
                  ({ FilterPage }) => <FilterPage source="saved" />,
                ),
              },
              {
                path: 'library/discover',
                ...lazyPage(
                  () => import('../features/discover/pages/DiscoverPage.tsx'),
                  ({ DiscoverPage }) => <DiscoverPage />,
                ),
              },
              {
                // The directory; `?brandId=` opens a brand's page (spec section 2).
                path: 'library/brands',
                ...lazyPage(
                  () => import('../features/discover/pages/BrandsPage.tsx'),
                  ({ BrandsPage }) => <BrandsPage />,
                ),
              },
              {
                path: 'library/brands-setting',
                ...lazyPage(
                  () => import('../features/discover-settings/pages/BrandsSettingPage.tsx'),
                  ({ BrandsSettingPage }) => <BrandsSettingPage />,
                ),
              },
              {
                path: 'library/ads-setting',
                ...lazyPage(
                  () => import('../features/discover-settings/pages/AdsSettingPage.tsx'),
                  ({ AdsSettingPage }) => <AdsSettingPage />,
                ),
              },
              {
                path: 'library/experts',
                ...lazyPage(
                  () => import('../features/experts/pages/ExpertsDirectoryPage.tsx'),
                  ({ ExpertsDirectoryPage }) => <ExpertsDirectoryPage />,
                ),
              },
              {
                path: 'library/experts/:expertId',
                ...lazyPage(
                  () => import('../features/experts/pages/ExpertPage.tsx'),
                  ({ ExpertPage }) => <ExpertPage />,
                ),
              },
              {
                path: 'analytics/:workspaceId',
                ...lazyPage(
                  () => import('../features/analytics/components/AnalyticsLayout.tsx'),
                  ({ AnalyticsLayout }) => <AnalyticsLayout />,
                ),
                children: [
                  {
                    index: true,
                    ...lazyPage(
                      () => import('../features/analytics/pages/AnalyticsHomePage.tsx'),
                      ({ AnalyticsHomePage }) => <AnalyticsHomePage />,
                    ),
                  },
                  {
                    path: 'snapshots',
                    ...lazyPage(
                      () => import('../features/analytics/pages/SnapshotsPage.tsx'),
                      ({ SnapshotsPage }) => <SnapshotsPage />,
                    ),
                  },
                  {
                    path: 'ad-accounts',
                    ...lazyPage(
                      () => import('../features/analytics/pages/AdAccountsPage.tsx'),
                      ({ AdAccountsPage }) => <AdAccountsPage />,
                    ),
                  },
                  {
                    path: 'onboard/ad-accounts',
                    ...lazyPage(
                      () => import('../features/analytics/pages/OnboardAdAccountsPage.tsx'),
                      ({ OnboardAdAccountsPage }) => <OnboardAdAccountsPage />,
                    ),
                  },
                  {
                    path: 'report/top/:reportId',
                    ...lazyPage(
                      () => import('../features/analytics/pages/ReportPage.tsx'),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'top/:reportId',
                    ...lazyPage(
                      () => import('../features/analytics/pages/ReportPage.tsx'),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'report/comparison/:reportId',
                    ...lazyPage(
                      () => import('../features/analytics/pages/ReportPage.tsx'),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'comparison/:reportId',
                    ...lazyPage(
                      () => import('../features/analytics/pages/ReportPage.tsx'),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                ],
              },
              { path: '*', element: <NotFoundScreen inShell /> },
            ],
          },
        ],
      },
      {
        path: '/share/drive/:shareLinkId',
        ...lazyPage(
          () => import('../features/drive/share-page/SharePage.tsx'),
          ({ SharePage }) => <SharePage />,
        ),
      },
      {
        // A Discover ad or brand shared by link: read-only, no account needed.
        path: '/share/inspirations/discover/:shareLinkId',
        ...lazyPage(
          () => import('../features/discover/share/DiscoverSharePage.tsx'),
          ({ DiscoverSharePage }) => <DiscoverSharePage />,
        ),
      },
      {
        // An Inspiration board shared by link: read-only, no account needed. The Discover route above is
        // the more specific one, so its addresses never reach this page.
        path: '/share/inspirations/:shareLinkId',
        ...lazyPage(
          () => import('../features/inspiration/share/InspirationSharePage.tsx'),
          ({ InspirationSharePage }) => <InspirationSharePage />,
        ),
      },
      {
        // A file-collect link's public upload page: no account needed.
        path: '/share/file-collect/:linkId',
        ...lazyPage(
          () => import('../features/drive/collect/FileCollectPage.tsx'),
          ({ FileCollectPage }) => <FileCollectPage />,
        ),
      },
      {
        // The offline payment provider's hosted checkout and billing portal: opened from their address alone.
        path: '/billing/checkout/:sessionId',
        ...lazyPage(
          () => import('../features/billing/offline/OfflineCheckoutPage.tsx'),
          ({ OfflineCheckoutPage }) => <OfflineCheckoutPage />,
        ),
      },
      {
        path: '/billing/portal/:sessionId',
        ...lazyPage(
          () => import('../features/billing/offline/OfflinePortalPage.tsx'),
          ({ OfflinePortalPage }) => <OfflinePortalPage />,
        ),
      },
      {
        path: '/share/snapshots/:snapshotId',
        ...lazyPage(
          () => import('../features/analytics/pages/PublicSnapshotPage.tsx'),
          ({ PublicSnapshotPage }) => <PublicSnapshotPage />,
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
