import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';

/**
 * The one-field form that names something new (a company, a workspace): checked with the domain schema
 * of its create call, whose first issue about the name shows under the field.
 */
export function NewNameForm<Body>(props: {
  label: string;
  description?: string;
  placeholder: string;
  icon: ReactNode;
  autoComplete?: string;
  schema: ZodType<Body>;
  toBody: (name: string) => unknown;
  /** The body's field holding the name, so that its issue wins over others. */
  nameField: string;
  onSubmit: (body: Body) => void;
  submitLabel: string;
  pending: boolean;
  /** Beside the submit button, e.g. Cancel. */
  secondaryAction?: ReactNode;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(props.toBody(name));
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setError((issues.find((issue) => issue.path[0] === props.nameField) ?? issues[0])?.message ?? null);
      return;
    }
    props.onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          leftSection={props.icon}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete={props.autoComplete ?? 'off'}
          autoFocus
        />
        <Group justify="flex-end">
          {props.secondaryAction}
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
