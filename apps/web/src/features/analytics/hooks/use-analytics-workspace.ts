import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';

/**
 * The workspace of an `analytics/:workspaceId/...` route, made the active one; `undefined` while the list
 * loads or when the id is not one of the caller's workspaces (another organisation's included).
 */
export function useAnalyticsWorkspace() {
  const { workspaceId = '' } = useParams();
  const { workspaces, isLoading, isError, retry, isRetrying, activeWorkspace, setActiveWorkspaceId } =
    useActiveWorkspace();
  const workspace = workspaces.find((candidate) => candidate._id === workspaceId);
  useEffect(() => {
    if (workspace && activeWorkspace?._id !== workspace._id) setActiveWorkspaceId(workspace._id);
  }, [workspace, activeWorkspace, setActiveWorkspaceId]);
  // Analytics is open where the role allows it and the caller's grant in the workspace includes the product.
  const hasProduct = workspace?.products.includes('analytics') ?? false;
  const canManage = hasProduct && (workspace?.allowedActions.includes('analytics.manage') ?? false);
  const canView = hasProduct && (workspace?.allowedActions.includes('analytics.view') ?? false);
  return { workspaceId, workspace, canManage, canView, isLoading, isError, retry, isRetrying };
}
