import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { launcherPaths } from '../launcher-paths.ts';

/** The way to onboard more ad accounts, for those who manage the workspace's launcher. */
export function ConnectAccountsButton({ workspaceId }: { workspaceId: string }) {
  return (
    <Button component={Link} to={launcherPaths.onboard(workspaceId)} leftSection={<IconPlus size={16} />}>
      Connect ad accounts
    </Button>
  );
}
