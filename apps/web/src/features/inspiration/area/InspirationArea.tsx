import type { Workspace } from '@hookline/domain';
import type { ReactNode } from 'react';
import { AreaWithPanel } from '../../../ui/AreaWithPanel.tsx';
import { WorkspaceAreaGate } from '../../../ui/WorkspaceAreaGate.tsx';
import { BoardDialogsProvider } from '../dialogs/BoardDialogsProvider.tsx';
import { useInspirationWorkspace, type InspirationCan } from '../shared/use-inspiration-workspace.ts';
import { InspirationPanel } from './InspirationPanel.tsx';

export interface InspirationAreaContext {
  workspace: Workspace;
  orgId: string | undefined;
  can: InspirationCan;
}

interface InspirationAreaProps {
  /** The board open in the page (its parents open in the tree); null on pages of no board. */
  currentBoardId: (workspace: Workspace) => string | null;
  children: (context: InspirationAreaContext) => ReactNode;
}

/**
 * Inspiration's frame: its panel (team inspiration, the board tree, filters) beside the page, folded into a
 * drawer when the room is narrow; and its dialogs.
 */
export function InspirationArea({ currentBoardId, children }: InspirationAreaProps) {
  const area = useInspirationWorkspace();
  const { orgId, can } = area;
  return (
    <WorkspaceAreaGate state={area} moduleName="Inspiration">
      {(workspace) => (
        <BoardDialogsProvider workspaceId={workspace._id}>
          <AreaWithPanel
            name="Inspiration"
            openPanelLabel="Boards and filters"
            workspaceName={workspace.name}
            panel={
              <InspirationPanel workspace={workspace} currentBoardId={currentBoardId(workspace)} can={can} />
            }
          >
            {children({ workspace, orgId, can })}
          </AreaWithPanel>
        </BoardDialogsProvider>
      )}
    </WorkspaceAreaGate>
  );
}
