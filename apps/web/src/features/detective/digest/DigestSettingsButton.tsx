import type { Workspace } from '@hookline/domain';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { DigestSettingsDialog } from './DigestSettingsDialog.tsx';

/** Opens Detective's e-mail and Slack settings for the workspace. */
export function DigestSettingsButton({ workspace }: { workspace: Workspace }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        E-mails and Slack
      </Button>
      <DigestSettingsDialog opened={opened} workspace={workspace} onClose={() => setOpened(false)} />
    </>
  );
}
