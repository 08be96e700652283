import { useState } from 'react';
import type { SnapshotSummary } from '../../../api/report-library-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';
import { RenameSnapshotDialog } from '../snapshots/RenameSnapshotDialog.tsx';
import { SnapshotList, SnapshotListSkeleton } from '../snapshots/SnapshotList.tsx';
import { SnapshotsEmpty } from '../snapshots/SnapshotsEmpty.tsx';
import {
  useDeleteSnapshot,
  useRenameSnapshot,
  useSnapshots,
  useWorkspaceReports,
} from '../snapshots/use-snapshots.ts';

/** `analytics/:workspaceId/snapshots`: the workspace's frozen reports and their public links. */
export function SnapshotsPage() {
  const { workspaceId, workspace, canManage } = useAnalyticsWorkspace();
  const snapshots = useSnapshots(workspaceId);
  const reports = useWorkspaceReports(workspaceId);
  const rename = useRenameSnapshot(workspaceId);
  const remove = useDeleteSnapshot(workspaceId);
  // The snapshot stays set while its dialog closes, so the dialog keeps its words until it is gone.
  const [renaming, setRenaming] = useState<SnapshotSummary | null>(null);
  const [renameOpen, setRenameOpen] = useState(false);
  const [deleting, setDeleting] = useState<SnapshotSummary | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  let content;
  if (snapshots.isError) {
    content = (
      <LoadError
        what="the snapshots"
        onRetry={() => void snapshots.refetch()}
        retrying={snapshots.isRefetching}
      />
    );
  } else if (snapshots.isPending || !workspace) {
    content = <SnapshotListSkeleton />;
  } else if (snapshots.data.length === 0) {
    content = <SnapshotsEmpty workspaceId={workspaceId} canManage={canManage} />;
  } else {
    content = (
      <SnapshotList
        workspace={workspace}
        snapshots={snapshots.data}
        reports={reports.data}
        canManage={canManage}
        onRename={(snapshot) => {
          setRenaming(snapshot);
          setRenameOpen(true);
        }}
        onDelete={(snapshot) => {
          setDeleting(snapshot);
          setDeleteOpen(true);
        }}
      />
    );
  }

  return (
    <PageContainer
      title="Snapshots"
      description="Reports frozen as they were, each with a read-only link anyone can open."
    >
      {content}
      {canManage && (
        <>
          <RenameSnapshotDialog
            opened={renameOpen}
            currentName={renaming?.name ?? ''}
            loading={rename.isPending}
            onClose={() => setRenameOpen(false)}
            onRename={(name) => {
              if (renaming) {
                rename.mutate({ snapshotId: renaming._id, name }, { onSuccess: () => setRenameOpen(false) });
              }
            }}
          />
          <ConfirmDialog
            opened={deleteOpen}
            title="Delete snapshot?"
            confirmLabel="Delete snapshot"
            danger
            loading={remove.isPending}
            onClose={() => setDeleteOpen(false)}
            onConfirm={() => {
              if (deleting) remove.mutate(deleting._id, { onSuccess: () => setDeleteOpen(false) });
            }}
          >
            “{deleting?.name}” will be deleted, and its public link will stop working. This can’t be undone.
          </ConfirmDialog>
        </>
      )}
    </PageContainer>
  );
}
