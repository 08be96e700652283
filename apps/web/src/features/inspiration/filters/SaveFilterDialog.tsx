import { createSavedFilterBody } from '@hookline/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';

const nameSchema = createSavedFilterBody.shape.name;

interface SaveFilterDialogProps {
  opened: boolean;
  /** Where the filter applies, said under its name: "On “Summer hooks”", "Across your team". */
  scope: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names a saved filter: the list's search, filters and sort, kept for everyone in the workspace. */
export function SaveFilterDialog(props: SaveFilterDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="Save filter">
      {<SaveFilterForm {...props} />}
    </FormDialog>
  );
}

function SaveFilterForm({ scope, pending, onSave, onClose }: SaveFilterDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a name for the filter');
      return;
    }
    onSave(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Filter name"
        placeholder="Video hooks we love"
        value={name}
        error={error}
        data-autofocus
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {scope}. Everyone in the workspace finds it under Saved filters.
      </Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save filter
        </Button>
      </Group>
    </form>
  );
}
