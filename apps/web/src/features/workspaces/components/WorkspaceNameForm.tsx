import { createWorkspaceBody, type Workspace } from '@hookline/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { useCreateWorkspace } from '../hooks/use-create-workspace.ts';

interface WorkspaceNameFormProps {
  orgId: string;
  submitLabel: string;
  onCreated: (workspace: Workspace) => void;
  secondaryAction?: ReactNode;
}

/** The name of a new workspace of `orgId`, checked with the domain schema; the plan's limit opens its dialog. */
export function WorkspaceNameForm({
  orgId,
  submitLabel,
  onCreated,
  secondaryAction,
}: WorkspaceNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWorkspace();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWorkspaceBody.safeParse({ orgId, name });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      setError(nameIssue?.message ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(parsed.data, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Workspace name"
          description="A team, a client or a brand: whatever your creative work is organised around."
          placeholder="e.g. Spring campaign"
          leftSection={<IconLayoutGrid size={18} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <Group justify="flex-end">
          {secondaryAction}
          <Button type="submit" loading={create.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <LimitReachedDialog message={create.limitMessage} onClose={create.closeLimitDialog} />
    </form>
  );
}
