import { MESSAGES, type Workspace } from '@hookline/domain';
import { Paper, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { useUpdateWorkspace } from '../hooks/use-workspace-settings.ts';
import { SAVE_DEBOUNCE_MS } from '../save-debounce.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Workspace > Notifications: the caller's own e-mail notifications for this workspace. */
export function WorkspaceNotificationsTab({ workspace }: { workspace: Workspace }) {
  const [enabled, setEnabled] = useState(workspace.enableEmailNotification);
  const update = useUpdateWorkspace(workspace._id);

  const save = useDebouncedCallback((value: boolean) => {
    if (value === workspace.enableEmailNotification) return;
    update.mutate(
      { enableEmailNotification: value },
      {
        onSuccess: () => toast.success(MESSAGES.settingsUpdated),
        onError: () => setEnabled(workspace.enableEmailNotification),
      },
    );
  }, SAVE_DEBOUNCE_MS);

  return (
    <SettingsSection
      title="E-mail notifications"
      description={`What Hookline may send you about ${workspace.name}. Only your own notifications change.`}
      last
    >
      <Paper withBorder radius="md" p="lg" maw={560}>
        <Switch
          size="md"
          checked={enabled}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            setEnabled(value);
            save(value);
          }}
          label="E-mail me about this workspace"
          description="New comments, mentions, reviews and files shared in this workspace."
        />
      </Paper>
    </SettingsSection>
  );
}
