import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { ConfirmedRemoval } from './use-confirmed-removal.ts';

interface ConfirmRemovalDialogProps<T> {
  removal: ConfirmedRemoval<T>;
  /** The question: "Delete this draft?". */
  title: string;
  /** The red button's verb: "Delete", "Remove". */
  confirmLabel: string;
  /** What goes, and what stays, for the item asked about. */
  children: (item: T) => ReactNode;
}

/** The app's confirm (`ConfirmDialog`), red, for the item a `useConfirmedRemoval` is asking about. */
export function ConfirmRemovalDialog<T>({
  removal,
  title,
  confirmLabel,
  children,
}: ConfirmRemovalDialogProps<T>) {
  return (
    <ConfirmDialog
      opened={removal.target !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      loading={removal.pending}
      onConfirm={removal.confirm}
      onClose={removal.cancel}
    >
      {removal.target !== null && children(removal.target)}
    </ConfirmDialog>
  );
}
