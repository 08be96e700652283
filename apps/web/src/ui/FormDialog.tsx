import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_PROPS } from './dialog-props.ts';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A title holding a name is a `TruncatedText`, cut on one line. */
  title: ReactNode;
  /** The width in pixels, when wider than Mantine's default. */
  size?: number;
  /** The form, mounted while the dialog is open: each opening starts from its initial values. */
  children: ReactNode;
}

/** The app's dialog around one form or picker: centred, rounded, its form made afresh on each opening. */
export function FormDialog({ opened, onClose, title, size, children }: FormDialogProps) {
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={title} centered radius="lg" size={size}>
      {opened && children}
    </Modal>
  );
}
