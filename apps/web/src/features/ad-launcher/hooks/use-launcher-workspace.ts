import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';

/**
 * The workspace of an `adlauncher/:workspaceId/...` route, made the active one, with what the caller may do in
 * the Ad Launcher there: guests may do nothing, collaborators launch, admins manage accounts too.
 */
export function useLauncherWorkspace() {
  const { workspaceId = '' } = useParams();
  const { workspaces, isLoading, isError, retry, isRetrying, activeWorkspace, setActiveWorkspaceId } =
    useActiveWorkspace();
  const workspace = workspaces.find((candidate) => candidate._id === workspaceId);
  useEffect(() => {
    if (workspace && activeWorkspace?._id !== workspace._id) setActiveWorkspaceId(workspace._id);
  }, [workspace, activeWorkspace, setActiveWorkspaceId]);
  const hasProduct = workspace?.products.includes('adlauncher') ?? false;
  const canLaunch = hasProduct && (workspace?.allowedActions.includes('adlauncher.launch') ?? false);
  const canManage = hasProduct && (workspace?.allowedActions.includes('adlauncher.manage') ?? false);
  // Guests are given neither action: the module stays closed to them.
  const canView = canLaunch || canManage;
  // Creatives uploaded in the launch wizard go to the Creative Hub, under its own right.
  const canUpload = workspace?.allowedActions.includes('file.upload') ?? false;
  return {
    workspaceId,
    workspace,
    canView,
    canLaunch,
    canManage,
    canUpload,
    isLoading,
    isError,
    retry,
    isRetrying,
  };
}
