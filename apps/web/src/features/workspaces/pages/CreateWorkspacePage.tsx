import { Button } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { useOrgPermission } from '../../../app/session/use-permissions.ts';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { NoAccessScreen } from '../../../ui/NoAccessScreen.tsx';
import { SetupScreen } from '../../../ui/SetupScreen.tsx';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import { WorkspaceNameForm } from '../components/WorkspaceNameForm.tsx';

/** /app/createWorkspace: a workspace of the active organisation, which then becomes the active workspace. */
export function CreateWorkspacePage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { activeOrg, isLoading: orgsLoading } = useActiveOrg();
  const { workspaces, isLoading: workspacesLoading } = useActiveWorkspace();
  const canCreate = useOrgPermission('workspace.create');

  if (orgsLoading || workspacesLoading) return <FullPageLoader />;
  const hasWorkspaces = workspaces.length > 0;
  if (!activeOrg || !canCreate) {
    return (
      <NoAccessScreen
        reason={activeOrg ? 'noCreateWorkspace' : 'noWorkspaces'}
        hasWorkspaces={hasWorkspaces}
        canCreateOrg={user?.userCanCreateOrg === true}
      />
    );
  }

  return (
    <SetupScreen
      icon={<IconLayoutGrid size={26} stroke={1.7} />}
      title={hasWorkspaces ? 'Create a workspace' : 'Create your first workspace'}
      description={
        <>
          Workspaces keep boards, files and reports apart. This one belongs to <b>{activeOrg.name}</b>.
        </>
      }
    >
      <WorkspaceNameForm
        key={activeOrg._id}
        orgId={activeOrg._id}
        submitLabel="Create workspace"
        onCreated={() => void navigate(APP_PATHS.home, { replace: true })}
        secondaryAction={
          hasWorkspaces ? (
            <Button variant="default" component={Link} to={APP_PATHS.home}>
              Cancel
            </Button>
          ) : null
        }
      />
    </SetupScreen>
  );
}
