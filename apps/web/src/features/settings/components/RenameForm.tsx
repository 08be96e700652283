import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';

/**
 * A name with Cancel and Save changes, checked with the domain schema of its update call: the company
 * name of the organisation, the name of a workspace.
 */
export function RenameForm<Body>(props: {
  label: string;
  savedName: string;
  autoComplete: string;
  /** Turns the typed name into the update body; its first issue is shown under the field. */
  schema: ZodType<Body>;
  toBody: (name: string) => unknown;
  save: (body: Body, onSaved: (savedName: string) => void) => void;
  saving: boolean;
}) {
  const [name, setName] = useState(props.savedName);
  const [error, setError] = useState<string | null>(null);
  const changed = name !== props.savedName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(props.toBody(name));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    props.save(parsed.data, setName);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.label}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete={props.autoComplete}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || props.saving}
            onClick={() => {
              setName(props.savedName);
              setError(null);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={props.saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
