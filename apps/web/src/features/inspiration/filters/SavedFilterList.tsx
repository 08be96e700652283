import type { Workspace } from '@hookline/domain';
import { Box, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmark, IconFilter } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { FILTER_PRESETS } from './inspiration-filters.ts';
import { useSavedFilters } from './use-saved-filters.ts';

/** The panel's filters: the built-in ones, then the workspace's saved ones. */
export function SavedFilterList({ workspace, canManage }: { workspace: Workspace; canManage: boolean }) {
  const saved = useSavedFilters(workspace._id);
  const { pathname } = useLocation();
  return (
    <Box px="xs" py="sm">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={6} component="h2" mt={0} mb={4}>
        Filters
      </Text>
      {FILTER_PRESETS.map((preset) => {
        const to = inspirationPaths.presetFilter(preset.id);
        return (
          <NavLink
            key={preset.id}
            component={RouterNavLink}
            to={to}
            label={preset.name}
            active={pathname === to}
            leftSection={<IconFilter size={16} stroke={1.6} />}
          />
        );
      })}
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={6} mt="sm" mb={4} component="h2">
        Saved filters
      </Text>
      {saved.isError ? (
        <LoadError
          compact
          what="the saved filters"
          onRetry={() => void saved.refetch()}
          retrying={saved.isRefetching}
        />
      ) : saved.isPending ? (
        <Stack gap={8} px={6} aria-hidden>
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="50%" />
        </Stack>
      ) : saved.data.length === 0 ? (
        <Text size="xs" c="dimmed" px={6}>
          {canManage
            ? 'None yet. On a board or Team inspiration, choose filters, then Save filter.'
            : 'No saved filters in this workspace yet.'}
        </Text>
      ) : (
        saved.data.map((filter) => {
          const to = inspirationPaths.savedFilter(filter._id);
          return (
            <NavLink
              key={filter._id}
              component={RouterNavLink}
              to={to}
              label={filter.name}
              active={pathname === to}
              leftSection={<IconBookmark size={16} stroke={1.6} />}
            />
          );
        })
      )}
    </Box>
  );
}
