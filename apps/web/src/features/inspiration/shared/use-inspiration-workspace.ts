import type { WorkspaceAction } from '@hookline/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';

/**
 * The workspace of an Inspiration route: the route's `:workspaceId`, made the active one, or the active
 * workspace for the routes without one (team inspiration and the filters). `workspace` is undefined while the
 * list loads, or when the id is not one of the caller's workspaces (another organisation's included).
 */
export function useInspirationWorkspace() {
  const { workspaceId: routeWorkspaceId } = useParams();
  const { activeOrg } = useActiveOrg();
  const { workspaces, isLoading, isError, retry, isRetrying, activeWorkspace, setActiveWorkspaceId } =
    useActiveWorkspace();
  const workspace =
    routeWorkspaceId === undefined
      ? activeWorkspace
      : workspaces.find((candidate) => candidate._id === routeWorkspaceId);
  useEffect(() => {
    if (workspace && activeWorkspace?._id !== workspace._id) setActiveWorkspaceId(workspace._id);
  }, [workspace, activeWorkspace, setActiveWorkspaceId]);
  // Inspiration is open where the caller's grant in the workspace includes it; the server sends the actions.
  const hasInspiration = workspace?.products.includes('inspiration') ?? false;
  const can = (action: WorkspaceAction) =>
    hasInspiration && (workspace?.allowedActions.includes(action) ?? false);
  return {
    workspace,
    orgId: activeOrg?._id,
    canView: can('workspace.view'),
    can,
    isLoading,
    isError,
    retry,
    isRetrying,
  };
}

export type InspirationCan = ReturnType<typeof useInspirationWorkspace>['can'];
