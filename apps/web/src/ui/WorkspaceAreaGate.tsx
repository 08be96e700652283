import type { Workspace } from '@hookline/domain';
import type { ReactNode } from 'react';
import { FullPageLoader } from './FullPageLoader.tsx';
import { LoadError } from './LoadError.tsx';
import { NoAccessScreen } from './NoAccessScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

interface WorkspaceAreaGateProps {
  /** The route's workspace as the module reads it, with whether the caller may open the module there. */
  state: {
    workspace: Workspace | undefined;
    canView: boolean;
    isLoading: boolean;
    isError: boolean;
    retry: () => void;
    isRetrying: boolean;
  };
  /** The module in "You don't have access to … in this workspace": 'the Creative Hub', 'Inspiration'. */
  moduleName: string;
  children: (workspace: Workspace) => ReactNode;
}

/** A workspace module's way in: its workspaces loading or failed, a workspace not found, or no access to it. */
export function WorkspaceAreaGate({ state, moduleName, children }: WorkspaceAreaGateProps) {
  const { workspace, canView, isLoading, isError, retry, isRetrying } = state;
  if (isError) return <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  if (isLoading) return <FullPageLoader />;
  if (!workspace) return <NotFoundScreen inShell />;
  if (!canView) {
    return (
      <NoAccessScreen
        reason="noWorkspaces"
        title={`You don't have access to ${moduleName} in this workspace`}
        hasWorkspaces
        canCreateOrg={false}
      />
    );
  }
  return children(workspace);
}
