import { Group, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { InspirationArea, type InspirationAreaContext } from '../area/InspirationArea.tsx';
import { presetById, stateFromSavedFilter } from '../filters/inspiration-filters.ts';
import { useSavedFilters } from '../filters/use-saved-filters.ts';
import { BoardFilterAdList } from './BoardFilterAdList.tsx';
import { TeamAdList } from './TeamAdList.tsx';

type FilterSource = 'preset' | 'saved';

/**
 * `filter-inspiration/preset/:filterId` and `filter-inspiration/saved/:filterId`: a built-in filter over
 * everything the team saved, or a saved filter of the workspace (on the board it was saved on, if any).
 */
export function FilterPage({ source }: { source: FilterSource }) {
  const { filterId = '' } = useParams();
  return (
    <InspirationArea currentBoardId={() => null}>
      {(context) => (
        <FilterSourceView key={`${source}:${filterId}`} {...context} source={source} filterId={filterId} />
      )}
    </InspirationArea>
  );
}

function FilterSourceView(props: InspirationAreaContext & { source: FilterSource; filterId: string }) {
  const { source, filterId, workspace } = props;
  const preset = source === 'preset' ? presetById(filterId) : undefined;
  const presetState = useMemo(() => preset?.state(), [preset]);
  const saved = useSavedFilters(source === 'saved' ? workspace._id : '');
  const filter = saved.data?.find((candidate) => candidate._id === filterId);
  const fromSaved = useMemo(() => (filter ? stateFromSavedFilter(filter) : null), [filter]);

  if (source === 'preset') {
    if (!preset || !presetState) return <NotFoundScreen inShell />;
    return (
      <TeamAdList
        {...props}
        kicker="Filter"
        title={preset.name}
        description="Across everything your team saved, in the workspaces you can see."
        opening={presetState}
      />
    );
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
  if (!filter || !fromSaved) return <NotFoundScreen inShell />;
  if (fromSaved.boardId) {
    return (
      <BoardFilterAdList
        {...props}
        title={filter.name}
        boardId={fromSaved.boardId}
        opening={fromSaved.state}
        savedFilterId={filter._id}
      />
    );
  }
  return (
    <TeamAdList
      {...props}
      kicker="Saved filter"
      title={filter.name}
      description="Across everything your team saved, in the workspaces you can see."
      opening={fromSaved.state}
      savedFilterId={filter._id}
    />
  );
}
