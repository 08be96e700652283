import { adLauncherPages } from '../features/ad-launcher/index.ts';
import { adTemplatesPages } from '../features/ad-templates/index.ts';
import { analyticsPages, analyticsPrefetch } from '../features/analytics/index.ts';
import { GuestOnly, PendingInviteGate, RequireAuth, authPages } from '../features/auth/index.ts';
import { billingPages } from '../features/billing/index.ts';
import { detectivePages, detectiveSharePage } from '../features/detective/index.ts';
import { discoverPages } from '../features/discover/index.ts';
import { discoverSettingsPages } from '../features/discover-settings/index.ts';
import { drivePages } from '../features/drive/index.ts';
import { expertsPages } from '../features/experts/index.ts';
import { globalSearchPages } from '../features/global-search/index.ts';
import { inspirationPages } from '../features/inspiration/index.ts';
import { orgsPages } from '../features/orgs/index.ts';
import { shellPages } from '../features/shell/index.ts';
import { toolsPages } from '../features/tools/index.ts';
import { workspacesPages } from '../features/workspaces/index.ts';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { MobileNotice } from '../ui/MobileNotice.tsx';
import { worksOnPhones } from '../ui/works-on-phones.ts';
import { NotFoundScreen } from '../ui/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../ui/RouteErrorScreen.tsx';
import { useToastsFollowRoute } from '../ui/use-toasts-follow-route.ts';
import { AccountDeletedRoute } from './routes/AccountDeletedRoute.tsx';
import { prefetchRoute } from './routes/prefetch-route.ts';
import { TourWhenDue } from './routes/TourWhenDue.tsx';
import { prefetchSignedInShell } from './session/prefetch-signed-in.ts';
import { useIsAuthenticated } from './session/use-session.ts';

/**
 * Route properties that load a page's module on the first visit, in a chunk of its own (routes load
 * lazily); `render` places the page inside whatever wraps it.
 */
function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return { lazy: async () => ({ element: render(await load()) }) };
}

/**
 * A Discover page's route properties: "Save to board" and Detective's "Track" are provided around the page
 * (app/routes/WithSaveToBoard, WithTrackBrand), their chunks loading alongside the page's.
 */
function discoverPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return lazyPage(
    () =>
      Promise.all([load(), import('./routes/WithSaveToBoard.tsx'), import('./routes/WithTrackBrand.tsx')]),
    ([module, { WithSaveToBoard }, { WithTrackBrand }]) => (
      <WithSaveToBoard>
        <WithTrackBrand>{render(module)}</WithTrackBrand>
      </WithSaveToBoard>
    ),
  );
}

/** A page that opens Discover ads in their drawer without being Discover's (Detective's pages). */
function pageWithDiscoverAds<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return lazyPage(
    () => Promise.all([load(), import('./routes/WithDiscoverAds.tsx')]),
    ([module, { WithDiscoverAds }]) => <WithDiscoverAds>{render(module)}</WithDiscoverAds>,
  );
}

function RootRedirect() {
  return <Navigate to={useIsAuthenticated() ? '/app' : '/login'} replace />;
}

function RootLayout() {
  useToastsFollowRoute();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary>
      <Outlet />
      {!worksOnPhones(pathname) && <MobileNotice />}
    </ErrorBoundary>
  );
}

/** A saved report's routes: the report and its first lines are asked for at navigation. */
const savedReportPrefetch = prefetchRoute((client, { params, request }) =>
  analyticsPrefetch.savedReport(client, {
    workspaceId: params.workspaceId ?? '',
    reportId: params.reportId ?? 'new',
    pathname: new URL(request.url).pathname,
  }),
);

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
          () => authPages.login(),
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
          () => authPages.signup(),
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
          () => authPages.forgotPassword(),
          ({ ForgotPasswordPage }) => (
            <GuestOnly>
              <ForgotPasswordPage />
            </GuestOnly>
          ),
        ),
      },
      {
        // Not loaded lazily: it must show at once, before the ended session is forgotten.
        path: '/goodbye',
        element: <AccountDeletedRoute />,
      },
      {
        path: '/auth/oidc/callback',
        ...lazyPage(
          () => authPages.oidcCallback(),
          ({ OidcCallbackPage }) => <OidcCallbackPage />,
        ),
      },
      {
        path: '/app',
        ...prefetchRoute(prefetchSignedInShell),
        element: (
          <RequireAuth>
            <PendingInviteGate>
              <Outlet />
              <TourWhenDue />
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
              () => Promise.all([drivePages.studio(), billingPages.gate()]),
              ([{ StudioPage }, { BillingGate }]) => (
                <BillingGate>
                  <StudioPage />
                </BillingGate>
              ),
            ),
          },
          {
            // The signed-in shell loads after sign-in, in chunks of its own: the sign-in page stays light.
            ...lazyPage(
              () =>
                Promise.all([
                  shellPages.layout(),
                  globalSearchPages.launcher(),
                  billingPages.gate(),
                  billingPages.paymentNotice(),
                ]),
              ([{ AppLayout }, { GlobalSearchLauncher }, { BillingGate }, { PaymentActionNotice }]) => (
                <AppLayout
                  search={(collapsed) => <GlobalSearchLauncher collapsed={collapsed} />}
                  notice={<PaymentActionNotice />}
                  gate={(page) => <BillingGate>{page}</BillingGate>}
                />
              ),
            ),
            children: [
              {
                index: true,
                ...lazyPage(
                  () => shellPages.home(),
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
                  () => workspacesPages.create(),
                  ({ CreateWorkspacePage }) => <CreateWorkspacePage />,
                ),
              },
              {
                path: 'org/create',
                ...lazyPage(
                  () => orgsPages.create(),
                  ({ CreateOrganisationPage }) => <CreateOrganisationPage variant="own" />,
                ),
              },
              {
                path: 'partner/org/create',
                ...lazyPage(
                  () => orgsPages.create(),
                  ({ CreateOrganisationPage }) => <CreateOrganisationPage variant="partner" />,
                ),
              },
              {
                path: 'drive/:workspaceId/:folderId?',
                ...lazyPage(
                  () => drivePages.folder(),
                  ({ FolderPage }) => <FolderPage />,
                ),
              },
              {
                path: 'library/all',
                ...lazyPage(
                  () => drivePages.library(),
                  ({ LibraryPage }) => <LibraryPage source="all" />,
                ),
              },
              {
                path: 'filter/saved/:filterId',
                ...lazyPage(
                  () => drivePages.library(),
                  ({ LibraryPage }) => <LibraryPage source="saved" />,
                ),
              },
              {
                path: 'filter/preset/:filterId',
                ...lazyPage(
                  () => drivePages.library(),
                  ({ LibraryPage }) => <LibraryPage source="preset" />,
                ),
              },
              {
                path: 'inspirations/:workspaceId/:folderId?',
                ...lazyPage(
                  () => inspirationPages.board(),
                  ({ BoardPage }) => <BoardPage />,
                ),
              },
              {
                path: 'library/team-inspiration',
                ...lazyPage(
                  () => inspirationPages.team(),
                  ({ TeamInspirationPage }) => <TeamInspirationPage />,
                ),
              },
              {
                path: 'filter-inspiration/preset/:filterId',
                ...lazyPage(
                  () => inspirationPages.filter(),
                  ({ FilterPage }) => <FilterPage source="preset" />,
                ),
              },
              {
                path: 'filter-inspiration/saved/:filterId',
                ...lazyPage(
                  () => inspirationPages.filter(),
                  ({ FilterPage }) => <FilterPage source="saved" />,
                ),
              },
              {
                path: 'library/discover',
                ...discoverPage(
                  () => discoverPages.discover(),
                  ({ DiscoverPage }) => <DiscoverPage />,
                ),
              },
              {
                // The directory; `?brandId=` opens a brand's page (spec section 2).
                path: 'library/brands',
                ...discoverPage(
                  () => discoverPages.brands(),
                  ({ BrandsPage }) => <BrandsPage />,
                ),
              },
              {
                path: 'library/detective',
                ...pageWithDiscoverAds(
                  () => detectivePages.home(),
                  ({ DetectiveHomePage }) => <DetectiveHomePage />,
                ),
              },
              {
                path: 'library/detective/:detectiveId',
                ...pageWithDiscoverAds(
                  () => detectivePages.tracker(),
                  ({ DetectiveTrackerPage }) => <DetectiveTrackerPage />,
                ),
              },
              {
                path: 'library/detective/analytics/:brandId/:menuId',
                ...pageWithDiscoverAds(
                  () => detectivePages.dashboard(),
                  ({ DetectiveDashboardPage }) => <DetectiveDashboardPage />,
                ),
              },
              {
                path: 'library/ai/detective',
                ...pageWithDiscoverAds(
                  () => detectivePages.ai(),
                  ({ AiDetectivePage }) => <AiDetectivePage />,
                ),
              },
              {
                path: 'templates/entry',
                ...lazyPage(
                  () => adTemplatesPages.entry(),
                  ({ EntryPage }) => <EntryPage />,
                ),
              },
              {
                path: 'templates/discover',
                ...lazyPage(
                  () => adTemplatesPages.discover(),
                  ({ DiscoverPage }) => <DiscoverPage />,
                ),
              },
              {
                path: 'templates/bfcm',
                ...lazyPage(
                  () => adTemplatesPages.seasonal(),
                  ({ BfcmPage }) => <BfcmPage />,
                ),
              },
              {
                path: 'templates/christmas',
                ...lazyPage(
                  () => adTemplatesPages.seasonal(),
                  ({ ChristmasPage }) => <ChristmasPage />,
                ),
              },
              {
                path: 'templates/t/:templateId',
                ...lazyPage(
                  () => adTemplatesPages.template(),
                  ({ TemplatePage }) => <TemplatePage />,
                ),
              },
              {
                path: 'library/brands-setting',
                ...lazyPage(
                  () => discoverSettingsPages.brands(),
                  ({ BrandsSettingPage }) => <BrandsSettingPage />,
                ),
              },
              {
                path: 'library/ads-setting',
                ...lazyPage(
                  () => discoverSettingsPages.ads(),
                  ({ AdsSettingPage }) => <AdsSettingPage />,
                ),
              },
              {
                path: 'library/experts',
                ...lazyPage(
                  () => expertsPages.directory(),
                  ({ ExpertsDirectoryPage }) => <ExpertsDirectoryPage />,
                ),
              },
              {
                path: 'library/experts/:expertId',
                ...lazyPage(
                  () => expertsPages.expert(),
                  ({ ExpertPage }) => <ExpertPage />,
                ),
              },
              {
                path: 'analytics/:workspaceId',
                ...prefetchRoute((client, { params }) =>
                  analyticsPrefetch.area(client, params.workspaceId ?? ''),
                ),
                ...lazyPage(
                  () => analyticsPages.layout(),
                  ({ AnalyticsLayout }) => <AnalyticsLayout />,
                ),
                children: [
                  {
                    index: true,
                    ...lazyPage(
                      () => analyticsPages.home(),
                      ({ AnalyticsHomePage }) => <AnalyticsHomePage />,
                    ),
                  },
                  {
                    path: 'snapshots',
                    ...lazyPage(
                      () => analyticsPages.snapshots(),
                      ({ SnapshotsPage }) => <SnapshotsPage />,
                    ),
                  },
                  {
                    path: 'ad-accounts',
                    ...lazyPage(
                      () => analyticsPages.adAccounts(),
                      ({ AdAccountsPage }) => <AdAccountsPage />,
                    ),
                  },
                  {
                    path: 'onboard/ad-accounts',
                    ...lazyPage(
                      () => analyticsPages.onboardAdAccounts(),
                      ({ OnboardAdAccountsPage }) => <OnboardAdAccountsPage />,
                    ),
                  },
                  {
                    path: 'report/top/:reportId',
                    ...savedReportPrefetch,
                    ...lazyPage(
                      () => analyticsPages.report(),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'top/:reportId',
                    ...savedReportPrefetch,
                    ...lazyPage(
                      () => analyticsPages.report(),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'report/comparison/:reportId',
                    ...savedReportPrefetch,
                    ...lazyPage(
                      () => analyticsPages.report(),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                  {
                    path: 'comparison/:reportId',
                    ...savedReportPrefetch,
                    ...lazyPage(
                      () => analyticsPages.report(),
                      ({ ReportPage }) => <ReportPage />,
                    ),
                  },
                ],
              },
              {
                path: 'adlauncher/:workspaceId',
                ...lazyPage(
                  () => adLauncherPages.layout(),
                  ({ LauncherLayout }) => <LauncherLayout />,
                ),
                children: [
                  {
                    index: true,
                    ...lazyPage(
                      () => adLauncherPages.home(),
                      ({ LauncherHomePage }) => <LauncherHomePage />,
                    ),
                  },
                  {
                    path: 'onboard/ad-accounts',
                    ...lazyPage(
                      () => adLauncherPages.onboard(),
                      ({ OnboardLauncherAccountsPage }) => <OnboardLauncherAccountsPage />,
                    ),
                  },
                  {
                    path: 'manage/ad-accounts',
                    ...lazyPage(
                      () => adLauncherPages.manage(),
                      ({ ManageLauncherAccountsPage }) => <ManageLauncherAccountsPage />,
                    ),
                  },
                  {
                    path: 'ad-account/access/user',
                    ...lazyPage(
                      () => adLauncherPages.access(),
                      ({ LauncherAccessPage }) => <LauncherAccessPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/launch',
                    ...lazyPage(
                      () => adLauncherPages.launch(),
                      ({ LaunchWizardPage }) => <LaunchWizardPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/partnership-ads/launch',
                    ...lazyPage(
                      () => adLauncherPages.launch(),
                      ({ PartnershipLaunchPage }) => <PartnershipLaunchPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/drafts',
                    ...lazyPage(
                      () => adLauncherPages.drafts(),
                      ({ DraftsPage }) => <DraftsPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/ads/launched',
                    ...lazyPage(
                      () => adLauncherPages.launched(),
                      ({ LaunchedAdsPage }) => <LaunchedAdsPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/creatives',
                    ...lazyPage(
                      () => adLauncherPages.creatives(),
                      ({ AccountCreativesPage }) => <AccountCreativesPage />,
                    ),
                  },
                  {
                    // Its template form offers the workspace's saved hooks (Tools' picker, app/routes/WithHookPicker).
                    path: ':adAccountId/settings/ad-copy-templates',
                    ...lazyPage(
                      () =>
                        Promise.all([adLauncherPages.copyTemplates(), import('./routes/WithHookPicker.tsx')]),
                      ([{ CopyTemplatesPage }, { WithHookPicker }]) => (
                        <WithHookPicker>
                          <CopyTemplatesPage />
                        </WithHookPicker>
                      ),
                    ),
                  },
                  {
                    path: ':adAccountId/settings/default-ad-copy',
                    ...lazyPage(
                      () => adLauncherPages.defaultCopy(),
                      ({ DefaultAdCopyPage }) => <DefaultAdCopyPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/settings/creative-enhancements',
                    ...lazyPage(
                      () => adLauncherPages.enhancements(),
                      ({ CreativeEnhancementsPage }) => <CreativeEnhancementsPage />,
                    ),
                  },
                  {
                    path: ':adAccountId/settings/launch-settings',
                    ...lazyPage(
                      () => adLauncherPages.launchSettings(),
                      ({ LaunchSettingsPage }) => <LaunchSettingsPage />,
                    ),
                  },
                ],
              },
              {
                // Tools' hook generator, in the workspace's hook library (the signed-out try is /tools/hook-generator).
                path: 'tools/hook-generator',
                ...lazyPage(
                  () => toolsPages.hookGenerator(),
                  ({ HookGeneratorPage }) => <HookGeneratorPage />,
                ),
              },
              { path: '*', element: <NotFoundScreen inShell /> },
            ],
          },
        ],
      },
      {
        path: '/share/drive/:shareLinkId',
        ...lazyPage(
          () => drivePages.share(),
          ({ SharePage }) => <SharePage />,
        ),
      },
      {
        // A tracked brand's Detective dashboard shared by link: read-only, no account needed.
        path: '/share/detective/:shareLinkId',
        ...lazyPage(
          () => Promise.all([detectiveSharePage(), import('./routes/WithSharedDiscoverAds.tsx')]),
          ([{ DetectiveSharePage }, { WithSharedDiscoverAds }]) => (
            <WithSharedDiscoverAds>
              <DetectiveSharePage />
            </WithSharedDiscoverAds>
          ),
        ),
      },
      {
        // A Discover ad or brand shared by link: read-only, no account needed.
        path: '/share/inspirations/discover/:shareLinkId',
        ...lazyPage(
          () => discoverPages.share(),
          ({ DiscoverSharePage }) => <DiscoverSharePage />,
        ),
      },
      {
        // An Inspiration board shared by link: read-only, no account needed. The Discover route above is
        // the more specific one, so its addresses never reach this page.
        path: '/share/inspirations/:shareLinkId',
        ...lazyPage(
          () => inspirationPages.share(),
          ({ InspirationSharePage }) => <InspirationSharePage />,
        ),
      },
      {
        // A file-collect link's public upload page: no account needed.
        path: '/share/file-collect/:linkId',
        ...lazyPage(
          () => drivePages.fileCollect(),
          ({ FileCollectPage }) => <FileCollectPage />,
        ),
      },
      {
        // The free hook generator: open to signed-out visitors for a few tries, then the sign-in gate.
        path: '/tools/hook-generator',
        ...lazyPage(
          () =>
            Promise.all([
              toolsPages.freeHookGenerator(),
              import('./routes/WithAuthGate.tsx'),
              authPages.gateModal(),
            ]),
          ([{ FreeHookGeneratorPage }, { WithAuthGate }, { AuthGateModal }]) => (
            <WithAuthGate gate={AuthGateModal}>
              <FreeHookGeneratorPage />
            </WithAuthGate>
          ),
        ),
      },
      {
        // The offline payment provider's hosted checkout and billing portal: opened from their address alone.
        path: '/billing/checkout/:sessionId',
        ...lazyPage(
          () => billingPages.offlineCheckout(),
          ({ OfflineCheckoutPage }) => <OfflineCheckoutPage />,
        ),
      },
      {
        path: '/billing/portal/:sessionId',
        ...lazyPage(
          () => billingPages.offlinePortal(),
          ({ OfflinePortalPage }) => <OfflinePortalPage />,
        ),
      },
      {
        path: '/share/snapshots/:snapshotId',
        ...lazyPage(
          () => analyticsPages.publicSnapshot(),
          ({ PublicSnapshotPage }) => <PublicSnapshotPage />,
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
