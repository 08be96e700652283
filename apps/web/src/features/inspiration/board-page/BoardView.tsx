import type { InspirationBoard, InspirationFile, Workspace } from '@hookline/domain';
import { Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging, IconLayoutGridAdd, IconStarFilled, IconUpload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ancestorsOf } from '../../../ui/tree-drop.ts';
import { SavedAdView } from '../ad-view/index.ts';
import { SavedAdsGrid } from '../ads/SavedAdsGrid.tsx';
import type { InspirationAreaContext } from '../area/InspirationArea.tsx';
import { BoardCard } from '../boards/BoardCard.tsx';
import cardClasses from '../boards/BoardCard.module.css';
import { BoardMenu } from '../boards/BoardMenu.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { clearedState, isFiltered, listFilters } from '../filters/inspiration-filters.ts';
import { InspirationFilterBar } from '../filters/InspirationFilterBar.tsx';
import { SaveFilterDialog } from '../filters/SaveFilterDialog.tsx';
import { useSaveFilter } from '../filters/use-saved-filters.ts';
import { useListState } from '../filters/use-list-state.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { flattenBoardItems, useBoardItems, useBoardTree } from '../shared/inspiration-queries.ts';
import { BoardBreadcrumbs } from './BoardBreadcrumbs.tsx';
import { EmptyBoard, NoBoardsYet, NothingMatches } from './BoardEmptyStates.tsx';
import { BoardShareSlot } from './BoardShareSlot.tsx';
import classes from './BoardView.module.css';
import { ExtensionBanner } from './ExtensionBanner.tsx';
import { boardPathIn, useBoardDetails } from './use-board-path.ts';
import { useOpenAd } from './use-open-ad.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface BoardViewProps extends InspirationAreaContext {
  /** The board open; the workspace's id for its root, which lists its boards. */
  boardId: string;
}

const countText = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * `inspirations/:workspaceId/:folderId?`: a board, with its sub-boards and its saved ads (filtered, sorted,
 * a page at a time), or the workspace's root with every top board. A saved ad opens over it (`?ad=`).
 */
export function BoardView(props: BoardViewProps) {
  const { workspace, boardId } = props;
  const isRoot = boardId === workspace._id;
  const tree = useBoardTree(workspace._id);
  const steps = tree.data ? boardPathIn(tree.data, boardId) : null;
  return (
    <div className={classes.page}>
      <ExtensionBanner />
      <BoardBreadcrumbs workspace={workspace} steps={steps} />
      {isRoot ? (
        <RootBoards {...props} />
      ) : (
        <BoardContents
          {...props}
          treeName={steps?.[steps.length - 1]?.name ?? null}
          parentId={tree.data ? (ancestorsOf(tree.data, boardId)[0] ?? null) : null}
          notInTree={tree.isSuccess && steps === null}
        />
      )}
      <SavedAdView />
    </div>
  );
}

function NewBoardButton({
  workspace,
  parent,
  disabled = false,
}: {
  workspace: Workspace;
  parent: { _id: string; name: string };
  /** While the board's name is not known yet. */
  disabled?: boolean;
}) {
  const dialogs = useBoardDialogs();
  return (
    <Button
      leftSection={<IconLayoutGridAdd size={16} aria-hidden />}
      variant={parent._id === workspace._id ? 'filled' : 'default'}
      data-tour="create-boards"
      disabled={disabled}
      onClick={() => dialogs.open({ kind: 'new-board', parent })}
    >
      New board
    </Button>
  );
}

/** The workspace's root: its top boards. */
function RootBoards({ workspace, can }: BoardViewProps) {
  const dialogs = useBoardDialogs();
  const items = useBoardItems(workspace._id, workspace._id, { sort: 'newest', filters: {} });
  const { boards } = flattenBoardItems(items.data);
  const canCreate = can('board.create');
  const root = { _id: workspace._id, name: workspace.name };
  return (
    <>
      <header className={classes.header}>
        <Stack gap={4} className={classes.heading}>
          <Title order={1} fz={28}>
            Boards
          </Title>
          <div className={classes.facts}>
            <span>{workspace.name}</span>
            {items.isSuccess && <span>{countText(boards.length, 'board', 'boards')}</span>}
            {items.isFetching && !items.isPending && (
              <Loader size={14} role="status" aria-label="Refreshing" />
            )}
          </div>
        </Stack>
        <div className={classes.actions}>
          {canCreate && <NewBoardButton workspace={workspace} parent={root} />}
        </div>
      </header>
      {items.isError ? (
        <LoadError what="the boards" onRetry={() => void items.refetch()} retrying={items.isRefetching} />
      ) : items.isPending ? (
        <BoardsSkeleton />
      ) : boards.length === 0 ? (
        <NoBoardsYet
          canCreate={canCreate}
          onCreate={() => dialogs.open({ kind: 'new-board', parent: root })}
        />
      ) : (
        <BoardGrid boards={boards} label={`Boards of ${workspace.name}`} />
      )}
    </>
  );
}

interface BoardContentsProps extends BoardViewProps {
  /** The board's name as the tree has it, shown until its details load. */
  treeName: string | null;
  parentId: string | null;
  /** The tree has loaded without this board: deleted, or not of this workspace. */
  notInTree: boolean;
}

/** An open board: its header, its sub-boards, and its saved ads with their filters. */
function BoardContents({ workspace, boardId, can, treeName, parentId, notInTree }: BoardContentsProps) {
  const dialogs = useBoardDialogs();
  const navigate = useNavigate();
  const { open } = useOpenAd();
  const { state, change } = useListState();
  const options = useMemo(() => ({ sort: state.sort, filters: listFilters(state) }), [state]);
  const items = useBoardItems(workspace._id, boardId, options);
  const { boards, files, total } = flattenBoardItems(items.data);
  const details = useBoardDetails({ boardId, parentId });
  const board: InspirationBoard | null = details.data ?? null;
  const [savingFilter, setSavingFilter] = useState(false);
  const saveFilter = useSaveFilter(workspace._id);

  const name = board?.name ?? treeName;
  const ref = { _id: boardId, name: name ?? 'this board' };
  const allowed =
    board?.allowedActions ?? (workspace.products.includes('inspiration') ? workspace.allowedActions : []);
  const canUpload = allowed.includes('file.upload');
  const canCreate = allowed.includes('board.create');
  const filtered = isFiltered(state);
  const onOpen = useCallback((file: InspirationFile) => open(file._id), [open]);

  if (notInTree || (isApiError(items.error) && items.error.status === 404)) {
    return <BoardGone onBack={() => void navigate(inspirationPaths.board(workspace._id))} />;
  }

  return (
    <>
      <header className={classes.header}>
        <Stack gap={6} className={classes.heading}>
          {name ? (
            <TruncatedText order={1} fz={28}>
              {name}
            </TruncatedText>
          ) : (
            <Skeleton h={30} w={240} />
          )}
          {board?.description && (
            <Text size="sm" c="gray.8" className={classes.description}>
              {board.description}
            </Text>
          )}
          <div className={classes.facts}>
            {items.isSuccess && (
              <>
                {boards.length > 0 && <span>{countText(boards.length, 'board', 'boards')}</span>}
                <span>
                  {filtered
                    ? `${countText(total, 'ad matches', 'ads match')}`
                    : countText(total, 'saved ad', 'saved ads')}
                </span>
              </>
            )}
            {board?.isFavourite && (
              <span className={classes.fact}>
                <IconStarFilled size={14} color="var(--mantine-color-yellow-8)" aria-hidden /> Favourite
              </span>
            )}
            {board?.isWatched && (
              <span className={classes.fact}>
                <IconBellRinging size={14} aria-hidden /> Watching
              </span>
            )}
            {items.isFetching && !items.isPending && (
              <Loader size={14} role="status" aria-label="Refreshing" />
            )}
          </div>
        </Stack>
        <div className={classes.actions}>
          {canCreate && <NewBoardButton workspace={workspace} parent={ref} disabled={name === null} />}
          {canUpload && (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={name === null}
              onClick={() => dialogs.open({ kind: 'upload-ad', board: ref })}
            >
              Upload ad
            </Button>
          )}
          {board && <BoardShareSlot board={board} />}
          {board && <BoardMenu board={board} variant="default" />}
        </div>
      </header>

      {boards.length > 0 && (
        <section className={classes.section} aria-labelledby="sub-boards-title">
          <div className={classes.sectionHead}>
            <h2 id="sub-boards-title" className={classes.sectionTitle}>
              Boards
            </h2>
          </div>
          <BoardGrid boards={boards} label={`Boards in ${name ?? 'this board'}`} />
        </section>
      )}

      <section aria-labelledby="saved-ads-title">
        <h2 id="saved-ads-title" className={classes.visuallyHidden}>
          Saved ads
        </h2>
        {(files.length > 0 || filtered || items.isPending) && (
          <div className={classes.toolbar}>
            <InspirationFilterBar
              state={state}
              change={change}
              workspaceId={workspace._id}
              placeholder="Search this board’s ads: copy, headlines, brands"
              onSaveFilter={can('savedFilters.manage') ? () => setSavingFilter(true) : null}
            />
          </div>
        )}
        <SavedAdsGrid
          listKey={`${boardId}:${JSON.stringify(options)}`}
          files={files}
          query={items}
          board={ref}
          onOpen={onOpen}
          what="this board"
          empty={
            filtered ? (
              <NothingMatches onClear={() => change(clearedState(state))} />
            ) : boards.length > 0 ? (
              <Text size="sm" c="dimmed" py="md">
                No saved ads directly in this board yet: they are in its boards above.
              </Text>
            ) : (
              <EmptyBoard
                canUpload={canUpload}
                canCreate={canCreate}
                onUpload={() => dialogs.open({ kind: 'upload-ad', board: ref })}
                onNewBoard={() => dialogs.open({ kind: 'new-board', parent: ref })}
              />
            )
          }
        />
      </section>

      <SaveFilterDialog
        opened={savingFilter}
        scope={`On “${name ?? 'this board'}”`}
        pending={saveFilter.isPending}
        onClose={() => setSavingFilter(false)}
        onSave={(filterName) =>
          saveFilter.mutate(
            { name: filterName, state, boardId },
            {
              onSuccess: (filter) => {
                setSavingFilter(false);
                void navigate(inspirationPaths.savedFilter(filter._id));
              },
            },
          )
        }
      />
    </>
  );
}

export function BoardGrid({ boards, label }: { boards: readonly InspirationBoard[]; label: string }) {
  return (
    <ul className={cardClasses.grid} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {boards.map((board) => (
        <li key={board._id}>
          <BoardCard board={board} />
        </li>
      ))}
    </ul>
  );
}

function BoardsSkeleton() {
  return (
    <div className={cardClasses.grid} aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Stack
          key={index}
          gap={0}
          style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 12, overflow: 'hidden' }}
        >
          <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
          <Stack gap={6} p={12}>
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} w="30%" />
          </Stack>
        </Stack>
      ))}
    </div>
  );
}

function BoardGone({ onBack }: { onBack: () => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <Text fw={700}>This board isn’t here any more</Text>
      <Text size="sm" c="dimmed" maw={420}>
        It may have been deleted or moved to another workspace. Its link no longer opens it.
      </Text>
      <Group justify="center" mt="xs">
        <Button variant="default" onClick={onBack}>
          Back to the boards
        </Button>
      </Group>
    </Stack>
  );
}
