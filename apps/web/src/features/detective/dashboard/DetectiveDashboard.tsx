import type { DetectiveAnalyticsResponse, DetectiveDuration, DetectiveMenu } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DiscoverAdDrawer } from '../../../ui/ad-drawer-slot.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { DashboardAdsProvider, type OpenAds } from './ads-opener.tsx';
import { AdsListDialog, type AdsListState } from './AdsListDialog.tsx';
import { MENU_WHAT } from './dashboard-labels.ts';
import { MenuSkeleton } from './MenuSkeleton.tsx';
import { CadenceMenu } from './menus/CadenceMenu.tsx';
import { CopyMenu } from './menus/CopyMenu.tsx';
import { CreativesMenu } from './menus/CreativesMenu.tsx';
import { LandingPagesMenu } from './menus/LandingPagesMenu.tsx';
import { OverviewMenu } from './menus/OverviewMenu.tsx';

/** Where the dashboard's figures come from: the tracker's calls in the app, a share link's on a public page. */
export type LoadDetectiveAnalytics = (
  menu: DetectiveMenu,
  duration: DetectiveDuration,
  signal: AbortSignal,
) => Promise<DetectiveAnalyticsResponse>;

export interface DetectiveDashboardProps {
  menu: DetectiveMenu;
  duration: DetectiveDuration;
  loadAnalytics: LoadDetectiveAnalytics;
  /** The react-query key of this source (the tracker's, or the share link's); menu and duration are added. */
  cacheKey: readonly unknown[];
  /** A public page: figures list their ads, but the Discover library (and its drawer) can't be opened. */
  readOnly?: boolean;
}

function MenuBody({ data }: { data: DetectiveAnalyticsResponse }): ReactNode {
  switch (data.menu) {
    case 'overview':
      return <OverviewMenu data={data.analytics} />;
    case 'creatives':
      return <CreativesMenu data={data.analytics} />;
    case 'copy':
      return <CopyMenu data={data.analytics} />;
    case 'landing-pages':
      return <LandingPagesMenu data={data.analytics} />;
    case 'cadence':
      return <CadenceMenu data={data.analytics} />;
  }
}

/**
 * A tracked brand's dashboard, one menu at a time, from whichever source it is given. Every figure opens
 * the ads behind it: straight into the Discover drawer when there is one, else a list of them.
 */
export function DetectiveDashboard({
  menu,
  duration,
  loadAnalytics,
  cacheKey,
  readOnly = false,
}: DetectiveDashboardProps) {
  const query = useQuery({
    queryKey: [...cacheKey, duration, menu],
    queryFn: ({ signal }) => loadAnalytics(menu, duration, signal),
  });
  const [list, setList] = useState<AdsListState | null>(null);
  const [listOpened, setListOpened] = useState(false);
  const [adId, setAdId] = useState<string | null>(null);

  const openAds = useCallback<OpenAds>(
    (title, ads) => {
      const only = ads.adIds[0];
      if (!readOnly && ads.total === 1 && only !== undefined) {
        setList(null);
        setAdId(only);
        return;
      }
      setList({ title, ads });
      setListOpened(true);
    },
    [readOnly],
  );

  const adsContext = useMemo(() => ({ openAds, readOnly }), [openAds, readOnly]);

  let body: ReactNode;
  if (query.isPending) body = <MenuSkeleton menu={menu} />;
  else if (query.isError) {
    body = (
      <LoadError what={MENU_WHAT[menu]} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  } else body = <MenuBody data={query.data} />;

  return (
    <DashboardAdsProvider value={adsContext}>
      <div aria-busy={query.isFetching} data-menu={menu}>
        {body}
      </div>
      <AdsListDialog
        list={list}
        opened={listOpened}
        readOnly={readOnly}
        onClose={() => setListOpened(false)}
        onOpenAd={(id) => {
          setListOpened(false);
          setAdId(id);
        }}
      />
      {!readOnly && (
        <DiscoverAdDrawer
          adId={adId}
          onClose={() => {
            setAdId(null);
            // Back to the list the ad was opened from, if any.
            if (list) setListOpened(true);
          }}
        />
      )}
    </DashboardAdsProvider>
  );
}

// What a page showing the dashboard needs besides the body (the app's page, a share link's public page).
export { DashboardHeader, type DashboardBrand } from './DashboardHeader.tsx';
export { durationOf, menuOf } from './dashboard-query.ts';
