import type { WorkspaceAction } from '@hookline/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';

/**
 * The workspace of a Creative Hub route: the route's `:workspaceId`, made the active one, or the active
 * workspace for the routes without one (the library and saved filters). `workspace` is undefined while the
 * list loads, or when the id is not one of the caller's workspaces (another organisation's included).
 */
export function useDriveWorkspace() {
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
  // The Creative Hub is open where the caller's grant in the workspace includes it.
  const hasDrive = workspace?.products.includes('drive') ?? false;
  const can = (action: WorkspaceAction) => hasDrive && (workspace?.allowedActions.includes(action) ?? false);
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
