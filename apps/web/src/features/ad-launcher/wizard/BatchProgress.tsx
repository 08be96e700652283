import { LAUNCHER_MESSAGES, type LaunchAdState, type LaunchBatch } from '@hookline/domain';
import { Alert, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** How often a running batch is read again. */
export const BATCH_POLL_MS = 1500;

const STATE_LABELS: Record<LaunchAdState, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  uploading: { label: 'Uploading', color: 'blue' },
  waiting: { label: 'Waiting', color: 'yellow' },
  created: { label: 'Created', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

const running = (batch: LaunchBatch | undefined) =>
  batch === undefined || batch.status === 'queued' || batch.status === 'running';

/** "Waiting for Meta's rate limit until 14:05", on the reader's clock. */
const waitingNote = (batch: LaunchBatch): string | null =>
  batch.waitingUntil
    ? LAUNCHER_MESSAGES.waitingForRateLimit(dayjs(batch.waitingUntil).format('HH:mm'))
    : null;

interface BatchProgressProps {
  batchId: string;
  launchedPath: string;
}

/** A launch as it runs: each ad's state, the platform's words for a failure, and "Retry failed". */
export function BatchProgress({ batchId, launchedPath }: BatchProgressProps) {
  const queryClient = useQueryClient();
  const batch = useQuery({
    queryKey: AD_LAUNCHER_KEYS.batch(batchId),
    queryFn: ({ signal }) => adLauncherApi.batch(batchId, signal),
    refetchInterval: (query) => (running(query.state.data) ? BATCH_POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => adLauncherApi.retryBatch(batchId),
    onSuccess: async () => {
      toast.success('Retrying the failed ads');
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.batch(batchId) });
    },
  });
  if (batch.isError && !batch.data) {
    return (
      <LoadError
        what="the launch's progress"
        onRetry={() => void batch.refetch()}
        retrying={batch.isFetching}
      />
    );
  }
  const data = batch.data;
  const ads = data?.ads ?? [];
  const created = ads.filter((ad) => ad.status === 'created').length;
  const failed = ads.filter((ad) => ad.status === 'failed').length;
  const waiting = data ? waitingNote(data) : null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600} aria-live="polite">
          {data
            ? `${created} of ${ads.length} ads created${failed > 0 ? ` · ${failed} failed` : ''}`
            : 'Starting the launch…'}
        </Text>
        <Progress value={ads.length ? (created / ads.length) * 100 : 0} aria-label="Launch progress" />
        {waiting && (
          <Text size="sm" c="dimmed">
            {waiting}. The launch goes on by itself then.
          </Text>
        )}
      </Stack>
      {data && data.status === 'done' && (
        <Alert color="teal" variant="light">
          Every ad was created.
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ad</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ads.map((ad, index) => (
              <Table.Tr key={`${ad.name}-${index}`}>
                <Table.Td>{ad.name}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_LABELS[ad.status].color} variant="light">
                    {STATE_LABELS[ad.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {ad.error ? (
                    <Stack gap={2}>
                      {ad.error.title && (
                        <Text size="sm" fw={600}>
                          {ad.error.title}
                        </Text>
                      )}
                      <Text size="sm">{ad.error.message}</Text>
                      {ad.error.traceId && (
                        <Text size="xs" c="dimmed">
                          Trace id: {ad.error.traceId}
                        </Text>
                      )}
                    </Stack>
                  ) : ad.status === 'waiting' && waiting ? (
                    <Text size="sm">{waiting}</Text>
                  ) : (
                    ad.platformAdId && (
                      <Text size="xs" c="dimmed">
                        Ad id: {ad.platformAdId}
                      </Text>
                    )
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        {failed > 0 && !running(data) && (
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Retry failed
          </Button>
        )}
        <Button variant="default" component={Link} to={launchedPath}>
          Launched ads
        </Button>
      </Group>
    </Stack>
  );
}
