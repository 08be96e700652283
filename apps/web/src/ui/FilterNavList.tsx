import { Box, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmark, IconFilter } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { LoadError } from './LoadError.tsx';

interface FilterLink {
  id: string;
  name: string;
  to: string;
}

interface FilterNavListProps {
  /** The built-in filters. */
  presets: readonly { id: string; name: string }[];
  /** The workspace's saved filters, as their query stands. */
  saved: {
    data: readonly { _id: string; name: string }[] | undefined;
    isError: boolean;
    isRefetching: boolean;
    refetch: () => unknown;
  };
  /** The module's pages of a built-in filter and of a saved one. */
  paths: { presetFilter: (presetId: string) => string; savedFilter: (filterId: string) => string };
  /** Whether the user may save filters: the empty list then says how (`saveHint`). */
  canManage: boolean;
  saveHint: string;
}

/** A module panel's filters: the built-in ones, then the workspace's saved ones, each a link to its page. */
export function FilterNavList({ presets, saved, paths, canManage, saveHint }: FilterNavListProps) {
  const { pathname } = useLocation();
  const link = (filter: FilterLink, icon: typeof IconFilter) => {
    const Icon = icon;
    return (
      <NavLink
        key={filter.id}
        component={RouterNavLink}
        to={filter.to}
        label={filter.name}
        active={pathname === filter.to}
        leftSection={<Icon size={16} stroke={1.6} />}
      />
    );
  };
  return (
    <Box px="xs" py="sm">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={6} component="h2" mt={0} mb={4}>
        Filters
      </Text>
      {presets.map((preset) => link({ ...preset, to: paths.presetFilter(preset.id) }, IconFilter))}
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
      ) : saved.data === undefined ? (
        <Stack gap={8} px={6} aria-hidden>
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="50%" />
        </Stack>
      ) : saved.data.length === 0 ? (
        <Text size="xs" c="dimmed" px={6}>
          {canManage ? saveHint : 'No saved filters in this workspace yet.'}
        </Text>
      ) : (
        saved.data.map((filter) =>
          link({ id: filter._id, name: filter.name, to: paths.savedFilter(filter._id) }, IconBookmark),
        )
      )}
    </Box>
  );
}
