import { ConfirmDialog } from './ConfirmDialog.tsx';

interface DeleteSavedFilterDialogProps {
  opened: boolean;
  /** The saved filter on the page; nothing happens without one. */
  filterId: string | null;
  filterName: string;
  workspaceName: string;
  /** What stays as it was, in words: 'The files', 'The saved ads'. */
  keeps: string;
  /** The module's delete call (a mutation); the page is left once it succeeds. */
  deletion: {
    isPending: boolean;
    mutate: (input: { id: string; leaving: boolean }, options: { onSuccess: () => void }) => void;
  };
  onClose: () => void;
  /** Closes the dialog and leaves the deleted filter's page. */
  onDeleted: () => void;
}

/** "Delete filter?": a saved filter goes for everyone in the workspace; what it lists stays. */
export function DeleteSavedFilterDialog(props: DeleteSavedFilterDialogProps) {
  const { filterId, deletion } = props;
  return (
    <ConfirmDialog
      opened={props.opened}
      title="Delete filter?"
      confirmLabel="Delete filter"
      danger
      loading={deletion.isPending}
      onClose={props.onClose}
      onConfirm={() =>
        filterId && deletion.mutate({ id: filterId, leaving: true }, { onSuccess: props.onDeleted })
      }
    >
      The saved filter “{props.filterName}” will be deleted for everyone in {props.workspaceName}.{' '}
      {props.keeps} stay as they are.
    </ConfirmDialog>
  );
}
