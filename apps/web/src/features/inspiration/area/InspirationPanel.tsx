import type { Workspace } from '@hookline/domain';
import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { SavedFilterList } from '../filters/SavedFilterList.tsx';
import type { InspirationCan } from '../shared/use-inspiration-workspace.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { BoardTree } from '../tree/BoardTree.tsx';

interface InspirationPanelProps {
  workspace: Workspace;
  currentBoardId: string | null;
  can: InspirationCan;
}

/** Inspiration's panel: what the team saved, the workspace's board tree, and the filters. */
export function InspirationPanel({ workspace, currentBoardId, can }: InspirationPanelProps) {
  const { pathname } = useLocation();
  const team = inspirationPaths.team();
  return (
    <Stack gap={0} h="100%">
      <Box px="md" pt="md" pb="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          Inspiration · {workspace.name}
        </Text>
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Box px="xs" pb="xs">
          <NavLink
            component={RouterNavLink}
            to={team}
            label="Team inspiration"
            description="What everyone saved, newest first"
            active={pathname === team}
            leftSection={<IconUsersGroup size={18} stroke={1.6} />}
          />
        </Box>
        <BoardTree
          workspace={workspace}
          currentBoardId={currentBoardId}
          canCreate={can('board.create')}
          canManage={can('board.manage')}
        />
        <Divider mx="md" />
        <SavedFilterList workspace={workspace} canManage={can('savedFilters.manage')} />
      </ScrollArea>
    </Stack>
  );
}
