import { renameVersionBody, type DriveVersion } from '@hookline/domain';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';

interface RenameVersionDialogProps {
  version: DriveVersion | null;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

function RenameForm({
  version,
  saving,
  onSave,
  onClose,
}: RenameVersionDialogProps & { version: DriveVersion }) {
  const [name, setName] = useState(version.name);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = renameVersionBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a name');
      return;
    }
    onSave(parsed.data.name);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** A version's name, as the versions list shows it; checked as the server checks it. */
export function RenameVersionDialog(props: RenameVersionDialogProps) {
  const { version } = props;
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={version !== null}
      onClose={props.onClose}
      title={version ? `Rename version ${version.number}` : 'Rename version'}
      centered
      radius="lg"
    >
      {version && <RenameForm key={version.versionId} {...props} version={version} />}
    </Modal>
  );
}
