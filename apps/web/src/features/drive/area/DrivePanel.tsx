import type { Workspace } from '@hookline/domain';
import { IconLibraryPhoto } from '@tabler/icons-react';
import type { ProductCan } from '../../../app/session/use-product-workspace.ts';
import { AreaPanel } from '../../../ui/AreaPanel.tsx';
import { SavedFilterList } from '../library/SavedFilterList.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import { FolderTree } from '../tree/FolderTree.tsx';
import { StorageUsage } from './StorageUsage.tsx';

interface DrivePanelProps {
  workspace: Workspace;
  orgId: string | undefined;
  currentFolderId: string | null;
  can: ProductCan;
}

/** The panel's first link: every file of the workspace. */
const LIBRARY = {
  label: 'Library',
  description: 'Every file, searched and filtered',
  icon: IconLibraryPhoto,
};

/** The Creative Hub's panel: the workspace's folder tree, the library and saved filters, storage used. */
export function DrivePanel({ workspace, orgId, currentFolderId, can }: DrivePanelProps) {
  return (
    <AreaPanel
      area="Creative Hub"
      workspaceName={workspace.name}
      home={{ ...LIBRARY, to: drivePaths.library() }}
      tree={<FolderTree workspace={workspace} currentFolderId={currentFolderId} can={can} />}
      filters={<SavedFilterList workspace={workspace} canManage={can('savedFilters.manage')} />}
      footer={<StorageUsage orgId={orgId} />}
    />
  );
}
