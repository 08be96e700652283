import type { DetectiveDuration, DetectiveMenu, PublicShareLink, ShareAccess } from '@hookline/domain';
import { DEFAULT_DETECTIVE_DURATION } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { SHARED_DETECTIVE_KEYS, sharedDetectiveApi } from '../../../api/detective-share-api.ts';
import { SHARE_KEYS, shareApi } from '../../../api/share-api.ts';
import { useShareLinkSession, type ShareLinkSession } from '../../../app/session/use-share-link-session.ts';
import { AdDrawerProvider, type RenderAdDrawer } from '../../../ui/ad-drawer-slot.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { LinkUnavailable } from '../../../ui/share-page/LinkUnavailable.tsx';
import { ShareLayout } from '../../../ui/share-page/ShareLayout.tsx';
import { ShareLinkGate } from '../../../ui/share-page/ShareLinkGate.tsx';
import { DashboardHeader } from '../dashboard/DashboardHeader.tsx';
import { DashboardAdSourceProvider, type DashboardAdSource } from '../dashboard/dashboard-ad-source.tsx';
import { durationOf, menuOf } from '../dashboard/dashboard-query.ts';
import { DetectiveDashboard, type LoadDetectiveAnalytics } from '../dashboard/DetectiveDashboard.tsx';
import { MenuSkeleton } from '../dashboard/MenuSkeleton.tsx';
import classes from './detective-share.module.css';
import { SharedAdDrawer } from './SharedAdDrawer.tsx';

/** The page's address keeps the menu and the duration: `?menu=copy&duration=30`. */
export const SHARED_DASHBOARD_QUERY = { menu: 'menu', duration: 'duration' } as const;

/** This page opens dashboard links only; another kind of link reads as missing here. */
const isDetectiveLink = (link: PublicShareLink) => link.assetType === 'detective';

/** The address of a menu with a duration; the defaults stay out of it. */
function menuAddress(menu: DetectiveMenu, duration: DetectiveDuration): string {
  const params = new URLSearchParams();
  if (menu !== 'overview') params.set(SHARED_DASHBOARD_QUERY.menu, menu);
  if (duration !== DEFAULT_DETECTIVE_DURATION) params.set(SHARED_DASHBOARD_QUERY.duration, String(duration));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** A read the link refused (its access ended, it was turned off, its brand is no longer tracked). */
const endsAccess = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404);

function DashboardSkeleton({ menu }: { menu: DetectiveMenu }) {
  return (
    <main className={classes.main} aria-busy="true" aria-label="Loading the dashboard">
      <Stack gap="md" mb="lg">
        <Skeleton h={56} w={320} />
        <Skeleton h={40} />
      </Stack>
      <MenuSkeleton menu={menu} />
    </main>
  );
}

/** The shared dashboard, read with the viewer's token: the brand's header, then one menu at a time. */
function SharedDashboard({
  linkId,
  access,
  session,
}: {
  linkId: string;
  access: ShareAccess;
  session: ShareLinkSession;
}) {
  const [search, setSearch] = useSearchParams();
  const menu = menuOf(search.get(SHARED_DASHBOARD_QUERY.menu) ?? 'overview') ?? 'overview';
  const duration = durationOf(search.get(SHARED_DASHBOARD_QUERY.duration));
  const place = { page: 1, limit: 1 };
  const content = useQuery({
    queryKey: SHARE_KEYS.content(linkId, place),
    queryFn: ({ signal }) => shareApi.content(linkId, place, signal),
  });
  const { end } = session;
  const endOnRefusal = useCallback(
    (error: unknown) => {
      if (endsAccess(error)) end((error as Error).message);
    },
    [end],
  );
  const refused = content.isError && endsAccess(content.error) ? content.error.message : null;
  useEffect(() => {
    if (refused) end(refused);
  }, [refused, end]);

  const loadAnalytics = useCallback<LoadDetectiveAnalytics>(
    async (chosenMenu, chosenDuration, signal) => {
      try {
        return await sharedDetectiveApi.analytics(
          linkId,
          { menu: chosenMenu, duration: chosenDuration },
          signal,
        );
      } catch (error) {
        endOnRefusal(error);
        throw error;
      }
    },
    [linkId, endOnRefusal],
  );
  const adSource = useMemo<DashboardAdSource>(
    () => ({
      key: (adId) => SHARED_DETECTIVE_KEYS.ad(linkId, adId),
      load: (adId, signal) => sharedDetectiveApi.ad(linkId, adId, signal),
    }),
    [linkId],
  );
  const downloadable = access.allowedActions.includes('download');
  const renderDrawer = useCallback<RenderAdDrawer>(
    ({ adId, onClose }) => (
      <SharedAdDrawer linkId={linkId} adId={adId} downloadable={downloadable} onClose={onClose} />
    ),
    [linkId, downloadable],
  );

  if (content.isError) {
    return (
      <main className={classes.centre}>
        <LoadError
          what="the dashboard"
          onRetry={() => void content.refetch()}
          retrying={content.isRefetching}
        />
      </main>
    );
  }
  if (content.isPending) return <DashboardSkeleton menu={menu} />;
  const shared = content.data;
  // Another kind of link opened at this address: this page shows dashboards only.
  if (shared.assetType !== 'detective') return <LinkUnavailable reason="missing" />;

  return (
    <main className={classes.main}>
      <DashboardHeader
        brand={shared.brand}
        menu={menu}
        duration={duration}
        menuHref={(item) => menuAddress(item, duration)}
        onDurationChange={(days) => setSearch(menuAddress(menu, days), { replace: true })}
      />
      <DashboardAdSourceProvider value={adSource}>
        <AdDrawerProvider value={renderDrawer}>
          <DetectiveDashboard
            menu={menu}
            duration={duration}
            loadAnalytics={loadAnalytics}
            cacheKey={SHARED_DETECTIVE_KEYS.analytics(linkId)}
          />
        </AdDrawerProvider>
      </DashboardAdSourceProvider>
    </main>
  );
}

/**
 * `/share/detective/:shareLinkId`: a tracked brand's dashboard shared by link, for anyone without an
 * account. The link's state first (expired, turned off, password), then its gate, then the dashboard,
 * read-only: every menu over any duration, and the ads behind its figures.
 */
export function DetectiveSharePage() {
  const { shareLinkId = '' } = useParams();
  const session = useShareLinkSession(shareLinkId, isDetectiveLink);
  return (
    <ShareLinkGate session={session} showsHere={isDetectiveLink}>
      {(access) => (
        <ShareLayout description={access.description} allowedActions={access.allowedActions}>
          <SharedDashboard linkId={shareLinkId} access={access} session={session} />
        </ShareLayout>
      )}
    </ShareLinkGate>
  );
}
