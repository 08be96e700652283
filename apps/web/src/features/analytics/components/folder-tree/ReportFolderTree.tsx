import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { createFolderBody, type AdAccount, type Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FolderTree } from '../../../../api/report-library-api.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { analyticsPaths } from '../../analytics-paths.ts';
import { FolderItem } from './FolderItem.tsx';
import { InlineNameForm } from './InlineNameForm.tsx';
import { TreeContext, type Editing, type TreeContextValue } from './tree-context.ts';
import {
  dragId,
  dropReport,
  findReport,
  moveFolder,
  reportCount,
  type DragTarget,
  type TreeFolder,
  type TreeReport,
} from './tree-order.ts';
import { TreeDndContext } from './TreeDndContext.tsx';
import { UnfiledReports } from './UnfiledReports.tsx';
import { useExpandedFolders } from './use-expanded-folders.ts';
import { useFolderTree } from './use-folder-tree.ts';
import {
  useCreateFolder,
  useDeleteFolder,
  useDeleteReport,
  useMoveInTree,
  useTreeSaving,
  useUpdateFolder,
  useUpdateReport,
} from './use-folder-mutations.ts';
import classes from './folder-tree.module.css';

interface ReportFolderTreeProps {
  workspace: Workspace;
  adAccount: AdAccount;
  /** Managers create, rename, move and delete; everyone else only opens reports. */
  canManage: boolean;
}

const folderNameSchema = createFolderBody.shape.name;

type Deleting = { kind: 'folder'; folder: TreeFolder } | { kind: 'report'; report: TreeReport };

/**
 * The ad account's report folders with their reports, then the reports in no folder. The report of the
 * current route is highlighted and its folder opened (spec section 2); managers also organise the tree.
 */
export function ReportFolderTree({ workspace, adAccount, canManage }: ReportFolderTreeProps) {
  const query = useFolderTree(workspace._id, adAccount._id);
  const [creating, setCreating] = useState(false);
  const scope = { workspaceId: workspace._id, adAccountId: adAccount._id };
  const createFolder = useCreateFolder(scope);
  const saving = useTreeSaving();
  const { expanded, setOpen } = useExpandedFolders(adAccount._id);

  let content;
  if (query.isError) {
    content = (
      <LoadError
        compact
        what="the report folders"
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.isPending) {
    content = <FolderTreeSkeleton />;
  } else {
    content = (
      <LoadedTree
        tree={query.data}
        workspaceId={workspace._id}
        adAccountId={adAccount._id}
        canManage={canManage}
        expanded={expanded}
        setOpen={setOpen}
      />
    );
  }

  return (
    <Box px="xs" pb="md">
      <Group justify="space-between" gap={4} wrap="nowrap" px={6} mih={30}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Saved reports
          </Text>
          {saving && <Loader size={12} role="status" aria-label="Saving changes" />}
        </Group>
        {canManage && query.isSuccess && !creating && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            New folder
          </Button>
        )}
      </Group>
      {creating && (
        <InlineNameForm
          label="New folder name"
          submitLabel="Create"
          schema={folderNameSchema}
          pending={createFolder.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={(name) =>
            createFolder.mutate(name, {
              onSuccess: (folder) => {
                setCreating(false);
                setOpen(folder._id, true);
              },
            })
          }
        />
      )}
      {content}
    </Box>
  );
}

interface LoadedTreeProps {
  tree: FolderTree;
  workspaceId: string;
  adAccountId: string;
  canManage: boolean;
  expanded: ReadonlySet<string>;
  setOpen: (folderId: string, open: boolean) => void;
}

function LoadedTree({ tree, workspaceId, adAccountId, canManage, expanded, setOpen }: LoadedTreeProps) {
  const { reportId: openReportId } = useParams();
  const navigate = useNavigate();
  const scope = { workspaceId, adAccountId };
  const updateFolder = useUpdateFolder(scope);
  const deleteFolder = useDeleteFolder(scope);
  const updateReport = useUpdateReport(scope);
  const deleteReport = useDeleteReport(scope);
  const move = useMoveInTree(scope);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dragging, setDragging] = useState<DragTarget | null>(null);
  // What is being deleted stays set while its dialog closes, so the dialog keeps its words until it is gone.
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  // Spec section 2: opening a saved report activates its folder.
  const openFolderId = openReportId ? (findReport(tree, openReportId)?.folderId ?? null) : null;
  useEffect(() => {
    if (openFolderId) setOpen(openFolderId, true);
  }, [openFolderId, setOpen]);

  const folderName = (folderId: string) => tree.data.find((folder) => folder._id === folderId)?.name ?? '';

  const onDrop = (active: DragTarget, over: DragTarget | null) => {
    setDragging(null);
    if (!over) return;
    if (active.kind === 'folder' && over.kind === 'folder') {
      const next = moveFolder(tree, active.id, over.id);
      if (next) move.mutate({ tree: next, save: 'order', message: 'Folder order saved' });
      return;
    }
    if (active.kind !== 'report') return;
    const drop = dropReport(tree, active.id, over);
    if (!drop) return;
    if (drop.save === 'unfile') {
      move.mutate({
        tree: drop.tree,
        save: 'unfile',
        reportId: active.id,
        message: 'Report moved out of folders',
      });
      return;
    }
    const from = findReport(tree, active.id)?.folderId;
    if (from !== drop.folderId) setOpen(drop.folderId, true);
    move.mutate({
      tree: drop.tree,
      save: 'order',
      message:
        from === drop.folderId ? 'Report order saved' : `Report moved to “${folderName(drop.folderId)}”`,
    });
  };

  const context: TreeContextValue = {
    workspaceId,
    canManage,
    openReportId,
    folders: tree.data,
    expanded,
    setOpen,
    editing,
    setEditing,
    dragging,
    renaming: updateFolder.isPending || updateReport.isPending,
    renameFolder: (folder, name) =>
      updateFolder.mutate({ folderId: folder._id, change: { name } }, { onSuccess: () => setEditing(null) }),
    setFolderEmoji: (folder, emoticon) => {
      setEditing(null);
      updateFolder.mutate({ folderId: folder._id, change: { emoticon } });
    },
    askDeleteFolder: (folder) => {
      setDeleting({ kind: 'folder', folder });
      setDeleteOpen(true);
    },
    renameReport: (report, name) =>
      updateReport.mutate({ reportId: report._id, change: { name } }, { onSuccess: () => setEditing(null) }),
    setReportEmoji: (report, emoticon) => {
      setEditing(null);
      updateReport.mutate({ reportId: report._id, change: { emoticon } });
    },
    moveReport: (report, folderId) => {
      if (folderId) setOpen(folderId, true);
      updateReport.mutate({
        reportId: report._id,
        change: { folderId, folderName: folderId ? folderName(folderId) : null },
      });
    },
    askDeleteReport: (report) => {
      setDeleting({ kind: 'report', report });
      setDeleteOpen(true);
    },
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const goHome = () => navigate(analyticsPaths.home(workspaceId));
    if (deleting.kind === 'folder') {
      const leaving = deleting.folder.children.some((report) => report._id === openReportId);
      deleteFolder.mutate(
        { folder: deleting.folder, leaving },
        {
          onSuccess: () => {
            setDeleteOpen(false);
            if (leaving) void goHome();
          },
        },
      );
    } else {
      const leaving = deleting.report._id === openReportId;
      deleteReport.mutate(
        { reportId: deleting.report._id, leaving },
        {
          onSuccess: () => {
            setDeleteOpen(false);
            if (leaving) void goHome();
          },
        },
      );
    }
  };

  const empty = tree.data.length === 0 && tree.unfiled.length === 0;
  return (
    <TreeContext.Provider value={context}>
      {empty ? (
        <Text size="xs" c="dimmed" px={6} py={4}>
          {canManage
            ? 'No saved reports yet. Create a report with “New report” and save it; folders keep reports in order.'
            : 'No saved reports for this ad account yet.'}
        </Text>
      ) : (
        <TreeDndContext tree={tree} onDragStart={setDragging} onDrop={onDrop}>
          <Stack gap={4}>
            {tree.data.length > 0 && (
              <SortableContext
                items={tree.data.map((folder) => dragId.folder(folder._id))}
                strategy={verticalListSortingStrategy}
              >
                <ul className={classes.list} aria-label="Folders">
                  {tree.data.map((folder) => (
                    <FolderItem key={folder._id} folder={folder} />
                  ))}
                </ul>
              </SortableContext>
            )}
            <UnfiledReports reports={tree.unfiled} withHeading={tree.data.length > 0} />
          </Stack>
        </TreeDndContext>
      )}
      {canManage && (
        <ConfirmDialog
          opened={deleteOpen}
          title={deleting?.kind === 'folder' ? 'Delete folder?' : 'Delete report?'}
          confirmLabel={deleting?.kind === 'folder' ? 'Delete folder' : 'Delete report'}
          danger
          loading={deleteFolder.isPending || deleteReport.isPending}
          onClose={() => setDeleteOpen(false)}
          onConfirm={confirmDelete}
        >
          {deleting && <DeleteWords deleting={deleting} />}
        </ConfirmDialog>
      )}
    </TreeContext.Provider>
  );
}

/** The server deletes a folder together with its reports; the confirm says so, with how many. */
function DeleteWords({ deleting }: { deleting: Deleting }) {
  if (deleting.kind === 'report') {
    return (
      <>
        “{deleting.report.name}” will be deleted. Snapshots made from it keep their figures. This can’t be
        undone.
      </>
    );
  }
  const { folder } = deleting;
  const count = reportCount({ data: [folder], unfiled: [] });
  if (count === 0) return <>The folder “{folder.name}” is empty and will be deleted.</>;
  return (
    <>
      The folder “{folder.name}” will be deleted together with the{' '}
      {count === 1 ? 'report' : `${count} reports`} in it. To keep {count === 1 ? 'it' : 'them'}, move{' '}
      {count === 1 ? 'it' : 'them'} out of the folder first. This can’t be undone.
    </>
  );
}

function FolderTreeSkeleton() {
  return (
    <Stack gap={8} px={6} py={4} aria-hidden>
      {[70, 85, 60, 78].map((width) => (
        <Skeleton key={width} h={18} w={`${width}%`} radius="sm" />
      ))}
    </Stack>
  );
}
