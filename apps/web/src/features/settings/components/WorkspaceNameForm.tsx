import { TENANCY_MESSAGES, updateWorkspaceBody, type Workspace } from '@hookline/domain';
import { toast } from '../../../ui/toasts.ts';
import { useUpdateWorkspace } from '../hooks/use-workspace-settings.ts';
import { RenameForm } from './RenameForm.tsx';

export function WorkspaceNameForm({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace(workspace._id);
  return (
    <RenameForm
      label="Workspace name"
      savedName={workspace.name}
      autoComplete="off"
      schema={updateWorkspaceBody}
      toBody={(name) => ({ workspaceName: name })}
      save={(body, onSaved) =>
        update.mutate(body, {
          onSuccess: (saved) => {
            onSaved(saved.name);
            toast.success(TENANCY_MESSAGES.workspaceUpdated);
          },
        })
      }
      saving={update.isPending}
    />
  );
}
