import type { User } from '@hookline/domain';
import { useEffect } from 'react';
import { useRecordFirstRun } from '../../../app/session/use-first-run.ts';
import { useUpdateUser } from '../hooks/use-account-settings.ts';
import { NotificationToggle } from './NotificationToggle.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function AccountNotificationsTab({ user }: { user: User }) {
  const update = useUpdateUser(user._id);

  // Opening this tab ticks "Choose your e-mail notifications" on the home checklist, for the account.
  const recordFirstRun = useRecordFirstRun(user);
  const reviewed = user.notificationsReviewed;
  const { mutate } = recordFirstRun;
  useEffect(() => {
    if (!reviewed) mutate({ notificationsReviewed: true });
  }, [reviewed, mutate]);

  return (
    <SettingsSection
      title="E-mail notifications"
      description="Choose what Hookline may send to your inbox."
      last
    >
      <NotificationToggle
        saved={user.enableEmailNotification}
        label="E-mail me about activity"
        description="Comments and mentions on your files, invitations and shared links."
        save={(value, callbacks) => update.mutate({ enableEmailNotification: value }, callbacks)}
      />
    </SettingsSection>
  );
}
