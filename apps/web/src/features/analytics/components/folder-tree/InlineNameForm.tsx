import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';

interface InlineNameFormProps {
  /** The field's visible label ("Folder name"). */
  label: string;
  initialName?: string;
  submitLabel: string;
  /** The domain's rule for the name; its first issue shows under the field. */
  schema: ZodType<string>;
  pending: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** A name typed in place of a tree row: Enter saves, Escape or Cancel leaves it as it was. */
export function InlineNameForm(props: InlineNameFormProps) {
  const [name, setName] = useState(props.initialName ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a name');
      return;
    }
    if (parsed.data === props.initialName) props.onCancel();
    else props.onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate style={{ padding: '4px 4px 6px' }}>
      <TextInput
        size="xs"
        label={props.label}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            props.onCancel();
          }
        }}
        onFocus={(event) => event.currentTarget.select()}
        error={error}
        maxLength={120}
        autoComplete="off"
        autoFocus
      />
      <Group gap={6} mt={6} justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        <Button size="compact-xs" type="submit" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
