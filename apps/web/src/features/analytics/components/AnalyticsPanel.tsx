import type { Workspace } from '@hookline/domain';
import { Box, Button, Menu, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconCamera, IconChartBar, IconChevronDown, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { analyticsPaths } from '../analytics-paths.ts';
import { useActiveAdAccount } from '../hooks/use-active-ad-account.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';
import { AdAccountSwitcher } from './AdAccountSwitcher.tsx';
import { ReportFolderTree } from './folder-tree/ReportFolderTree.tsx';

/** The Analytics panel: the active ad account, the area's sections, a new report and the report folders. */
export function AnalyticsPanel({ workspace }: { workspace: Workspace }) {
  const { canManage } = useAnalyticsWorkspace();
  const { accountsQuery, accounts, activeAdAccount, setActiveAdAccountId } = useActiveAdAccount(
    workspace._id,
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = workspace._id;

  const sections = [
    { to: analyticsPaths.home(id), label: 'Reports', icon: IconChartBar, end: true },
    { to: analyticsPaths.snapshots(id), label: 'Snapshots', icon: IconCamera, end: false },
    { to: analyticsPaths.adAccounts(id), label: 'Ad accounts', icon: IconPlugConnected, end: false },
  ];

  return (
    <Stack gap={0} h="100%">
      <Box p="md" pb="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={8}>
          Analytics · {workspace.name}
        </Text>
        {accountsQuery.isPending ? (
          <Skeleton h={58} radius="sm" />
        ) : accountsQuery.isError ? (
          <LoadError compact what="the ad accounts" onRetry={() => void accountsQuery.refetch()} />
        ) : accounts.length > 0 ? (
          <AdAccountSwitcher accounts={accounts} active={activeAdAccount} onChange={setActiveAdAccountId} />
        ) : null}
      </Box>
      <Box px="xs">
        {sections.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            end={end}
            label={label}
            active={end ? pathname === to : pathname.startsWith(to)}
            leftSection={<Icon size={18} stroke={1.6} />}
          />
        ))}
      </Box>
      {canManage && activeAdAccount && (
        <Box px="md" py="sm">
          <Menu position="bottom-start" width={236}>
            <Menu.Target>
              <Button
                fullWidth
                leftSection={<IconPlus size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                New report
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => navigate(analyticsPaths.newReport(id))}>Top ads report</Menu.Item>
              <Menu.Item onClick={() => navigate(analyticsPaths.newReport(id, true))}>
                Comparison report
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Box>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        {activeAdAccount && (
          <ReportFolderTree workspace={workspace} adAccount={activeAdAccount} canManage={canManage} />
        )}
      </ScrollArea>
    </Stack>
  );
}
