import { Navigate, useParams, useSearchParams } from 'react-router';
import { DriveArea } from '../area/DriveArea.tsx';
import { drivePaths, FILE_LINK_QUERY } from '../shared/drive-paths.ts';
import { FolderView } from './FolderView.tsx';

/** The folder link's query naming a file to open in the studio (`?file=`, as e-mails and chat posts send). */
export const FOLDER_FILE_QUERY = 'file';

/**
 * `drive/:workspaceId/:folderId?`: a folder of the Creative Hub, the workspace's root when none is named.
 * With `?file=` (an e-mail's or a chat post's link), it opens that file's studio instead, on the version
 * and comment the link names (`&version=`, `&comment=`).
 */
export function FolderPage() {
  const { workspaceId = '', folderId } = useParams();
  const [search] = useSearchParams();
  const fileId = search.get(FOLDER_FILE_QUERY);
  if (fileId) {
    const to = drivePaths.file(workspaceId, fileId, {
      versionId: search.get(FILE_LINK_QUERY.version) ?? undefined,
      discussionId: search.get(FILE_LINK_QUERY.comment) ?? undefined,
    });
    return <Navigate to={to} replace />;
  }
  return (
    <DriveArea currentFolderId={(workspace) => folderId ?? workspace._id}>
      {(context) => <FolderView {...context} folderId={folderId ?? context.workspace._id} />}
    </DriveArea>
  );
}
