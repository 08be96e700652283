import { Navigate } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { NoAccessScreen } from '../../../ui/NoAccessScreen.tsx';
import { WelcomeHome } from '../components/WelcomeHome.tsx';
import { homeDestination } from '../home-destination.ts';
import { useOrgWorkspaceCount } from '../hooks/use-org-workspace-count.ts';

/** /app: the welcome page, or where a user without an organisation or a workspace has to go first. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const { activeOrg } = useActiveOrg();
  const { activeWorkspace, workspaces, isLoading, isError, retry, isRetrying } = useActiveWorkspace();
  // Without a workspace of one's own, whether the organisation has any decides where to go.
  const orgWorkspaces = useOrgWorkspaceCount(activeOrg?._id, !isLoading && workspaces.length === 0);

  if (isError) {
    return <LoadError what="your organisations and workspaces" onRetry={retry} retrying={isRetrying} />;
  }
  if (!user || isLoading || orgWorkspaces.isLoading) return <FullPageLoader />;

  const destination = homeDestination({
    userCanCreateOrg: user.userCanCreateOrg,
    orgActions: activeOrg?.allowedActions,
    workspaceCount: workspaces.length,
    orgWorkspaceCount: orgWorkspaces.data,
  });
  switch (destination.kind) {
    case 'redirect':
      return <Navigate to={destination.to} replace />;
    case 'noAccess':
      return (
        <NoAccessScreen
          reason={destination.reason}
          hasWorkspaces={workspaces.length > 0}
          canCreateOrg={user.userCanCreateOrg}
        />
      );
    case 'home':
      break;
  }
  if (!activeOrg || !activeWorkspace) return <FullPageLoader />;
  return <WelcomeHome user={user} organisation={activeOrg} workspace={activeWorkspace} />;
}
