import { MESSAGES, updatePasswordBody, type User } from '@hookline/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { useUpdatePassword } from '../hooks/use-account-settings.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function AccountPasswordTab({ user }: { user: User }) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordError, setNewPasswordError] = useState<string | null>(null);
  const update = useUpdatePassword(user._id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (oldPassword === '' || newPassword === '') {
      toast.error(MESSAGES.passwordsRequired);
      return;
    }
    const parsed = updatePasswordBody.safeParse({ oldPassword, newPassword, userId: user._id });
    if (!parsed.success) {
      setNewPasswordError(parsed.error.issues[0]?.message ?? MESSAGES.passwordTooShort);
      return;
    }
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          setOldPassword('');
          setNewPassword('');
        },
      },
    );
  };

  return (
    <SettingsSection
      title="Change password"
      description="Use at least 6 characters. Other devices stay signed in until their session ends."
      last
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
              setNewPasswordError(null);
            }}
            error={newPasswordError}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Update password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
