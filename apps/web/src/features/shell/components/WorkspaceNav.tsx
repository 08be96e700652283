import type { Workspace } from '@hookline/domain';
import { ActionIcon, Group, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPin, IconPinFilled, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useOrgPermission } from '../../../app/session/use-permissions.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { WorkspaceAvatar } from '../../../ui/WorkspaceAvatar.tsx';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import { usePinWorkspace } from '../hooks/use-pin-workspace.ts';
import sidebar from './Sidebar.module.css';
import classes from './WorkspaceNav.module.css';
import { workspaceModulePath } from './workspace-module-path.ts';

interface WorkspaceRowProps {
  workspace: Workspace;
  active: boolean;
  collapsed: boolean;
  onSelect: () => void;
}

function WorkspaceRow({ workspace, active, collapsed, onSelect }: WorkspaceRowProps) {
  const pin = usePinWorkspace();
  const pinLabel = workspace.isPinned ? `Unpin ${workspace.name}` : `Pin ${workspace.name}`;
  const PinIcon = workspace.isPinned ? IconPinFilled : IconPin;

  return (
    <div
      className={classes.row}
      data-active={active || undefined}
      data-collapsed={collapsed || undefined}
      data-pinned={workspace.isPinned || undefined}
    >
      <Tooltip label={workspace.name} position="right" disabled={!collapsed}>
        <UnstyledButton
          className={classes.select}
          onClick={onSelect}
          aria-current={active ? 'true' : undefined}
          aria-label={workspace.name}
        >
          <WorkspaceAvatar workspace={workspace} size={collapsed ? 32 : 24} />
          {!collapsed && (
            <Text size="sm" className={classes.name} truncate="end">
              {workspace.name}
            </Text>
          )}
        </UnstyledButton>
      </Tooltip>
      {!collapsed && (
        <Tooltip label={workspace.isPinned ? 'Unpin' : 'Pin to the top'} position="right">
          <ActionIcon
            variant="transparent"
            size="sm"
            className={classes.pin}
            aria-label={pinLabel}
            aria-pressed={workspace.isPinned}
            loading={pin.isPending}
            onClick={() => pin.mutate({ workspaceId: workspace._id, pinned: !workspace.isPinned })}
          >
            <PinIcon size={15} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}

/**
 * The active organisation's workspaces, pinned first as the server sorts them: the active one is
 * highlighted, a click makes another active, and each row pins or unpins. '+ New workspace' when allowed.
 */
export function WorkspaceNav({ collapsed }: { collapsed: boolean }) {
  const { workspaces, activeWorkspace, setActiveWorkspaceId, isLoading, isError, retry, isRetrying } =
    useActiveWorkspace();
  const canCreate = useOrgPermission('workspace.create');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  /** Makes the workspace active; inside a workspace's module, opens that module in it. */
  const choose = (workspaceId: string) => {
    setActiveWorkspaceId(workspaceId);
    const next = workspaceModulePath(pathname, workspaceId);
    if (next && !pathname.startsWith(next)) void navigate(next);
  };
  if (isLoading) {
    return (
      <nav className={sidebar.section} aria-label="Workspaces" aria-busy="true">
        {!collapsed && <div className={sidebar.sectionLabel}>Workspaces</div>}
        {[0, 1].map((row) => (
          <Group key={row} gap="sm" px="xs" py={6} wrap="nowrap">
            <Skeleton height={24} width={24} radius="sm" />
            {!collapsed && <Skeleton height={10} width="60%" />}
          </Group>
        ))}
      </nav>
    );
  }
  if (isError) {
    return (
      <nav className={sidebar.section} aria-label="Workspaces">
        {!collapsed && <div className={sidebar.sectionLabel}>Workspaces</div>}
        {collapsed ? (
          <Tooltip label="Retry loading workspaces" position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={retry}
              loading={isRetrying}
              aria-label="Retry loading workspaces"
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <LoadError compact what="your workspaces" onRetry={retry} retrying={isRetrying} />
        )}
      </nav>
    );
  }
  if (workspaces.length === 0 && !canCreate) return null;

  return (
    <nav className={sidebar.section} aria-label="Workspaces">
      {!collapsed && <div className={sidebar.sectionLabel}>Workspaces</div>}
      {workspaces.map((workspace) => (
        <WorkspaceRow
          key={workspace._id}
          workspace={workspace}
          active={workspace._id === activeWorkspace?._id}
          collapsed={collapsed}
          onSelect={() => choose(workspace._id)}
        />
      ))}
      {canCreate && (
        <Tooltip label="New workspace" position="right" disabled={!collapsed}>
          <UnstyledButton
            component={Link}
            to={APP_PATHS.createWorkspace}
            className={classes.create}
            data-collapsed={collapsed || undefined}
            data-tour="create-workspace"
            aria-label={collapsed ? 'New workspace' : undefined}
          >
            <span className={classes.createIcon}>
              <IconPlus size={14} stroke={2.2} />
            </span>
            {!collapsed && <Text size="sm">New workspace</Text>}
          </UnstyledButton>
        </Tooltip>
      )}
    </nav>
  );
}
