import type { User } from '@hookline/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** Account › General's danger zone: deleting the account, behind the account deletion warning. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  return (
    <SettingsSection
      title="Delete account"
      description="Deletes your account and signs you out everywhere. What you shared stays with your team."
      last
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="md"
        p="md"
        bd="1px solid var(--mantine-color-red-3)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text size="sm">
          Once deleted, your account can&apos;t be restored. If you are the only admin of an organisation with
          other members, make one of them an admin first.
        </Text>
        <Button color="red.8" variant="outline" onClick={() => setOpened(true)} style={{ flexShrink: 0 }}>
          Delete account
        </Button>
      </Group>
      <DeleteAccountDialog opened={opened} user={user} onClose={() => setOpened(false)} />
    </SettingsSection>
  );
}
