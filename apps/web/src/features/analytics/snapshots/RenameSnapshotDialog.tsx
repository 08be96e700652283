import { updateSnapshotBody } from '@hookline/domain';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';

interface RenameSnapshotDialogProps {
  opened: boolean;
  currentName: string;
  loading: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}

/** Renames a snapshot; its frozen figures and its link stay as they were. */
export function RenameSnapshotDialog(props: RenameSnapshotDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title="Rename snapshot"
      centered
      radius="lg"
    >
      {/* The modal unmounts its content when closed, so the field starts from the current name each time. */}
      <RenameForm {...props} />
    </Modal>
  );
}

function RenameForm({ currentName, loading, onRename, onClose }: RenameSnapshotDialogProps) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateSnapshotBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a snapshot name');
      return;
    }
    onRename(parsed.data.name);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Snapshot name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        data-autofocus
      />
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" loading={loading}>
          Save
        </Button>
      </Group>
    </form>
  );
}
