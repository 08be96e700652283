import type { Workspace } from '@hookline/domain';
import { Box, Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NoAccessScreen } from '../../../ui/NoAccessScreen.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import classes from '../../../ui/AreaWithPanel.module.css';
import { BoardDialogsProvider } from '../dialogs/BoardDialogsProvider.tsx';
import { useInspirationWorkspace, type InspirationCan } from '../shared/use-inspiration-workspace.ts';
import { InspirationPanel } from './InspirationPanel.tsx';

export interface InspirationAreaContext {
  workspace: Workspace;
  orgId: string | undefined;
  can: InspirationCan;
}

interface InspirationAreaProps {
  /** The board open in the page (its parents open in the tree); null on pages of no board. */
  currentBoardId: (workspace: Workspace) => string | null;
  children: (context: InspirationAreaContext) => ReactNode;
}

/**
 * Inspiration's frame: its panel (team inspiration, the board tree, filters) beside the page, folded into a
 * drawer when the room is narrow; and its dialogs.
 */
export function InspirationArea({ currentBoardId, children }: InspirationAreaProps) {
  const { workspace, orgId, canView, can, isLoading, isError, retry, isRetrying } = useInspirationWorkspace();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => drawer.close(), [pathname, drawer]);

  if (isError) return <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  if (isLoading) return <FullPageLoader />;
  if (!workspace) return <NotFoundScreen inShell />;
  if (!canView) {
    return (
      <NoAccessScreen
        reason="noWorkspaces"
        title="You don't have access to Inspiration in this workspace"
        hasWorkspaces
        canCreateOrg={false}
      />
    );
  }

  const panel = (
    <InspirationPanel workspace={workspace} currentBoardId={currentBoardId(workspace)} can={can} />
  );
  return (
    <BoardDialogsProvider workspaceId={workspace._id}>
      <Box className={classes.area} style={{ '--area-panel-width': '272px' }}>
        <Box className={classes.layout}>
          <nav className={classes.panel} aria-label="Inspiration">
            {panel}
          </nav>
          <Drawer opened={drawerOpen} onClose={drawer.close} size={300} title="Inspiration" padding={0}>
            {panel}
          </Drawer>
          <Box className={classes.content}>
            <div className={classes.narrowBar}>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLayoutSidebarLeftExpand size={16} />}
                onClick={drawer.open}
              >
                Boards and filters
              </Button>
              <Text size="sm" c="dimmed" truncate>
                {workspace.name}
              </Text>
            </div>
            {children({ workspace, orgId, can })}
          </Box>
        </Box>
      </Box>
    </BoardDialogsProvider>
  );
}
