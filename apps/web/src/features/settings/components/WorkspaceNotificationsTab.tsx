import type { Workspace } from '@hookline/domain';
import { useUpdateWorkspace } from '../hooks/use-workspace-settings.ts';
import { NotificationToggle } from './NotificationToggle.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** Workspace > Notifications: the caller's own e-mail notifications for this workspace. */
export function WorkspaceNotificationsTab({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace(workspace._id);
  return (
    <SettingsSection
      title="E-mail notifications"
      description={`What Hookline may send you about ${workspace.name}. Only your own notifications change.`}
      last
    >
      <NotificationToggle
        saved={workspace.enableEmailNotification}
        label="E-mail me about this workspace"
        description="New comments, mentions, reviews and files shared in this workspace."
        save={(value, callbacks) => update.mutate({ enableEmailNotification: value }, callbacks)}
      />
    </SettingsSection>
  );
}
