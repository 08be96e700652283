import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

interface AreaPanelProps {
  /** The area's name, in the small heading on top with the workspace's: 'Creative Hub · Brand team'. */
  area: string;
  workspaceName: string;
  /** The area's first link, above the tree: the library, the team's list. */
  home: { to: string; label: string; description: string; icon: Icon };
  tree: ReactNode;
  filters: ReactNode;
  /** What stays below the scrolling part, when the area has something there. */
  footer?: ReactNode;
}

/** A workspace area's panel: its heading, its first link, its tree and its filters. */
export function AreaPanel({ area, workspaceName, home, tree, filters, footer }: AreaPanelProps) {
  const { pathname } = useLocation();
  const HomeIcon = home.icon;
  return (
    <Stack gap={0} h="100%">
      <Box px="md" pt="md" pb="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          {area} · {workspaceName}
        </Text>
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Box px="xs" pb="xs">
          <NavLink
            component={RouterNavLink}
            to={home.to}
            label={home.label}
            description={home.description}
            active={pathname === home.to}
            leftSection={<HomeIcon size={18} stroke={1.6} />}
          />
        </Box>
        {tree}
        <Divider mx="md" />
        {filters}
      </ScrollArea>
      {footer !== undefined && (
        <>
          <Divider />
          {footer}
        </>
      )}
    </Stack>
  );
}
