import type { ShareLinkViews } from '@hookline/domain';
import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../LoadError.tsx';
import { ShareViewsLine } from './ShareViewsLine.tsx';

/** A share link's views as its dialog shows them, from the caller's query: a placeholder, an error, the line. */
export function ShareViewCount({ views }: { views: UseQueryResult<ShareLinkViews> }) {
  if (views.isError) {
    return <LoadError compact what="the link’s views" onRetry={() => void views.refetch()} />;
  }
  if (views.isPending) return <Skeleton h={20} w="50%" aria-hidden />;
  const { total, uniqueViewers, anonymousViews } = views.data;
  return <ShareViewsLine total={total} uniqueViewers={uniqueViewers} anonymousViews={anonymousViews} />;
}
