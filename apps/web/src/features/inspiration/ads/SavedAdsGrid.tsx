import type { InspirationFile } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PagedAdGrid } from '../../../ui/masonry/PagedAdGrid.tsx';
import { useThumbnailPolling } from '../../../ui/thumbnail-polling/use-thumbnail-polling.ts';
import type { BoardRef } from '../dialogs/use-board-mutations.ts';
import { estimateSavedAdHeight } from './saved-ad-layout.ts';
import { SavedAdCard } from './SavedAdCard.tsx';
import skeleton from '../../../ui/masonry/skeleton-grid.module.css';

/** What the grid needs of a paged query of saved ads. */
interface PagedAds {
  /** When the list's data last arrived. */
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface SavedAdsGridProps {
  files: readonly InspirationFile[];
  query: PagedAds;
  /** The board listed; null for the team's list. */
  board: BoardRef | null;
  onOpen: (file: InspirationFile) => void;
  /** What the list holds none of: why, and the next step. */
  empty: ReactNode;
  /** What failed to load, as a sentence's object. */
  what: string;
  /** Names the list (its board, sort and filters): a new one starts the thumbnail polling again. */
  listKey: string;
}

const fileKey = (file: InspirationFile) => file._id;

export function SavedAdsSkeleton() {
  return (
    <div className={skeleton.grid} aria-hidden>
      {[1.25, 1.78, 1, 1.25, 0.6, 1.78, 1, 1.25].map((ratio, index) => (
        <div key={index} className={skeleton.card}>
          <Skeleton style={{ aspectRatio: `1 / ${ratio}` }} radius={0} />
          <Stack gap={8} p={12}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={10} w="90%" />
            <Skeleton h={10} w="40%" />
          </Stack>
        </div>
      ))}
    </div>
  );
}

/**
 * Saved ads in a masonry grid that loads the next page as it is scrolled (or with "Load more"), with the
 * list's four states. The first card carries the guided tour's targets.
 */
export function SavedAdsGrid({ files, query, board, onOpen, empty, what, listKey }: SavedAdsGridProps) {
  // Ads whose media is still being made (an upload, a save from the extension) are read again shortly.
  useThumbnailPolling({
    key: listKey,
    processingIds: files
      .filter((file) => file.assets.some((asset) => asset.processing))
      .map((file) => file._id),
    dataUpdatedAt: query.dataUpdatedAt,
    refetch: query.refetch,
  });
  const firstId = files[0]?._id;
  const renderAd = useCallback(
    (file: InspirationFile) => (
      <SavedAdCard file={file} board={board} onOpen={onOpen} first={file._id === firstId} />
    ),
    [board, onOpen, firstId],
  );

  if (query.isPending) return <SavedAdsSkeleton />;
  if (query.isError && files.length === 0) {
    return <LoadError what={what} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (files.length === 0) return <>{empty}</>;
  return (
    <PagedAdGrid
      ads={files}
      adKey={fileKey}
      estimateHeight={estimateSavedAdHeight}
      renderAd={renderAd}
      label="Saved ads"
      pages={query}
    />
  );
}
