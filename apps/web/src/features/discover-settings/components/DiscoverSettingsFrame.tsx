import type { Workspace } from '@hookline/domain';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { discoverSettingsPaths } from '../discover-settings-paths.ts';
import classes from './DiscoverSettings.module.css';

/** The two settings pages, side by side above each. */
function SettingsNav() {
  return (
    <nav aria-label="Discover settings" className={classes.nav}>
      <NavLink to={discoverSettingsPaths.brands} className={classes.navLink} end>
        <IconBuildingStore size={16} aria-hidden />
        Followed brands
      </NavLink>
      <NavLink to={discoverSettingsPaths.ads} className={classes.navLink} end>
        <IconAdjustmentsHorizontal size={16} aria-hidden />
        Default filters
      </NavLink>
    </nav>
  );
}

interface DiscoverSettingsFrameProps {
  title: string;
  description: string;
  /** The page's content, for the active workspace once it is known. */
  children: (workspace: Workspace) => ReactNode;
}

/**
 * A Discover settings page: its header and the two pages' links, then its content for the active workspace
 * (the settings are the workspace's). Loading, failing and having no workspace each say so in place.
 */
export function DiscoverSettingsFrame({ title, description, children }: DiscoverSettingsFrameProps) {
  const { activeWorkspace, isLoading, isError, retry, isRetrying } = useActiveWorkspace();
  let content: ReactNode;
  if (isError) {
    content = <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  } else if (isLoading) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the settings">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  } else if (!activeWorkspace) {
    content = (
      <Stack gap={4} py={48} align="center" ta="center">
        <Text fw={600}>You don’t have access to any workspaces</Text>
        <Text size="sm" c="dimmed">
          These settings belong to a workspace. Ask an admin of your organisation to add you to one.
        </Text>
      </Stack>
    );
  } else {
    content = children(activeWorkspace);
  }
  return (
    <PageContainer
      title={title}
      description={activeWorkspace ? `${description} In ${activeWorkspace.name}.` : description}
    >
      <SettingsNav />
      <div className={classes.body}>{content}</div>
    </PageContainer>
  );
}
