import { Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PublicSnapshotLayout } from '../snapshots/PublicSnapshotLayout.tsx';
import { PublicSnapshotView } from '../snapshots/PublicSnapshotView.tsx';
import { SnapshotNotFound } from '../snapshots/SnapshotNotFound.tsx';
import { usePublicSnapshot } from '../snapshots/use-public-snapshot.ts';

function SnapshotSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the snapshot">
      <Skeleton h={32} w="40%" />
      <Skeleton h={36} w="60%" />
      <Skeleton h={420} radius="md" />
    </Stack>
  );
}

/** `/share/snapshots/:snapshotId`: a frozen report for anyone with the link, no account needed. */
export function PublicSnapshotPage() {
  const { snapshotId = '' } = useParams();
  const snapshot = usePublicSnapshot(snapshotId);
  useDocumentTitle(snapshot.data ? `${snapshot.data.name} · Hookline` : 'Snapshot · Hookline');

  let content;
  if (snapshot.notFound) content = <SnapshotNotFound />;
  else if (snapshot.isError) {
    content = (
      <LoadError
        what="this snapshot"
        onRetry={() => void snapshot.refetch()}
        retrying={snapshot.isRefetching}
      />
    );
  } else if (snapshot.isPending) content = <SnapshotSkeleton />;
  else content = <PublicSnapshotView snapshot={snapshot.data} />;

  return <PublicSnapshotLayout>{content}</PublicSnapshotLayout>;
}
