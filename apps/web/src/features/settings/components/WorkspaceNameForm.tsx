import { TENANCY_MESSAGES, updateWorkspaceBody, type Workspace } from '@hookline/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { useUpdateWorkspace } from '../hooks/use-workspace-settings.ts';

export function WorkspaceNameForm({ workspace }: { workspace: Workspace }) {
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWorkspace(workspace._id);
  const changed = name !== workspace.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateWorkspaceBody.safeParse({ workspaceName: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        toast.success(TENANCY_MESSAGES.workspaceUpdated);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Workspace name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || update.isPending}
            onClick={() => {
              setName(workspace.name);
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
