import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_PROPS } from './dialog-props.ts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what can't be undone. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The generic confirm (spec section 2, "Other dialogs"). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      radius="lg"
    >
      <Text size="sm" c="dimmed" component="div">
        {props.children}
      </Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={props.onClose} disabled={props.loading}>
          Cancel
        </Button>
        {/* Shade 8: white words on Mantine's default red (shade 6) read at 3.3:1, under WCAG AA's 4.5:1. */}
        <Button color={props.danger ? 'red.8' : undefined} loading={props.loading} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
