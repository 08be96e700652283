import { MESSAGES, type User } from '@hookline/domain';
import { Paper, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { useUpdateUser } from '../../users/hooks/use-update-user.ts';
import { notificationsReviewed } from '../notifications-reviewed.ts';
import { SAVE_DEBOUNCE_MS } from '../save-debounce.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function AccountNotificationsTab({ user }: { user: User }) {
  const [enabled, setEnabled] = useState(user.enableEmailNotification);
  const update = useUpdateUser(user._id);

  useEffect(() => notificationsReviewed.mark(), []);

  const save = useDebouncedCallback((value: boolean) => {
    if (value === user.enableEmailNotification) return;
    update.mutate(
      { enableEmailNotification: value },
      {
        onSuccess: () => toast.success(MESSAGES.settingsUpdated),
        onError: () => setEnabled(user.enableEmailNotification),
      },
    );
  }, SAVE_DEBOUNCE_MS);

  return (
    <SettingsSection
      title="E-mail notifications"
      description="Choose what Hookline may send to your inbox."
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
          label="E-mail me about activity"
          description="Comments and mentions on your files, invitations and shared links."
        />
      </Paper>
    </SettingsSection>
  );
}
