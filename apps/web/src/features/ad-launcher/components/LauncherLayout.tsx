import { Outlet } from 'react-router';
import { AreaWithPanel } from '../../../ui/AreaWithPanel.tsx';
import { WorkspaceAreaGate } from '../../../ui/WorkspaceAreaGate.tsx';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { LauncherPanel } from './LauncherPanel.tsx';

/** `adlauncher/:workspaceId/...`: the Ad Launcher's panel beside the page (a drawer when narrow). */
export function LauncherLayout() {
  const state = useLauncherWorkspace();
  return (
    <WorkspaceAreaGate state={state} moduleName="the Ad Launcher">
      {(workspace) => (
        <AreaWithPanel
          name="Ad Launcher"
          openPanelLabel="Ad accounts and settings"
          workspaceName={workspace.name}
          panel={<LauncherPanel workspaceId={workspace._id} workspaceName={workspace.name} />}
        >
          <Outlet />
        </AreaWithPanel>
      )}
    </WorkspaceAreaGate>
  );
}
