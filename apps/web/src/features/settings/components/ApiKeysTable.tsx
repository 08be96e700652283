import { DATE_FORMAT, type ApiKey } from '@hookline/domain';
import { Button, Flex, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconActivity, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNarrow } from '../../../ui/use-narrow.ts';

export const SCOPE_LABELS: Record<ApiKey['scope'], string> = { read: 'Read', write: 'Read and write' };

/** "All workspaces", or the names of the ones the key is limited to. */
export function workspacesLabel(key: Pick<ApiKey, 'workspaces'>): string {
  return key.workspaces === null ? 'All workspaces' : key.workspaces.map((w) => w.name).join(', ');
}

const lastUsedLabel = (key: ApiKey) =>
  key.lastUsedAt === null ? 'Never' : dayjs(key.lastUsedAt).format(`${DATE_FORMAT}, HH:mm`);

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  onShowCalls: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

/** The live keys, newest first: never their secrets, only the prefix that tells them apart. */
export function ApiKeysTable({ keys, onShowCalls, onRevoke }: ApiKeysTableProps) {
  // Below this width, scope, workspaces, maker and dates fold under the key's name instead of scrolling.
  const { ref, narrow } = useNarrow(1100);
  return (
    <div ref={ref}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            {!narrow && <Table.Th w={120}>Scope</Table.Th>}
            {!narrow && <Table.Th>Workspaces</Table.Th>}
            {!narrow && <Table.Th w={150}>Made by</Table.Th>}
            {!narrow && <Table.Th w={130}>Created</Table.Th>}
            {!narrow && <Table.Th w={180}>Last used</Table.Th>}
            <Table.Th w={narrow ? 140 : 230}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key._id}>
              <Table.Td>
                <Text size="sm" fw={600} truncate="end" title={key.name}>
                  {key.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" truncate="end">
                  {key.prefix}…
                </Text>
                {narrow && (
                  <Text size="xs" c="dimmed">
                    {SCOPE_LABELS[key.scope]} · {workspacesLabel(key)} · made by{' '}
                    {key.createdBy?.name ?? 'a former member'} on {dayjs(key.createdAt).format(DATE_FORMAT)} ·
                    last used {lastUsedLabel(key)}
                  </Text>
                )}
              </Table.Td>
              {!narrow && (
                <Table.Td>
                  <Text size="sm">{SCOPE_LABELS[key.scope]}</Text>
                </Table.Td>
              )}
              {!narrow && (
                <Table.Td>
                  <Text size="sm" lineClamp={2} title={workspacesLabel(key)}>
                    {workspacesLabel(key)}
                  </Text>
                </Table.Td>
              )}
              {!narrow && (
                <Table.Td>
                  <Text size="sm" truncate="end">
                    {key.createdBy?.name ?? 'A former member'}
                  </Text>
                </Table.Td>
              )}
              {!narrow && (
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {dayjs(key.createdAt).format(DATE_FORMAT)}
                  </Text>
                </Table.Td>
              )}
              {!narrow && (
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {lastUsedLabel(key)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                {/* Narrow, the two actions stack, so that neither label is cut off. */}
                <Flex
                  gap={4}
                  direction={narrow ? 'column' : 'row'}
                  align={narrow ? 'stretch' : 'center'}
                  justify="flex-end"
                >
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconActivity size={14} />}
                    aria-label={`Calls of ${key.name}`}
                    onClick={() => onShowCalls(key)}
                  >
                    Calls
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    // Mantine's subtle red reads at 3.3:1 on white, under WCAG AA's 4.5:1.
                    c="red.9"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => onRevoke(key)}
                  >
                    Revoke
                  </Button>
                </Flex>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
