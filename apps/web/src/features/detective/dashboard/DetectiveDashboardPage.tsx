import { DEFAULT_DETECTIVE_DURATION, type DetectiveDuration, type DetectiveMenu } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DETECTIVE_KEYS, detectiveApi } from '../../../api/detective-api.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { DETECTIVE_QUERY, detectivePaths } from '../detective-paths.ts';
import { DetectiveShareButton } from '../share/DetectiveShareButton.tsx';
import { DashboardActions } from './DashboardActions.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { durationOf, menuOf } from './dashboard-query.ts';
import { DetectiveDashboard, type LoadDetectiveAnalytics } from './DetectiveDashboard.tsx';
import { MenuSkeleton } from './MenuSkeleton.tsx';
import { NotTracked, PageFrame } from './NotTracked.tsx';

/** The address of a menu with a duration; the default duration stays out of it. */
function menuAddress(brandId: string, menu: DetectiveMenu, duration: DetectiveDuration) {
  const path = detectivePaths.analytics(brandId, menu);
  return duration === DEFAULT_DETECTIVE_DURATION ? path : `${path}?${DETECTIVE_QUERY.duration}=${duration}`;
}

function DashboardLoading({ menu }: { menu: DetectiveMenu }) {
  return (
    <PageFrame>
      <Stack gap="md" mb="lg" role="status" aria-busy="true" aria-label="Loading the brand">
        <Skeleton h={14} w={90} />
        <Stack gap={6}>
          <Skeleton h={56} w={320} />
        </Stack>
        <Skeleton h={40} />
      </Stack>
      <MenuSkeleton menu={menu} />
    </PageFrame>
  );
}

/**
 * `library/detective/analytics/:brandId/:menuId`: the active workspace's tracker of the brand, its dashboard
 * one menu at a time, the duration in `?duration=`.
 */
export function DetectiveDashboardPage() {
  const { brandId = '', menuId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const menu = menuOf(menuId);
  const duration = durationOf(searchParams.get(DETECTIVE_QUERY.duration));
  const workspace = useActiveWorkspace();
  const workspaceId = workspace.activeWorkspace?._id;
  const trackers = useQuery({
    queryKey: DETECTIVE_KEYS.trackers(workspaceId ?? ''),
    queryFn: ({ signal }) => detectiveApi.list(workspaceId ?? '', signal),
    enabled: workspaceId !== undefined,
  });
  const tracker = trackers.data?.find((item) => item.brandId === brandId);
  const detectiveId = tracker?._id;
  const loadAnalytics = useCallback<LoadDetectiveAnalytics>(
    (chosenMenu, chosenDuration, signal) =>
      detectiveApi.analytics(detectiveId ?? '', { menu: chosenMenu, duration: chosenDuration }, signal),
    [detectiveId],
  );

  if (menu === null) return <NotFoundScreen inShell />;
  if (workspace.isError) {
    return (
      <PageFrame>
        <LoadError what="your workspaces" onRetry={workspace.retry} retrying={workspace.isRetrying} />
      </PageFrame>
    );
  }
  if (trackers.isError) {
    return (
      <PageFrame>
        <LoadError
          what="the tracked brands"
          onRetry={() => void trackers.refetch()}
          retrying={trackers.isRefetching}
        />
      </PageFrame>
    );
  }
  if (workspace.isLoading || (workspaceId !== undefined && trackers.isPending)) {
    return <DashboardLoading menu={menu} />;
  }
  if (!tracker) return <NotTracked />;

  return (
    <PageFrame>
      <DashboardHeader
        brand={tracker.brand}
        menu={menu}
        duration={duration}
        backHref={detectivePaths.home()}
        menuHref={(item) => menuAddress(brandId, item, duration)}
        onDurationChange={(days) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (days === DEFAULT_DETECTIVE_DURATION) next.delete(DETECTIVE_QUERY.duration);
              else next.set(DETECTIVE_QUERY.duration, String(days));
              return next;
            },
            { replace: true },
          )
        }
        actions={
          <>
            <DetectiveShareButton
              detectiveId={tracker._id}
              brandName={tracker.brand.name}
              workspaceId={tracker.workspaceId}
            />
            <DashboardActions />
          </>
        }
      />
      <DetectiveDashboard
        menu={menu}
        duration={duration}
        loadAnalytics={loadAnalytics}
        cacheKey={['detective', 'analytics', tracker._id]}
      />
    </PageFrame>
  );
}
