import { updateOrganisationBody, type Organisation } from '@hookline/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useUpdateOrganisation } from '../hooks/use-organisation-settings.ts';

export function OrgNameForm({ org }: { org: Organisation }) {
  const [name, setName] = useState(org.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrganisation(org._id);
  const changed = name !== org.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateOrganisationBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(parsed.data, { onSuccess: (saved) => setName(saved.name) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Company name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="organization"
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || update.isPending}
            onClick={() => {
              setName(org.name);
              setError(null);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
