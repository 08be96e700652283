import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_PROPS } from '../dialog-props.ts';
import { TruncatedText } from '../truncated/TruncatedText.tsx';

interface ShareDialogModalProps {
  /** What is shared, named in the title; null while nothing is. */
  name: string | null;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a share dialog: 'Share “name”'. */
export function ShareDialogModal({ name, opened, onClose, children }: ShareDialogModalProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={name !== null ? <TruncatedText inline>{`Share “${name}”`}</TruncatedText> : 'Share'}
      centered
      radius="lg"
      size={520}
    >
      {children}
    </Modal>
  );
}
