import { useParams } from 'react-router';
import { DriveArea } from '../area/DriveArea.tsx';
import { FolderView } from './FolderView.tsx';

/** `drive/:workspaceId/:folderId?`: a folder of the Creative Hub, the workspace's root when none is named. */
export function FolderPage() {
  const { folderId } = useParams();
  return (
    <DriveArea currentFolderId={(workspace) => folderId ?? workspace._id}>
      {(context) => <FolderView {...context} folderId={folderId ?? context.workspace._id} />}
    </DriveArea>
  );
}
