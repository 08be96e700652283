import {
  DATE_FORMAT,
  type AiDetectiveAvailability,
  type AiDetectiveListItem,
  type AiDetectiveStatus,
  type DetectiveTracker,
  type Workspace,
} from '@hookline/domain';
import { Alert, Badge, Button, Group, Select, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconLock, IconSparkles } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { DiscoverAdDrawer } from '../../../ui/ad-drawer-slot.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { UPGRADE_PLAN_PATH } from '../../../ui/LimitReachedDialog.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { detectivePaths } from '../detective-paths.ts';
import { AnalysisReader } from './AnalysisReader.tsx';
import { useAnalyses, useDeleteAnalysis, useStartAnalysis, useTrackers } from './use-ai-detective.ts';

const DESCRIPTION =
  'A written analysis of a tracked brand’s ads: what changed, its angles, personas, offers, hooks and cadence. ' +
  'Spy data shows what a brand bets on, not what works for it.';

const STATUS_LABELS: Record<AiDetectiveStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** Why a new analysis can't start here, and what to do. */
function BlockedNotice({ availability }: { availability: AiDetectiveAvailability }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconLock size={18} />}
      title="The AI detective is not available"
    >
      <Stack gap="xs">
        <Text size="sm">{availability.message}</Text>
        {availability.block !== 'flag-off' && (
          <div>
            <Button component={Link} to={UPGRADE_PLAN_PATH} size="xs" variant="default">
              Open Subscription settings
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

function AnalysisList(props: {
  items: AiDetectiveListItem[];
  selectedId: string | null;
  onSelect: (analysisId: string) => void;
}) {
  return (
    <ul aria-label="Past analyses" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {props.items.map((item) => {
        const status = STATUS_LABELS[item.status];
        const date = dayjs(item.createdAt).format(`${DATE_FORMAT}, HH:mm`);
        const selected = item._id === props.selectedId;
        return (
          <li key={item._id} style={{ marginBottom: 8 }}>
            <UnstyledButton
              onClick={() => props.onSelect(item._id)}
              aria-current={selected ? 'true' : undefined}
              aria-label={`Analysis of ${date}, ${status.label}`}
              p="sm"
              w="100%"
              style={{
                borderRadius: 8,
                border: `1px solid ${selected ? 'var(--mantine-color-hookline-6)' : 'var(--mantine-color-gray-3)'}`,
                background: selected ? 'var(--mantine-color-hookline-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  Analysis of {date}
                </Text>
                <Badge color={status.color} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
                  {status.label}
                </Badge>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

function TrackerAnalyses(props: { workspace: Workspace; tracker: DetectiveTracker }) {
  const { workspace, tracker } = props;
  const canManage = workspace.allowedActions.includes('brand.manage');
  const analyses = useAnalyses(workspace._id, tracker._id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [openAdId, setOpenAdId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const start = useStartAnalysis(setChosenId);
  const remove = useDeleteAnalysis((deletedId) => {
    if (chosenId === deletedId) setChosenId(null);
  });

  if (analyses.isError) {
    return (
      <LoadError
        what="the analyses"
        onRetry={() => void analyses.refetch()}
        retrying={analyses.isRefetching}
      />
    );
  }
  if (analyses.isPending) return <ListSkeleton label="Loading the analyses" />;

  const { data: items, availability } = analyses.data;
  const selectedId = items.some((item) => item._id === chosenId) ? chosenId : (items[0]?._id ?? null);
  const runButton = canManage && availability.allowed && (
    <Button
      leftSection={<IconSparkles size={16} />}
      loading={start.isPending}
      onClick={() => start.mutate(tracker._id)}
    >
      Run analysis
    </Button>
  );

  return (
    <Stack gap="lg">
      {!availability.allowed && <BlockedNotice availability={availability} />}
      {availability.allowed && !canManage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          You can read this workspace’s analyses. Only its admins and collaborators can run or delete one.
        </Alert>
      )}
      {runButton && <div>{runButton}</div>}
      {items.length === 0 ? (
        <Stack gap={4} py={40} align="center" ta="center">
          <Text fw={600}>No analysis of {tracker.brand.name} yet</Text>
          <Text size="sm" c="dimmed" maw={480}>
            {canManage && availability.allowed
              ? 'Run an analysis to read what the brand is betting on; the next one will say what changed since.'
              : 'Once an admin or a collaborator runs an analysis, it appears here.'}
          </Text>
        </Stack>
      ) : (
        <Group align="flex-start" gap="xl" wrap="wrap">
          <div style={{ flex: '1 1 240px', maxWidth: 380, minWidth: 0 }}>
            <AnalysisList items={items} selectedId={selectedId} onSelect={setChosenId} />
          </div>
          <div style={{ flex: '3 1 420px', minWidth: 0 }}>
            {selectedId && (
              <AnalysisReader
                analysisId={selectedId}
                onOpenAd={setOpenAdId}
                actions={
                  canManage && (
                    <Button variant="default" size="xs" onClick={() => setDeleting(selectedId)}>
                      Delete analysis
                    </Button>
                  )
                }
              />
            )}
          </div>
        </Group>
      )}
      <DiscoverAdDrawer adId={openAdId} onClose={() => setOpenAdId(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete analysis"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        <Text size="sm">
          The analysis is deleted for everyone in the workspace. The next one compares with the one before it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function WorkspaceAiDetective({ workspace }: { workspace: Workspace }) {
  const trackers = useTrackers(workspace._id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (trackers.isError) {
    return (
      <LoadError
        what="the tracked brands"
        onRetry={() => void trackers.refetch()}
        retrying={trackers.isRefetching}
      />
    );
  }
  if (trackers.isPending) return <ListSkeleton label="Loading the tracked brands" />;
  if (trackers.data.length === 0) {
    return (
      <Stack gap="xs" py={40} align="center" ta="center">
        <Text fw={600}>This workspace tracks no brand yet</Text>
        <Text size="sm" c="dimmed" maw={480}>
          Track a competitor in Detective first; its analysis is written from the ads Hookline reads of it.
        </Text>
        <Button component={Link} to={detectivePaths.home()} variant="default" mt="xs">
          Go to Detective
        </Button>
      </Stack>
    );
  }
  const tracker = trackers.data.find((candidate) => candidate._id === chosen) ?? trackers.data[0]!;
  return (
    <Stack gap="lg">
      <Select
        label="Tracked brand"
        data={trackers.data.map((candidate) => ({ value: candidate._id, label: candidate.brand.name }))}
        value={tracker._id}
        onChange={(value) => setChosen(value)}
        allowDeselect={false}
        maw={360}
      />
      <TrackerAnalyses key={tracker._id} workspace={workspace} tracker={tracker} />
    </Stack>
  );
}

/** `library/ai/detective`: the AI detective's analyses of the active workspace's tracked brands. */
export function AiDetectivePage() {
  const { activeWorkspace, isLoading, isError, retry, isRetrying } = useActiveWorkspace();
  let content;
  if (isError) content = <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  else if (isLoading) content = <ListSkeleton label="Loading your workspace" />;
  else if (!activeWorkspace) {
    content = (
      <Text c="dimmed" py={40} ta="center">
        You have no workspace yet. Ask an admin of your organisation to give you one.
      </Text>
    );
  } else content = <WorkspaceAiDetective key={activeWorkspace._id} workspace={activeWorkspace} />;
  return (
    <PageContainer title="AI detective" description={DESCRIPTION}>
      {content}
    </PageContainer>
  );
}
