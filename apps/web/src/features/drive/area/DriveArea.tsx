import type { Workspace } from '@hookline/domain';
import type { ReactNode } from 'react';
import { AreaWithPanel } from '../../../ui/AreaWithPanel.tsx';
import { WorkspaceAreaGate } from '../../../ui/WorkspaceAreaGate.tsx';
import { UploadTray } from '../../../ui/uploads/UploadTray.tsx';
import { useIgnoreStrayDrops } from '../../../ui/uploads/use-ignore-stray-drops.ts';
import { uploadActions, useUploadQueue } from '../../../app/session/uploads/upload-store.ts';
import type { ProductCan } from '../../../app/session/use-product-workspace.ts';
import { DriveDialogsProvider } from '../dialogs/DriveDialogsProvider.tsx';
import { useDriveWorkspace } from '../shared/use-drive-workspace.ts';
import { DrivePanel } from './DrivePanel.tsx';

export interface DriveAreaContext {
  workspace: Workspace;
  orgId: string | undefined;
  can: ProductCan;
}

interface DriveAreaProps {
  /** The folder open in the page (its parents open in the tree); null on the library's pages. */
  currentFolderId: (workspace: Workspace) => string | null;
  children: (context: DriveAreaContext) => ReactNode;
}

/**
 * The Creative Hub's frame: its panel (folder tree, filters, storage) beside the page, folded into a drawer
 * when the room is narrow; its dialogs; the upload tray.
 */
export function DriveArea({ currentFolderId, children }: DriveAreaProps) {
  const area = useDriveWorkspace();
  const uploads = useUploadQueue();
  const { orgId, can } = area;
  useIgnoreStrayDrops();

  return (
    <WorkspaceAreaGate state={area} moduleName="the Creative Hub">
      {(workspace) => (
        <DriveDialogsProvider workspace={workspace}>
          <AreaWithPanel
            name="Creative Hub"
            openPanelLabel="Folders and filters"
            workspaceName={workspace.name}
            panel={
              <DrivePanel
                workspace={workspace}
                orgId={orgId}
                currentFolderId={currentFolderId(workspace)}
                can={can}
              />
            }
          >
            {children({ workspace, orgId, can })}
          </AreaWithPanel>
          <UploadTray queue={uploads} {...uploadActions} />
        </DriveDialogsProvider>
      )}
    </WorkspaceAreaGate>
  );
}
