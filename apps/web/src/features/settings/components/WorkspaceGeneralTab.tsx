import type { Workspace } from '@hookline/domain';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useOrgPermission, useWorkspacePermission } from '../../../app/session/use-permissions.ts';
import { useDeleteWorkspace } from '../hooks/use-delete-workspace.ts';
import { useOrganisation } from '../hooks/use-organisation-settings.ts';
import { useWorkspace } from '../hooks/use-workspace-settings.ts';
import { AddWorkspaceMembersDialog } from './AddWorkspaceMembersDialog.tsx';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { WorkspaceAvatarField } from './WorkspaceAvatarField.tsx';
import { WorkspaceMembersList } from './WorkspaceMembersList.tsx';
import { WorkspaceNameForm } from './WorkspaceNameForm.tsx';

/**
 * Workspace > General for the active workspace (as listed; its details with the members load here):
 * name, avatar, members, and deleting the workspace.
 */
export function WorkspaceGeneralTab({ workspace }: { workspace: Workspace }) {
  const details = useWorkspace(workspace._id);
  const { data: org } = useOrganisation(workspace.orgId);
  const remove = useDeleteWorkspace();
  const [addOpened, addDialog] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const current = details.data ?? workspace;
  const canAddMembers = useWorkspacePermission('workspace.members.invite', workspace);
  const canDeleteWorkspace = useWorkspacePermission('workspace.delete', workspace);
  const canDelete = useOrgPermission('org.workspaces.manage') || canDeleteWorkspace;

  return (
    <>
      <SettingsSection title="Workspace" description="The name everyone in the workspace sees.">
        <WorkspaceNameForm workspace={current} />
      </SettingsSection>
      <SettingsSection title="Avatar" description="Shown beside the workspace's name in the sidebar.">
        <WorkspaceAvatarField workspace={current} />
      </SettingsSection>
      <SettingsSection
        title="Members"
        description="People of the organisation who can open this workspace, with their role here."
        last={!canDelete}
      >
        <Stack gap="sm">
          {canAddMembers && (
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconUserPlus size={16} />}
                onClick={addDialog.open}
                disabled={!details.data}
              >
                Add members
              </Button>
            </Group>
          )}
          {details.data ? (
            <WorkspaceMembersList members={details.data.members} />
          ) : (
            <Skeleton height={120} radius="md" />
          )}
        </Stack>
      </SettingsSection>
      {canDelete && (
        <SettingsSection
          title="Danger zone"
          description="Deleting a workspace removes its boards, files, comments and reports for everyone."
          last
        >
          <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
            <Group justify="space-between" wrap="nowrap" gap="lg">
              <div>
                <Text size="sm" fw={600}>
                  Delete this workspace
                </Text>
                <Text size="xs" c="dimmed">
                  This can&apos;t be undone.
                </Text>
              </div>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={deleteDialog.open}
              >
                Delete workspace
              </Button>
            </Group>
          </Paper>
        </SettingsSection>
      )}
      {canAddMembers && details.data && (
        <AddWorkspaceMembersDialog
          opened={addOpened}
          onClose={addDialog.close}
          orgId={workspace.orgId}
          workspace={details.data}
          lifetimeDeal={org?.lifetimeDeal ?? false}
        />
      )}
      <DeleteWorkspaceDialog
        opened={deleteOpened}
        workspaceName={current.name}
        loading={remove.isPending}
        onClose={deleteDialog.close}
        onConfirm={() => remove.mutate(workspace._id, { onSuccess: deleteDialog.close })}
      />
    </>
  );
}
