import { createWorkspaceBody, type Workspace } from '@hookline/domain';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { NewNameForm } from '../../../ui/NewNameForm.tsx';
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
  const create = useCreateWorkspace();
  return (
    <>
      <NewNameForm
        label="Workspace name"
        description="A team, a client or a brand: whatever your creative work is organised around."
        placeholder="e.g. Spring campaign"
        icon={<IconLayoutGrid size={18} />}
        schema={createWorkspaceBody}
        toBody={(name) => ({ orgId, name })}
        nameField="name"
        onSubmit={(body) => create.mutate(body, { onSuccess: onCreated })}
        submitLabel={submitLabel}
        pending={create.isPending}
        secondaryAction={secondaryAction}
      />
      <LimitReachedDialog limit={create.limitReached} onClose={create.closeLimitDialog} />
    </>
  );
}
