import { createSavedFilterBody, type Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { IconBookmarkPlus, IconPhotoSearch, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DriveLibraryOptions } from '../../../api/drive-api.ts';
import { DeleteSavedFilterDialog } from '../../../ui/DeleteSavedFilterDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { DriveArea, type DriveAreaContext } from '../area/DriveArea.tsx';
import { NameDialog } from '../dialogs/NameDialog.tsx';
import { SortMenu, ViewToggle } from '../folder/FolderToolbar.tsx';
import classes from '../folder/folder.module.css';
import type { DriveView } from '../folder/view-params.ts';
import { nextSort } from '../folder/view-params.ts';
import { GridView } from '../items/GridView.tsx';
import type { ItemSelection } from '../items/item-selection.ts';
import { ListView } from '../items/ListView.tsx';
import { useLoadMore } from '../items/use-section-virtualizer.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { useLibrary } from '../shared/drive-queries.ts';
import { useThumbnailPolling } from '../../../ui/thumbnail-polling/use-thumbnail-polling.ts';
import { LibraryFilters } from './LibraryFilters.tsx';
import {
  activeFilterCount,
  EMPTY_LIBRARY,
  libraryOptions,
  presetById,
  stateFromSavedFilter,
  type LibraryState,
} from './library-state.ts';
import { useDeleteSavedFilter, useSaveFilter, useSavedFilters } from './use-saved-filters.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

type LibrarySource = 'all' | 'saved' | 'preset';

/** `library/all`, `filter/preset/:filterId` and `filter/saved/:filterId`: every file of the workspace. */
export function LibraryPage({ source }: { source: LibrarySource }) {
  const { filterId = '' } = useParams();
  return (
    <DriveArea currentFolderId={() => null}>
      {(context) => (
        <LibrarySourceView key={`${source}:${filterId}`} {...context} source={source} filterId={filterId} />
      )}
    </DriveArea>
  );
}

/** Resolves what the page opens with: everything, a preset, or a saved filter (which may not load). */
function LibrarySourceView(props: DriveAreaContext & { source: LibrarySource; filterId: string }) {
  const { source, filterId, workspace } = props;
  const saved = useSavedFilters(workspace._id);
  if (source === 'all') {
    return <LibraryView {...props} title="Library" initial={EMPTY_LIBRARY} savedFilterId={null} />;
  }
  if (source === 'preset') {
    const preset = presetById(filterId);
    if (!preset) return <NotFoundScreen inShell />;
    return <LibraryView {...props} title={preset.name} initial={preset.state()} savedFilterId={null} />;
  }
  if (saved.isError) {
    return (
      <LoadError what="the saved filter" onRetry={() => void saved.refetch()} retrying={saved.isRefetching} />
    );
  }
  if (saved.isPending) {
    return (
      <Group justify="center" py={96}>
        <Loader size="sm" role="status" aria-label="Loading the saved filter" />
      </Group>
    );
  }
  const filter = saved.data.find((candidate) => candidate._id === filterId);
  if (!filter) return <NotFoundScreen inShell />;
  return (
    <LibraryView
      {...props}
      title={filter.name}
      initial={stateFromSavedFilter(filter)}
      savedFilterId={filter._id}
    />
  );
}

interface LibraryViewProps extends DriveAreaContext {
  title: string;
  initial: LibraryState;
  savedFilterId: string | null;
}

const NO_SELECTION: ItemSelection = { isSelected: () => false, toggle: null, any: false };
const filterNameSchema = createSavedFilterBody.shape.name;

function LibraryView({ workspace, can, title, initial, savedFilterId }: LibraryViewProps) {
  const [state, setState] = useState<LibraryState>(initial);
  const [view, setView] = useLocalStorage<DriveView>({ key: 'hookline.drive.view', defaultValue: 'grid' });
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const saveFilter = useSaveFilter(workspace._id);
  const deleteFilter = useDeleteSavedFilter(workspace._id);

  // Typing and choosing filters settle for a moment before the library is asked.
  const [optionsKey] = useDebouncedValue(JSON.stringify(libraryOptions(state)), 300);
  const options = JSON.parse(optionsKey) as DriveLibraryOptions;
  const library = useLibrary(workspace._id, options);
  const files = library.data?.pages.flatMap((page) => page.data) ?? [];
  const total = library.data?.pages[library.data.pages.length - 1]?.total ?? 0;
  const filtered = activeFilterCount(state.filters) > 0 || state.query.trim() !== '';

  useThumbnailPolling({
    key: optionsKey,
    processingIds: files.filter((file) => file.thumbGenerationInprogress).map((file) => file._id),
    dataUpdatedAt: library.dataUpdatedAt,
    refetch: () => library.refetch(),
  });
  const loadMoreRef = useLoadMore({
    enabled: library.hasNextPage && !library.isFetchingNextPage,
    loaded: files.length,
    onReach: () => void library.fetchNextPage(),
  });

  return (
    <Box className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Creative Hub · {workspace.name}
          </Text>
          <Group gap="sm" align="baseline" wrap="nowrap">
            <TruncatedText order={1} fz={26}>
              {title}
            </TruncatedText>
            {library.isSuccess && (
              <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                {total.toLocaleString('en-US')} {total === 1 ? 'file' : 'files'}
              </Text>
            )}
            {library.isFetching && !library.isPending && (
              <Loader size={14} role="status" aria-label="Refreshing" />
            )}
          </Group>
        </Stack>
        {can('savedFilters.manage') && (
          <Group gap="xs" wrap="nowrap">
            {savedFilterId && (
              <Button
                variant="default"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(true)}
              >
                Delete filter
              </Button>
            )}
            <Button
              variant="default"
              size="sm"
              leftSection={<IconBookmarkPlus size={16} />}
              onClick={() => setSaving(true)}
            >
              {savedFilterId ? 'Save as new filter' : 'Save filter'}
            </Button>
          </Group>
        )}
      </Group>

      <Group
        className={classes.toolbar}
        role="toolbar"
        aria-label="Library search and filters"
        justify="space-between"
        gap="sm"
      >
        <TextInput
          aria-label="Search files"
          placeholder="Search by name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.query}
          onChange={(event) => {
            const query = event.currentTarget.value;
            setState((current) => ({ ...current, query }));
          }}
          style={{ flex: '1 1 240px', maxWidth: 440 }}
          maxLength={200}
        />
        <Group gap="xs" wrap="wrap">
          <LibraryFilters
            workspaceId={workspace._id}
            filters={state.filters}
            onChange={(filters) => setState((current) => ({ ...current, filters }))}
          />
          <SortMenu
            sort={state.sort}
            order={state.order}
            onChange={(sort, order) => setState((current) => ({ ...current, sort, order }))}
          />
          <ViewToggle view={view} onChange={setView} />
        </Group>
      </Group>

      {library.isError ? (
        <LoadError
          what="the library"
          onRetry={() => void library.refetch()}
          retrying={library.isRefetching}
        />
      ) : library.isPending ? (
        <Group justify="center" py={96}>
          <Loader size="sm" role="status" aria-label="Loading the library" />
        </Group>
      ) : files.length === 0 ? (
        <EmptyLibrary workspace={workspace} filtered={filtered} onClear={() => setState(EMPTY_LIBRARY)} />
      ) : view === 'grid' ? (
        <GridView folders={[]} files={files} workspaceId={workspace._id} selection={NO_SELECTION} />
      ) : (
        <ListView
          folders={[]}
          files={files}
          workspaceId={workspace._id}
          selection={NO_SELECTION}
          sort={{
            sort: state.sort,
            order: state.order,
            onSort: (column) => setState((current) => ({ ...current, ...nextSort(current, column) })),
          }}
        />
      )}
      <div ref={loadMoreRef} aria-hidden />
      {library.isFetchingNextPage && (
        <Group justify="center" p="md">
          <Loader size="sm" role="status" aria-label="Loading more files" />
        </Group>
      )}

      <NameDialog
        opened={saving}
        title="Save filter"
        label="Filter name"
        submitLabel="Save filter"
        schema={filterNameSchema}
        pending={saveFilter.isPending}
        onClose={() => setSaving(false)}
        onSubmit={(name) =>
          saveFilter.mutate(
            { name, state },
            {
              onSuccess: (filter) => {
                setSaving(false);
                void navigate(drivePaths.savedFilter(filter._id));
              },
            },
          )
        }
      />
      <DeleteSavedFilterDialog
        opened={deleting}
        filterId={savedFilterId}
        filterName={title}
        workspaceName={workspace.name}
        keeps="The files"
        deletion={deleteFilter}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          void navigate(drivePaths.library());
        }}
      />
    </Box>
  );
}

function EmptyLibrary({
  workspace,
  filtered,
  onClear,
}: {
  workspace: Workspace;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={64} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconPhotoSearch size={24} />
      </ThemeIcon>
      {filtered ? (
        <>
          <Text fw={600}>No files match this search</Text>
          <Button variant="default" size="sm" onClick={onClear}>
            Clear search and filters
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>No files in {workspace.name} yet</Text>
          <Text size="sm" c="dimmed" maw={420}>
            Files uploaded to any folder of the workspace show up here.
          </Text>
        </>
      )}
    </Stack>
  );
}
