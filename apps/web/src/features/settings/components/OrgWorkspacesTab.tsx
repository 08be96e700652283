import { DATE_FORMAT, type Organisation } from '@hookline/domain';
import { Avatar, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { sortByName } from '../../../ui/sort-by-name.ts';
import { useNarrow } from '../../../ui/use-narrow.ts';
import { useDeleteWorkspace } from '../hooks/use-delete-workspace.ts';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog.tsx';

type OrgWorkspace = Organisation['workspaces'][string];

/** Organisation > Workspaces: every workspace by name, with its members and a Delete action. */
export function OrgWorkspacesTab({ org }: { org: Organisation }) {
  const workspaces = sortByName(Object.values(org.workspaces));
  const remove = useDeleteWorkspace();
  const [confirmOpened, confirm] = useDisclosure(false);
  const [deleting, setDeleting] = useState<OrgWorkspace | null>(null);
  // Narrow, Members and Created fold under the workspace's name instead of scrolling sideways.
  const { ref, narrow } = useNarrow(560);

  return (
    <>
      <SettingsPanelHeader
        title="Workspaces"
        description={`${workspaces.length} ${workspaces.length === 1 ? 'workspace' : 'workspaces'} in ${org.name}. Deleting one removes its boards, files and reports for everyone.`}
      />
      <Paper withBorder radius="md">
        <div ref={ref}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Workspace</Table.Th>
                {!narrow && <Table.Th w={120}>Members</Table.Th>}
                {!narrow && <Table.Th w={160}>Created</Table.Th>}
                <Table.Th w={190}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workspaces.map((workspace) => (
                <Table.Tr key={workspace._id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={workspace.thumbnailURL} size={32} radius="sm" color="hookline">
                        {workspace.name.charAt(0).toUpperCase()}
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate="end">
                          {workspace.name}
                        </Text>
                        {narrow && (
                          <Text size="xs" c="dimmed" truncate="end">
                            {workspace.membersCount} {workspace.membersCount === 1 ? 'member' : 'members'} ·
                            created {dayjs(workspace.createdAt).format(DATE_FORMAT)}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  {!narrow && (
                    <Table.Td>
                      <Text size="sm">{workspace.membersCount}</Text>
                    </Table.Td>
                  )}
                  {!narrow && (
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {dayjs(workspace.createdAt).format(DATE_FORMAT)}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete workspace ${workspace.name}`}
                      onClick={() => {
                        setDeleting(workspace);
                        confirm.open();
                      }}
                    >
                      Delete workspace
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {workspaces.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={narrow ? 2 : 4}>
                    <Text size="sm" c="dimmed" ta="center" py="lg">
                      No workspaces yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Paper>
      <DeleteWorkspaceDialog
        opened={confirmOpened}
        workspaceName={deleting?.name ?? ''}
        loading={remove.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSuccess: confirm.close });
        }}
      />
    </>
  );
}
