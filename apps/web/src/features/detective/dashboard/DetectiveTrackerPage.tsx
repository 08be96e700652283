import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { DETECTIVE_KEYS, detectiveApi } from '../../../api/detective-api.ts';
import { isApiError } from '../../../api/index.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { detectivePaths } from '../detective-paths.ts';
import { NotTracked, PageFrame } from './NotTracked.tsx';
import { MenuSkeleton } from './MenuSkeleton.tsx';

/** `library/detective/:detectiveId`: a tracker's page is its brand's dashboard, from the overview. */
export function DetectiveTrackerPage() {
  const { detectiveId = '' } = useParams();
  const tracker = useQuery({
    queryKey: DETECTIVE_KEYS.tracker(detectiveId),
    queryFn: ({ signal }) => detectiveApi.get(detectiveId, signal),
  });
  if (tracker.data) return <Navigate to={detectivePaths.analytics(tracker.data.brandId)} replace />;
  if (tracker.isError) {
    if (isApiError(tracker.error) && tracker.error.status === 404) return <NotTracked />;
    return (
      <PageFrame>
        <LoadError
          what="the tracked brand"
          onRetry={() => void tracker.refetch()}
          retrying={tracker.isRefetching}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <MenuSkeleton menu="overview" />
    </PageFrame>
  );
}
