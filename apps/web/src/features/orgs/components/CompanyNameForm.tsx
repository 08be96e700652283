import { createOrganisationBody, type Organisation } from '@hookline/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useCreateOrganisation } from '../hooks/use-create-organisation.ts';

interface CompanyNameFormProps {
  submitLabel: string;
  onCreated: (org: Organisation) => void;
  /** Beside the submit button, e.g. Cancel. */
  secondaryAction?: ReactNode;
  label?: string;
  placeholder?: string;
}

/** The company name of a new organisation, checked with the domain schema before POST organisation. */
export function CompanyNameForm({
  submitLabel,
  onCreated,
  secondaryAction,
  label = 'Company name',
  placeholder = 'e.g. Northwind Studio',
}: CompanyNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateOrganisation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrganisationBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(parsed.data.name, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label={label}
          placeholder={placeholder}
          leftSection={<IconBuildingSkyscraper size={18} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="organization"
          autoFocus
        />
        <Group justify="flex-end">
          {secondaryAction}
          <Button type="submit" loading={create.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
