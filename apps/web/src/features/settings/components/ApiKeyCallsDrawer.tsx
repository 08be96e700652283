import { API_KEY_CALLS_DAYS, DATE_FORMAT, type ApiKey, type ApiKeyCall } from '@hookline/domain';
import { Button, Drawer, Skeleton, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useApiKeyCalls } from '../hooks/use-api-keys.ts';

interface ApiKeyCallsDrawerProps {
  orgId: string;
  /** The key whose calls are shown; the drawer is closed when undefined. */
  apiKey: Pick<ApiKey, '_id' | 'name'> | undefined;
  onClose: () => void;
}

/** A refusal (4xx) or a failure (5xx) stands out from the answers; shade 8 keeps AA contrast on white. */
function statusColor(status: number): string | undefined {
  if (status >= 500) return 'red.8';
  if (status >= 400) return 'orange.9';
  return undefined;
}

/** The calls made with a key in the last 90 days, newest first, a page at a time. */
export function ApiKeyCallsDrawer({ orgId, apiKey, onClose }: ApiKeyCallsDrawerProps) {
  return (
    <Drawer
      {...DIALOG_PROPS}
      opened={apiKey !== undefined}
      onClose={onClose}
      position="right"
      size={720}
      title={apiKey ? `Calls made with ${apiKey.name}` : 'Calls'}
    >
      {apiKey && <CallsList orgId={orgId} keyId={apiKey._id} />}
    </Drawer>
  );
}

function CallsList({ orgId, keyId }: { orgId: string; keyId: string }) {
  const calls = useApiKeyCalls(orgId, keyId);
  const rows = calls.data?.pages.flatMap((page) => page.data) ?? [];

  if (calls.isError && !calls.data) {
    return (
      <LoadError what="the key’s calls" onRetry={() => void calls.refetch()} retrying={calls.isRefetching} />
    );
  }
  if (!calls.data) {
    return (
      <Stack gap="sm" data-testid="api-key-calls-loading">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Stack gap={4} py="xl" ta="center">
        <Text fw={600}>No calls yet</Text>
        <Text size="sm" c="dimmed">
          Calls made with this key in the last {API_KEY_CALLS_DAYS} days show here, newest first.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The last {API_KEY_CALLS_DAYS} days, newest first.
      </Text>
      <Table verticalSpacing="xs" horizontalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={190}>Time</Table.Th>
            <Table.Th w={80}>Method</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th w={76}>Status</Table.Th>
            <Table.Th w={90} ta="right">
              Duration
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((call) => (
            <CallRow key={call._id} call={call} />
          ))}
        </Table.Tbody>
      </Table>
      {calls.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void calls.fetchNextPage()}
          loading={calls.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

function CallRow({ call }: { call: ApiKeyCall }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{dayjs(call.at).format(`${DATE_FORMAT}, HH:mm:ss`)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {call.method}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" truncate="end" title={call.route}>
          {call.route}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c={statusColor(call.status)}>
          {call.status}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{call.durationMs} ms</Text>
      </Table.Td>
    </Table.Tr>
  );
}
