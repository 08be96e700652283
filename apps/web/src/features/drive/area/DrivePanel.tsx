import type { Workspace } from '@hookline/domain';
import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { SavedFilterList } from '../library/SavedFilterList.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import { FolderTree } from '../tree/FolderTree.tsx';
import { StorageUsage } from './StorageUsage.tsx';

interface DrivePanelProps {
  workspace: Workspace;
  orgId: string | undefined;
  currentFolderId: string | null;
  can: (action: 'board.create' | 'board.manage' | 'savedFilters.manage') => boolean;
}

/** The Creative Hub's panel: the workspace's folder tree, the library and saved filters, storage used. */
export function DrivePanel({ workspace, orgId, currentFolderId, can }: DrivePanelProps) {
  const { pathname } = useLocation();
  const library = drivePaths.library();
  return (
    <Stack gap={0} h="100%">
      <Box px="md" pt="md" pb="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          Creative Hub · {workspace.name}
        </Text>
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Box px="xs" pb="xs">
          <NavLink
            component={RouterNavLink}
            to={library}
            label="Library"
            description="Every file, searched and filtered"
            active={pathname === library}
            leftSection={<IconLibraryPhoto size={18} stroke={1.6} />}
          />
        </Box>
        <FolderTree
          workspace={workspace}
          currentFolderId={currentFolderId}
          canCreate={can('board.create')}
          canManage={can('board.manage')}
        />
        <Divider mx="md" />
        <SavedFilterList workspace={workspace} canManage={can('savedFilters.manage')} />
      </ScrollArea>
      <Divider />
      <StorageUsage orgId={orgId} />
    </Stack>
  );
}
