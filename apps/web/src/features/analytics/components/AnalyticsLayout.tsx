import { Box, Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NoAccessScreen } from '../../../ui/NoAccessScreen.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { isReportPath } from '../analytics-paths.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import classes from '../../../ui/AreaWithPanel.module.css';

/**
 * `analytics/:workspaceId/...`: the Analytics panel beside the page; the panel folds into a drawer when narrow.
 * On a report's page it starts folded, so the table has the room for its metrics; a toggle above the report
 * opens it again (and it stays open on the next reports).
 */
export function AnalyticsLayout() {
  const { workspace, canView, isLoading, isError, retry, isRetrying } = useAnalyticsWorkspace();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => drawer.close(), [pathname, drawer]);
  const [panelOnReports, setPanelOnReports] = useState(false);
  const onReport = isReportPath(pathname);
  const folded = onReport && !panelOnReports;

  if (isError) return <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  if (isLoading) return <FullPageLoader />;
  if (!workspace) return <NotFoundScreen inShell />;
  if (!canView) {
    return (
      <NoAccessScreen
        reason="noWorkspaces"
        title="You don't have access to Analytics in this workspace"
        hasWorkspaces
        canCreateOrg={false}
      />
    );
  }

  return (
    <Box className={classes.area}>
      <Box className={classes.layout} data-panel={folded ? 'folded' : undefined}>
        <nav className={classes.panel} aria-label="Analytics">
          <AnalyticsPanel workspace={workspace} />
        </nav>
        <Drawer opened={drawerOpen} onClose={drawer.close} size={300} title="Analytics" padding={0}>
          <AnalyticsPanel workspace={workspace} />
        </Drawer>
        <Box className={classes.content}>
          <div className={classes.narrowBar}>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLayoutSidebarLeftExpand size={16} />}
              onClick={drawer.open}
            >
              Reports and ad accounts
            </Button>
            <Text size="sm" c="dimmed" truncate>
              {workspace.name}
            </Text>
          </div>
          {onReport && (
            <div className={classes.panelToggleBar}>
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                leftSection={
                  folded ? (
                    <IconLayoutSidebarLeftExpand size={16} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={16} />
                  )
                }
                aria-expanded={!folded}
                onClick={() => setPanelOnReports(folded)}
              >
                {folded ? 'Show the analytics panel' : 'Hide the analytics panel'}
              </Button>
            </div>
          )}
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
