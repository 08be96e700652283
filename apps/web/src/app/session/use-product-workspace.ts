import type { Product, WorkspaceAction } from '@hookline/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useActiveOrg } from './use-active-org.ts';
import { useActiveWorkspace } from './use-active-workspace.ts';

/**
 * The workspace of a module's route: the route's `:workspaceId`, made the active one, or the active workspace
 * for the routes without one (a module's lists and filters). `workspace` is undefined while the list loads,
 * or when the id is not one of the caller's workspaces (another organisation's included). The module is open
 * where the caller's grant in the workspace includes `product`; the server sends the actions.
 */
export function useProductWorkspace(product: Product) {
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
  const hasProduct = workspace?.products.includes(product) ?? false;
  const can = (action: WorkspaceAction) =>
    hasProduct && (workspace?.allowedActions.includes(action) ?? false);
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

/** What the caller may do in a module's workspace. */
export type ProductCan = ReturnType<typeof useProductWorkspace>['can'];
