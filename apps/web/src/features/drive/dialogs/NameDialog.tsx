import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { FormDialog } from '../../../ui/FormDialog.tsx';

interface NameDialogProps {
  opened: boolean;
  /** A title holding a name is a `TruncatedText`, cut on one line. */
  title: ReactNode;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** The same schema the server checks the name with. */
  schema: ZodType<string, string>;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** A dialog that asks for one name: a new folder, or a new name for a folder or a file. */
export function NameDialog(props: NameDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title={props.title}>
      {<NameForm {...props} />}
    </FormDialog>
  );
}

function NameForm({
  label,
  submitLabel,
  initialName = '',
  schema,
  pending,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a name');
      return;
    }
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={label}
        value={name}
        error={error}
        data-autofocus
        onFocus={(event) => {
          // A file's name is chosen without its extension, as a file manager does.
          const dot = event.currentTarget.value.lastIndexOf('.');
          if (dot > 0) event.currentTarget.setSelectionRange(0, dot);
          else event.currentTarget.select();
        }}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
