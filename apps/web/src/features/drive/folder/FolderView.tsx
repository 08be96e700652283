import type { DriveListSort, SortOrder, Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconFolderOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NameBreadcrumbs } from '../../../ui/truncated/NameBreadcrumbs.tsx';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { GridView } from '../items/GridView.tsx';
import type { ItemSelection } from '../items/item-selection.ts';
import { ListView } from '../items/ListView.tsx';
import { useLoadMore } from '../items/use-section-virtualizer.ts';
import { flattenItems, useFolderItems, useFolderPath } from '../shared/drive-queries.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { planFromRelativePaths } from '../shared/uploads/dropped-folders.ts';
import { uploadPlanInto } from '../shared/uploads/upload-folders.ts';
import { enqueueUploads } from '../../../app/session/uploads/upload-store.ts';
import { useThumbnailPolling } from '../../../ui/thumbnail-polling/use-thumbnail-polling.ts';
import type { DriveAreaContext } from '../area/DriveArea.tsx';
import { DropArea } from './DropArea.tsx';
import classes from './folder.module.css';
import { CreateButtons, FilterPopover, SelectionBar, SortMenu, ViewToggle } from './FolderToolbar.tsx';
import {
  filterCount,
  nextSort,
  readViewParams,
  writeViewParams,
  type DriveView,
  type FolderViewParams,
} from './view-params.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface FolderViewProps extends DriveAreaContext {
  folderId: string;
}

const selectionKey = (kind: 'folder' | 'file', id: string) => `${kind}:${id}`;

/** A folder of the Creative Hub: breadcrumbs, toolbar, and its folders and files in a grid or a list. */
export function FolderView({ workspace, folderId, can }: FolderViewProps) {
  const workspaceId = workspace._id;
  const isRoot = folderId === workspaceId;
  const [search, setSearch] = useSearchParams();
  const [rememberedView, rememberView] = useLocalStorage<DriveView>({
    key: 'hookline.drive.view',
    defaultValue: 'grid',
  });
  const params = readViewParams(search, rememberedView);
  const { view, sort, order, filters } = params;
  const setParams = (next: Partial<FolderViewParams>) => {
    const merged = { ...params, ...next };
    if (next.view) rememberView(next.view);
    setSearch(writeViewParams(search, merged), { replace: true });
  };

  const path = useFolderPath(workspaceId, folderId);
  // The query's key is compared by value, so options rebuilt from the address on each render are the same list.
  const options = { sort, order, filters };
  const items = useFolderItems(workspaceId, folderId, options);
  const { folders, files, total } = flattenItems(items.data);
  const dialogs = useDriveDialogs();

  useThumbnailPolling({
    key: `${folderId}:${JSON.stringify(options)}`,
    processingIds: files.filter((file) => file.thumbGenerationInprogress).map((file) => file._id),
    dataUpdatedAt: items.dataUpdatedAt,
    refetch: () => items.refetch(),
  });

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedIn, setSelectedIn] = useState(folderId);
  // A selection belongs to the folder it was made in.
  if (selectedIn !== folderId) {
    setSelectedIn(folderId);
    setSelected(new Set());
  }
  const selectedFolders = folders.filter((folder) => selected.has(selectionKey('folder', folder._id)));
  const selectedFiles = files.filter((file) => selected.has(selectionKey('file', file._id)));
  const selectionCount = selectedFolders.length + selectedFiles.length;
  const clearSelection = () => setSelected(new Set());
  const selection: ItemSelection = {
    isSelected: (kind, id) => selected.has(selectionKey(kind, id)),
    toggle: (kind, id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(selectionKey(kind, id));
        else next.delete(selectionKey(kind, id));
        return next;
      }),
    any: selectionCount > 0,
    setMany: (kind, ids, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(selectionKey(kind, id));
          else next.delete(selectionKey(kind, id));
        }
        return next;
      }),
  };

  const loadMoreRef = useLoadMore({
    enabled: items.hasNextPage && !items.isFetchingNextPage,
    loaded: folders.length + files.length,
    onReach: () => void items.fetchNextPage(),
  });

  const steps = path.data ?? [];
  const folderName = isRoot ? 'All files' : (steps[steps.length - 1]?.name ?? '');
  const uploadTarget = can('file.upload')
    ? { workspaceId, folderId, folderName: isRoot ? workspace.name : folderName }
    : null;
  const selectionRefs = {
    folders: selectedFolders.map((folder) => ({ _id: folder._id, name: folder.name, items: folder.items })),
    files: selectedFiles.map((file) => ({ _id: file._id, name: file.name })),
  };
  const onSort = (column: DriveListSort) => setParams(nextSort({ sort, order }, column));

  return (
    <Box className={classes.page}>
      <Stack gap={6} mb="md">
        <FolderBreadcrumbs workspace={workspace} steps={steps} loading={path.isPending && !isRoot} />
        <Group gap="sm" align="baseline" wrap="nowrap">
          {path.isPending && !isRoot ? (
            <Skeleton h={28} w={220} />
          ) : (
            <TruncatedText order={1} fz={26}>
              {folderName}
            </TruncatedText>
          )}
          {items.isSuccess && (
            <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
              {total.toLocaleString('en-US')} {total === 1 ? 'item' : 'items'}
            </Text>
          )}
          {items.isFetching && !items.isPending && <Loader size={14} role="status" aria-label="Refreshing" />}
        </Group>
      </Stack>

      <Group
        className={classes.toolbar}
        role="toolbar"
        aria-label="Folder actions"
        justify="space-between"
        gap="sm"
      >
        <Group gap="xs" wrap="wrap">
          {selectionCount > 0 ? (
            <SelectionBar
              count={selectionCount}
              fileCount={selectedFiles.length}
              can={{
                tags: can('file.manage'),
                move: can('file.manage') && (selectedFolders.length === 0 || can('board.manage')),
                delete: can('file.manage') && (selectedFolders.length === 0 || can('board.manage')),
              }}
              onAddTags={() =>
                dialogs.open({ kind: 'add-tags', files: selectionRefs.files }, { onDone: clearSelection })
              }
              onMove={() =>
                dialogs.open({ kind: 'move', ...selectionRefs, from: folderId }, { onDone: clearSelection })
              }
              onZip={() => dialogs.open({ kind: 'zip', ...selectionRefs, name: folderName })}
              onDelete={() => dialogs.open({ kind: 'delete', ...selectionRefs }, { onDone: clearSelection })}
              onClear={clearSelection}
            />
          ) : (
            <CreateButtons
              canCreate={can('board.create')}
              canUpload={can('file.upload')}
              onNewFolder={() =>
                dialogs.open({
                  kind: 'new-folder',
                  parent: { _id: folderId, name: isRoot ? workspace.name : folderName },
                })
              }
              onFiles={(picked) => enqueueUploads(picked, { kind: 'drive', workspaceId, folderId })}
              onFolder={(picked) =>
                void uploadPlanInto(planFromRelativePaths(picked), { workspaceId, folderId })
              }
            />
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <FilterPopover
            workspaceId={workspaceId}
            filters={filters}
            onChange={(next) => setParams({ filters: next })}
          />
          <SortMenu
            sort={sort}
            order={order}
            onChange={(nextSortBy: DriveListSort, nextOrder: SortOrder) =>
              setParams({ sort: nextSortBy, order: nextOrder })
            }
          />
          <ViewToggle view={view} onChange={(next) => setParams({ view: next })} />
        </Group>
      </Group>

      <DropArea target={uploadTarget}>
        {items.isError ? (
          <LoadError what="this folder" onRetry={() => void items.refetch()} retrying={items.isRefetching} />
        ) : items.isPending ? (
          <ItemsSkeleton view={view} />
        ) : folders.length + files.length === 0 ? (
          <EmptyFolder
            filtered={filterCount(filters) > 0}
            canUpload={uploadTarget !== null}
            onClearFilters={() => setParams({ filters: {} })}
          />
        ) : view === 'grid' ? (
          <GridView folders={folders} files={files} workspaceId={workspaceId} selection={selection} />
        ) : (
          <ListView
            folders={folders}
            files={files}
            workspaceId={workspaceId}
            selection={selection}
            sort={{ sort, order, onSort }}
          />
        )}
        <div ref={loadMoreRef} aria-hidden />
        {items.isFetchingNextPage && (
          <Group justify="center" p="md">
            <Loader size="sm" role="status" aria-label="Loading more items" />
          </Group>
        )}
      </DropArea>
    </Box>
  );
}

function FolderBreadcrumbs({
  workspace,
  steps,
  loading,
}: {
  workspace: Workspace;
  steps: readonly { _id: string; name: string; isWorkspace: boolean }[];
  loading: boolean;
}) {
  const trail = steps.length > 0 ? steps : [{ _id: workspace._id, name: workspace.name, isWorkspace: true }];
  return (
    <NameBreadcrumbs
      label="Breadcrumbs"
      area="Creative Hub"
      crumbs={trail.map((step) => ({
        key: step._id,
        name: step.isWorkspace ? workspace.name : step.name,
        to: drivePaths.folder(workspace._id, step._id),
      }))}
      endsOnPage={!loading}
      trailing={loading && <Skeleton h={14} w={80} />}
    />
  );
}

function ItemsSkeleton({ view }: { view: DriveView }) {
  if (view === 'list') {
    return (
      <Stack gap={8} aria-hidden>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h={48} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <div className={classes.skeletonGrid} aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h={210} radius="md" />
      ))}
    </div>
  );
}

function EmptyFolder({
  filtered,
  canUpload,
  onClearFilters,
}: {
  filtered: boolean;
  canUpload: boolean;
  onClearFilters: () => void;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={64} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconFolderOpen size={24} />
      </ThemeIcon>
      {filtered ? (
        <>
          <Text fw={600}>Nothing here matches these filters</Text>
          <Button variant="default" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>This folder is empty</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {canUpload
              ? 'Drop images and videos here, or use Upload. Folders you drop keep their sub-folders.'
              : 'Files and folders your team adds here will show up in this place.'}
          </Text>
        </>
      )}
    </Stack>
  );
}
