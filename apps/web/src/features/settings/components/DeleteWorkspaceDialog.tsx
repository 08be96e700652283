import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

interface DeleteWorkspaceDialogProps {
  opened: boolean;
  workspaceName: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The confirm before a workspace and everything in it is deleted. */
export function DeleteWorkspaceDialog(props: DeleteWorkspaceDialogProps) {
  return (
    <ConfirmDialog
      opened={props.opened}
      title="Delete workspace"
      confirmLabel="Delete workspace"
      danger
      loading={props.loading}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    >
      <Text span size="sm" fw={600} c="dark">
        {props.workspaceName}
      </Text>{' '}
      and everything in it — boards, files, comments and reports — will be deleted for everyone. This
      can&apos;t be undone.
    </ConfirmDialog>
  );
}
