import { Box, NavLink, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation, useParams } from 'react-router';
import { AreaPanel } from '../../../ui/AreaPanel.tsx';
import { useLauncherAccounts } from '../hooks/use-launcher-queries.ts';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** The Ad Launcher's panel: its accounts, the open account's pages, and the workspace's account pages. */
export function LauncherPanel({
  workspaceId,
  workspaceName,
}: {
  workspaceId: string;
  workspaceName: string;
}) {
  const { adAccountId } = useParams();
  const { pathname } = useLocation();
  const { canManage, canLaunch } = useLauncherWorkspace();
  const accounts = useLauncherAccounts(workspaceId);
  const link = (to: string, label: string) => (
    <NavLink key={to} component={RouterNavLink} to={to} label={label} active={pathname === to} />
  );
  return (
    <AreaPanel
      area="Ad Launcher"
      workspaceName={workspaceName}
      home={{
        to: launcherPaths.home(workspaceId),
        label: 'Ad accounts',
        description: 'Launch ads on your accounts',
        icon: IconRocket,
      }}
      tree={
        <Box px="xs" pb="xs">
          {accounts.data?.map((account) => (
            <NavLink
              key={account._id}
              label={account.name}
              description={account.adAccountId}
              defaultOpened={account._id === adAccountId}
              childrenOffset={12}
            >
              {canLaunch &&
                account.canLaunch &&
                link(launcherPaths.launch(workspaceId, account._id), 'Launch')}
              {canLaunch &&
                account.canLaunch &&
                link(launcherPaths.partnershipLaunch(workspaceId, account._id), 'Partnership ads')}
              {link(launcherPaths.drafts(workspaceId, account._id), 'Drafts')}
              {link(launcherPaths.launched(workspaceId, account._id), 'Launched ads')}
              {link(launcherPaths.creatives(workspaceId, account._id), 'Creatives')}
              {link(launcherPaths.copyTemplates(workspaceId, account._id), 'Copy templates')}
              {link(launcherPaths.defaultCopy(workspaceId, account._id), 'Default ad copy')}
              {link(launcherPaths.enhancements(workspaceId, account._id), 'Creative enhancements')}
              {link(launcherPaths.launchSettings(workspaceId, account._id), 'Launch settings')}
            </NavLink>
          ))}
        </Box>
      }
      filters={
        canManage ? (
          <Box px="xs" py="xs">
            <Text size="xs" fw={700} c="dimmed" px="sm" pb={4}>
              Workspace
            </Text>
            {link(launcherPaths.onboard(workspaceId), 'Connect ad accounts')}
            {link(launcherPaths.manage(workspaceId), 'Manage ad accounts')}
            {link(launcherPaths.access(workspaceId), 'Who may launch')}
          </Box>
        ) : null
      }
    />
  );
}
