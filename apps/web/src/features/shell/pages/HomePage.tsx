import { Navigate } from 'react-router';
import { ErrorScreen } from '../../../ui/ErrorScreen.tsx';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { useActiveOrg } from '../../orgs/hooks/use-active-org.ts';
import { useCurrentUser } from '../../users/hooks/use-current-user.ts';
import { NoAccessScreen } from '../../workspaces/components/NoAccessScreen.tsx';
import { useActiveWorkspace } from '../../workspaces/hooks/use-active-workspace.ts';
import { WelcomeHome } from '../components/WelcomeHome.tsx';
import { homeDestination } from '../home-destination.ts';

/** /app: the welcome page, or where a user without an organisation or a workspace has to go first. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const { activeOrg } = useActiveOrg();
  const { activeWorkspace, workspaces, isLoading, isError } = useActiveWorkspace();

  if (isError) return <ErrorScreen />;
  if (!user || isLoading) return <FullPageLoader />;

  const destination = homeDestination({
    userCanCreateOrg: user.userCanCreateOrg,
    orgRole: activeOrg?.role,
    workspaceCount: workspaces.length,
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
