import type { InspirationFile } from '@hookline/domain';
import { Text, ThemeIcon, Stack, Button } from '@mantine/core';
import { IconLayoutDashboard, IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SavedAdsGrid } from '../ads/SavedAdsGrid.tsx';
import type { InspirationAreaContext } from '../area/InspirationArea.tsx';
import classes from '../board-page/BoardView.module.css';
import { NothingMatches } from '../board-page/BoardEmptyStates.tsx';
import { useOpenAd } from '../board-page/use-open-ad.ts';
import {
  clearedState,
  EMPTY_LIST_STATE,
  isFiltered,
  listFilters,
  type InspirationListState,
} from '../filters/inspiration-filters.ts';
import { useListState } from '../filters/use-list-state.ts';
import { flattenTeamItems, useTeamItems } from '../shared/inspiration-queries.ts';
import { AdListFrame } from './AdListFrame.tsx';

interface TeamAdListProps extends InspirationAreaContext {
  kicker: ReactNode;
  title: string;
  description: ReactNode;
  /** What the list opens with (a preset's or a saved filter's state). */
  opening?: InspirationListState;
  savedFilterId?: string | null;
}

const countText = (count: number, filtered: boolean) =>
  `${count.toLocaleString('en-US')} ${filtered ? (count === 1 ? 'ad matches' : 'ads match') : count === 1 ? 'saved ad' : 'saved ads'}`;

/** What everyone in the organisation saved, in the workspaces the caller can see, with each ad's board named. */
export function TeamAdList({
  workspace,
  orgId,
  can,
  kicker,
  title,
  description,
  opening = EMPTY_LIST_STATE,
  savedFilterId = null,
}: TeamAdListProps) {
  const { state, change } = useListState(opening);
  const options = useMemo(() => ({ sort: state.sort, filters: listFilters(state) }), [state]);
  const items = useTeamItems(orgId, options);
  const { files, total } = flattenTeamItems(items.data);
  const { open } = useOpenAd();
  const onOpen = useCallback((file: InspirationFile) => open(file._id), [open]);
  const filtered = isFiltered(state);
  return (
    <AdListFrame
      workspaceId={workspace._id}
      workspaceName={workspace.name}
      kicker={kicker}
      title={title}
      description={description}
      state={state}
      change={change}
      count={items.isSuccess ? <span>{countText(total, filtered)}</span> : null}
      refreshing={items.isFetching && !items.isPending && !items.isFetchingNextPage}
      savedFilterId={savedFilterId}
      boardId={null}
      canManageFilters={can('savedFilters.manage')}
      searchPlaceholder="Search everything your team saved"
      scope="Across everything your team saved"
    >
      <SavedAdsGrid
        listKey={`team:${JSON.stringify(options)}`}
        files={files}
        query={items}
        board={null}
        onOpen={onOpen}
        what="your team’s saved ads"
        empty={
          filtered ? <NothingMatches onClear={() => change(clearedState(state))} /> : <NothingSavedYet />
        }
      />
    </AdListFrame>
  );
}

function NothingSavedYet() {
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <ThemeIcon size={52} radius="xl" variant="light">
        <IconUsersGroup size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={700}>Nobody has saved an ad yet</Text>
      <Text size="sm" c="dimmed" maw={460}>
        Ads anyone saves into a board of a workspace you can see appear here, newest first.
      </Text>
      <Button
        component={Link}
        to="/app/library/discover"
        mt="xs"
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
      >
        Browse Discover
      </Button>
    </Stack>
  );
}
