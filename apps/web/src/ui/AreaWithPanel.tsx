import { Box, Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './AreaWithPanel.module.css';

interface AreaWithPanelProps {
  /** The area's name: its panel's landmark and the drawer's title. */
  name: string;
  /** The button that opens the panel when the room is narrow: 'Folders and filters'. */
  openPanelLabel: string;
  workspaceName: string;
  panel: ReactNode;
  children: ReactNode;
}

/**
 * A workspace area's frame: its panel beside the page, folded into a drawer when the room is narrow (the
 * drawer closes when the page changes).
 */
export function AreaWithPanel({ name, openPanelLabel, workspaceName, panel, children }: AreaWithPanelProps) {
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => drawer.close(), [pathname, drawer]);
  return (
    <Box className={classes.area} style={{ '--area-panel-width': '272px' }}>
      <Box className={classes.layout}>
        <nav className={classes.panel} aria-label={name}>
          {panel}
        </nav>
        <Drawer opened={drawerOpen} onClose={drawer.close} size={300} title={name} padding={0}>
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
              {openPanelLabel}
            </Button>
            <Text size="sm" c="dimmed" truncate>
              {workspaceName}
            </Text>
          </div>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
