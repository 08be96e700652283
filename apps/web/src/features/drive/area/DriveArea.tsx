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
import { DriveDialogsProvider } from '../dialogs/DriveDialogsProvider.tsx';
import { useDriveWorkspace } from '../shared/use-drive-workspace.ts';
import { UploadTray } from '../shared/uploads/UploadTray.tsx';
import classes from '../../../ui/AreaWithPanel.module.css';
import { DrivePanel } from './DrivePanel.tsx';

export interface DriveAreaContext {
  workspace: Workspace;
  orgId: string | undefined;
  can: ReturnType<typeof useDriveWorkspace>['can'];
}

interface DriveAreaProps {
  /** The folder open in the page (its parents open in the tree); null on the library's pages. */
  currentFolderId: (workspace: Workspace) => string | null;
  children: (context: DriveAreaContext) => ReactNode;
}

/**
 * The Creative Hub's frame: its panel (folder tree, filters, storage) beside the page, folded into a drawer
 * when the room is narrow; its dialogs; the upload tray.
 */
export function DriveArea({ currentFolderId, children }: DriveAreaProps) {
  const { workspace, orgId, canView, can, isLoading, isError, retry, isRetrying } = useDriveWorkspace();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => drawer.close(), [pathname, drawer]);
  useEffect(() => {
    // A file dropped beside the drop area would be opened by the browser, leaving the app and its uploads.
    const ignoreStrayFiles = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignoreStrayFiles);
    window.addEventListener('drop', ignoreStrayFiles);
    return () => {
      window.removeEventListener('dragover', ignoreStrayFiles);
      window.removeEventListener('drop', ignoreStrayFiles);
    };
  }, []);

  if (isError) return <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  if (isLoading) return <FullPageLoader />;
  if (!workspace) return <NotFoundScreen inShell />;
  if (!canView) {
    return (
      <NoAccessScreen
        reason="noWorkspaces"
        title="You don't have access to the Creative Hub in this workspace"
        hasWorkspaces
        canCreateOrg={false}
      />
    );
  }

  const current = currentFolderId(workspace);
  const panel = <DrivePanel workspace={workspace} orgId={orgId} currentFolderId={current} can={can} />;
  return (
    <DriveDialogsProvider workspace={workspace}>
      <Box className={classes.area} style={{ '--area-panel-width': '272px' }}>
        <Box className={classes.layout}>
          <nav className={classes.panel} aria-label="Creative Hub">
            {panel}
          </nav>
          <Drawer opened={drawerOpen} onClose={drawer.close} size={300} title="Creative Hub" padding={0}>
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
                Folders and filters
              </Button>
              <Text size="sm" c="dimmed" truncate>
                {workspace.name}
              </Text>
            </div>
            {children({ workspace, orgId, can })}
          </Box>
        </Box>
      </Box>
      <UploadTray />
    </DriveDialogsProvider>
  );
}
