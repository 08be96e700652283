import type { InspirationFile } from '@hookline/domain';
import { Anchor, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { SavedAdsGrid } from '../ads/SavedAdsGrid.tsx';
import type { InspirationAreaContext } from '../area/InspirationArea.tsx';
import { NothingMatches } from '../board-page/BoardEmptyStates.tsx';
import { boardPathIn } from '../board-page/use-board-path.ts';
import { useOpenAd } from '../board-page/use-open-ad.ts';
import {
  clearedState,
  isFiltered,
  listFilters,
  type InspirationListState,
} from '../filters/inspiration-filters.ts';
import { useListState } from '../filters/use-list-state.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { flattenBoardItems, useBoardItems, useBoardTree } from '../shared/inspiration-queries.ts';
import { AdListFrame } from './AdListFrame.tsx';

interface BoardFilterAdListProps extends InspirationAreaContext {
  title: string;
  boardId: string;
  opening: InspirationListState;
  savedFilterId: string;
}

/** A saved filter made on a board: that board's saved ads, with the filter's search, filters and sort. */
export function BoardFilterAdList({
  workspace,
  can,
  title,
  boardId,
  opening,
  savedFilterId,
}: BoardFilterAdListProps) {
  const { state, change } = useListState(opening);
  const options = useMemo(() => ({ sort: state.sort, filters: listFilters(state) }), [state]);
  const items = useBoardItems(workspace._id, boardId, options);
  const { files, total } = flattenBoardItems(items.data);
  const tree = useBoardTree(workspace._id);
  const steps = tree.data ? boardPathIn(tree.data, boardId) : null;
  const boardName = steps?.[steps.length - 1]?.name ?? null;
  const { open } = useOpenAd();
  const onOpen = useCallback((file: InspirationFile) => open(file._id), [open]);
  const filtered = isFiltered(state);
  const board = { _id: boardId, name: boardName ?? 'this board' };
  return (
    <AdListFrame
      workspaceId={workspace._id}
      workspaceName={workspace.name}
      kicker="Saved filter"
      title={title}
      description={
        tree.isSuccess && steps === null ? (
          'The board this filter was saved on is no longer here.'
        ) : (
          <>
            The saved ads of{' '}
            <Anchor component={Link} to={inspirationPaths.board(workspace._id, boardId)} inherit fw={600}>
              {boardName ?? 'its board'}
            </Anchor>{' '}
            that match it.
          </>
        )
      }
      state={state}
      change={change}
      count={
        items.isSuccess ? (
          <span>
            {total.toLocaleString('en-US')} {total === 1 ? 'ad matches' : 'ads match'}
          </span>
        ) : null
      }
      refreshing={items.isFetching && !items.isPending && !items.isFetchingNextPage}
      savedFilterId={savedFilterId}
      boardId={boardId}
      canManageFilters={can('savedFilters.manage')}
      searchPlaceholder="Search this board’s ads"
      scope={`On “${board.name}”`}
    >
      <SavedAdsGrid
        listKey={`${boardId}:${JSON.stringify(options)}`}
        files={files}
        query={items}
        board={board}
        onOpen={onOpen}
        what="this filter’s ads"
        empty={
          filtered ? (
            <NothingMatches onClear={() => change(clearedState(state))} />
          ) : (
            <Text size="sm" c="dimmed" py="md">
              This board has no saved ads yet.
            </Text>
          )
        }
      />
    </AdListFrame>
  );
}
