import {
  DETECTIVE_REFERENCE_MAX,
  formatLimit,
  type DetectiveTracker,
  type Workspace,
} from '@hookline/domain';
import { Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { detectiveApi } from '../../../api/detective-api.ts';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { ConfirmRemovalDialog } from '../../../ui/ConfirmRemovalDialog.tsx';
import { SearchBox } from '../../../ui/filter-controls/SearchBox.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useAddressState } from '../../../ui/use-address-state.ts';
import { useConfirmedRemoval } from '../../../ui/use-confirmed-removal.ts';
import { WorkspaceAreaGate } from '../../../ui/WorkspaceAreaGate.tsx';
import { DigestSettingsButton } from '../digest/DigestSettingsButton.tsx';
import { TrackBrandDialog } from '../track/TrackBrandDialog.tsx';
import { useTrackedBrandUsage, useTrackers, useUntracked } from '../track/use-trackers.ts';
import classes from './DetectiveHome.module.css';
import { readHomeParams, writeHomeParams } from './home-params.ts';
import { NoMatchingTrackers, NoTrackers, TrackersSkeleton } from './HomeStates.tsx';
import { MoversLine } from './MoversLine.tsx';
import { TrackerCard } from './TrackerCard.tsx';
import { TRACKER_SORT_LABELS, TRACKER_SORTS, isTrackerSort, visibleTrackers } from './tracker-list.ts';

const HOME_CODEC = { read: readHomeParams, write: writeHomeParams };
const SORT_OPTIONS = TRACKER_SORTS.map((sort) => ({ value: sort, label: TRACKER_SORT_LABELS[sort] }));

/** `library/detective`: the active workspace's tracked brands. */
export function DetectiveHomePage() {
  const { activeWorkspace, isLoading, isError, retry, isRetrying } = useActiveWorkspace();
  return (
    <WorkspaceAreaGate
      state={{
        workspace: activeWorkspace,
        canView: activeWorkspace?.allowedActions.includes('workspace.view') ?? false,
        isLoading,
        isError,
        retry,
        isRetrying,
      }}
      moduleName="Detective"
    >
      {(workspace) => <DetectiveHome key={workspace._id} workspace={workspace} />}
    </WorkspaceAreaGate>
  );
}

/** "3 of 5 tracked brands", or the count alone where the plan's limit can't be read. */
function usageLine(count: number | null, limit: number | null, orgName: string | undefined): string | null {
  if (count === null) return null;
  const of =
    limit === null
      ? count.toLocaleString('en-US')
      : `${count.toLocaleString('en-US')} of ${formatLimit(limit)}`;
  const noun = (limit ?? count) === 1 ? 'tracked brand' : 'tracked brands';
  return `${of} ${noun}${orgName ? ` across ${orgName}` : ''}`;
}

function DetectiveHome({ workspace }: { workspace: Workspace }) {
  const { activeOrg } = useActiveOrg();
  const orgId = activeOrg?._id;
  const canManage = workspace.allowedActions.includes('brand.manage');
  const trackers = useTrackers(workspace._id);
  const usage = useTrackedBrandUsage(orgId);
  const { state: params, change } = useAddressState(HOME_CODEC);
  const [tracking, setTracking] = useState(false);
  const untracked = useUntracked(orgId);
  const removal = useConfirmedRemoval<DetectiveTracker>({
    remove: (tracker) => detectiveApi.untrack(tracker._id),
    onRemoved: untracked,
  });

  const all = trackers.data;
  const shown = useMemo(() => (all ? visibleTrackers(all, params) : []), [all, params]);
  const trackedIds = useMemo(() => new Set((all ?? []).map((tracker) => tracker.brandId)), [all]);
  const openTrack = canManage ? () => setTracking(true) : null;
  const usageText = usageLine(usage.count, usage.limit, activeOrg?.name);

  let content: ReactNode;
  if (trackers.isPending) content = <TrackersSkeleton />;
  else if (trackers.isError) {
    content = (
      <LoadError
        what="the tracked brands"
        onRetry={() => void trackers.refetch()}
        retrying={trackers.isRefetching}
      />
    );
  } else if (trackers.data.length === 0) content = <NoTrackers onTrack={openTrack} />;
  else if (shown.length === 0) {
    content = <NoMatchingTrackers query={params.query} onClear={() => change({ query: '' })} />;
  } else {
    content = (
      <>
        <MoversLine trackers={trackers.data} />
        <div className={classes.grid} role="list" aria-label="Tracked brands">
          {shown.map((tracker, index) => (
            <div role="listitem" key={tracker._id} className={classes.cell}>
              <TrackerCard
                tracker={tracker}
                tourTarget={index === 0}
                onRemove={canManage ? removal.ask : null}
              />
            </div>
          ))}
        </div>
      </>
    );
  }

  const total = trackers.data?.length ?? 0;
  let countText = '';
  if (trackers.isSuccess && total > 0) {
    countText =
      shown.length === total
        ? `${total} ${total === 1 ? 'brand' : 'brands'}`
        : `${shown.length} of ${total} brands`;
  }

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Stack gap={4} className={classes.heading}>
          <Title order={1} fz={26}>
            Detective
          </Title>
          <Text size="sm" c="dimmed">
            The competitors {workspace.name} tracks: what they run now, what they launched this week and who
            is scaling up.
          </Text>
          {usageText && (
            <Text size="sm" fw={500}>
              {usageText}
            </Text>
          )}
        </Stack>
        <Group gap="sm" className={classes.headerAction}>
          <DigestSettingsButton workspace={workspace} />
          {canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTracking(true)}>
              Track a brand
            </Button>
          )}
        </Group>
      </header>

      <p className={classes.caveat}>
        <IconInfoCircle size={16} aria-hidden />
        <span>
          Spy data shows what a brand bets on, not what works for it: an ad that keeps running is a bet the
          brand renews, not proof that it sells.
        </span>
      </p>

      {total > 0 && (
        <div className={classes.toolbar} role="search" aria-label="Search and sort tracked brands">
          <div className={classes.search}>
            <SearchBox
              label="Search tracked brands"
              placeholder="Search tracked brands by name"
              value={params.query}
              onSearch={(query, immediate) => change({ query }, { replace: !immediate })}
              maxLength={DETECTIVE_REFERENCE_MAX}
            />
          </div>
          <Select
            className={classes.sort}
            size="sm"
            label="Sort by"
            data={SORT_OPTIONS}
            value={params.sort}
            onChange={(sort) => {
              if (isTrackerSort(sort)) change({ sort });
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap="xs" className={classes.count}>
            <Text size="sm" fw={600} role="status" aria-live="polite">
              {countText}
            </Text>
            {trackers.isRefetching && <Loader size={14} role="status" aria-label="Refreshing" />}
          </Group>
        </div>
      )}

      {content}

      <TrackBrandDialog
        opened={tracking}
        onClose={() => setTracking(false)}
        workspaceId={workspace._id}
        orgId={orgId}
        trackedIds={trackedIds}
      />
      <ConfirmRemovalDialog removal={removal} title="Stop tracking this brand?" confirmLabel="Remove">
        {(tracker) =>
          `${tracker.brand.name} leaves this workspace’s Detective. The brand and its ads stay in the library, and you can track it again at any time.`
        }
      </ConfirmRemovalDialog>
    </div>
  );
}
