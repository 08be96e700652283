import type { DriveFile, Workspace } from '@hookline/domain';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { driveApi } from '../../../api/drive-api.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NoAccessScreen } from '../../../ui/NoAccessScreen.tsx';
import { useDriveFile } from '../shared/drive-queries.ts';
import { ShareDialog } from '../shared/share/ShareDialog.tsx';
import { drivePaths, FILE_LINK_QUERY } from '../shared/drive-paths.ts';
import { useDriveWorkspace } from '../shared/use-drive-workspace.ts';
import { memberDiscussionSource } from './comments/member-discussion-source.ts';
import { mentionablesOf } from '../../../ui/comments/mentionable.ts';
import { DetailsPanel } from './details/DetailsPanel.tsx';
import { useFileMarks } from './details/use-file-update.ts';
import { ReviewStudio, shownVersionOf } from './ReviewStudio.tsx';
import { MemberStudioHeader } from './StudioHeader.tsx';
import classes from './studio.module.css';
import { FileGone, FileUploading, StudioSkeleton } from './StudioStates.tsx';
import { useFolderNeighbours } from './use-folder-neighbours.ts';
import { useProcessingPoll } from './use-processing-poll.ts';
import { useVersionActions } from './versions/use-version-actions.ts';

/** Names of a workspace's members by user id, as the versions list and details show uploaders. */
function uploaderNames(workspace: Workspace) {
  const names = new Map(
    workspace.members.map((member) => [
      member.userId,
      `${member.firstName} ${member.lastName}`.trim() || member.email,
    ]),
  );
  return (userId: string | null) => (userId ? (names.get(userId) ?? 'Unknown') : 'Unknown');
}

function MemberStudio({
  file,
  workspace,
  refetch,
}: {
  file: DriveFile;
  workspace: Workspace;
  refetch: () => unknown;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const [search, setSearch] = useSearchParams();
  const version = shownVersionOf(file, search.get(FILE_LINK_QUERY.version));
  const neighbours = useFolderNeighbours(file);
  const versionActions = useVersionActions(file);
  const marks = useFileMarks(file);
  const [downloading, setDownloading] = useState(false);
  const [sharing, setSharing] = useState(false);
  useProcessingPoll(file, refetch);

  const members = useMemo(() => mentionablesOf(workspace.members), [workspace.members]);
  const uploaderName = useMemo(() => uploaderNames(workspace), [workspace]);
  const source = useMemo(
    () => version && memberDiscussionSource({ file, versionId: version.versionId, user, queryClient }),
    [file, version, user, queryClient],
  );
  if (!version || !source) return <FileUploading />;

  const open = (fileId: string) => void navigate(drivePaths.file(workspace._id, fileId));
  const back = () => void navigate(drivePaths.folder(workspace._id, file.folderId));
  const can = (action: string) => file.allowedActions.includes(action);
  const previous = neighbours.previous;
  const next = neighbours.next;

  return (
    <>
      <ReviewStudio
        file={file}
        version={version}
        onShowVersion={(versionId) =>
          setSearch(
            (current) => {
              const params = new URLSearchParams(current);
              params.set(FILE_LINK_QUERY.version, versionId);
              params.delete(FILE_LINK_QUERY.comment);
              return params;
            },
            { replace: true },
          )
        }
        header={
          <MemberStudioHeader
            file={file}
            version={version}
            onBack={back}
            onPrevious={previous && (() => open(previous._id))}
            onNext={next && (() => open(next._id))}
            onFavourite={(on) => marks.favourite.mutate(on)}
            onWatch={(on) => marks.watch.mutate(on)}
            downloading={downloading}
            onShare={can('share.manage') ? () => setSharing(true) : undefined}
            onDownload={() => {
              setDownloading(true);
              void driveApi
                .downloadFile(file._id, file.name)
                .catch(() => undefined)
                .finally(() => setDownloading(false));
            }}
          />
        }
        discussionSource={source}
        initialCommentId={search.get(FILE_LINK_QUERY.comment)}
        members={members}
        uploaderName={uploaderName}
        canWrite={can('comment.write')}
        canReply={can('comment.write')}
        showVersions
        versionManagement={{
          actions: versionActions,
          canManage: can('file.manage'),
          canUpload: can('file.upload'),
          onMerged: (target) => void navigate(drivePaths.file(workspace._id, target._id), { replace: true }),
        }}
        details={
          <DetailsPanel
            file={file}
            version={version}
            uploader={uploaderName(version.uploadedBy)}
            canEdit={can('file.manage')}
          />
        }
        onEscape={back}
        onPrevious={previous && (() => open(previous._id))}
        onNext={next && (() => open(next._id))}
      />
      <ShareDialog
        target={{ assetType: 'file', assetId: file._id, workspaceId: workspace._id, name: file.name }}
        opened={sharing}
        onClose={() => setSharing(false)}
      />
    </>
  );
}

/**
 * `drive/:workspaceId/file/:fileId`: the file studio. The viewer (image or video, with annotations), the
 * versions, the comments and the details of one file; Escape goes back to its folder, the arrows to its
 * neighbours.
 */
export function StudioPage() {
  const { fileId = '' } = useParams();
  const navigate = useNavigate();
  const { workspace, canView, isLoading, isError, retry, isRetrying } = useDriveWorkspace();
  const file = useDriveFile(canView ? fileId : undefined);
  useDocumentTitle(file.data ? `${file.data.name} · Hookline` : 'Creative Hub · Hookline');

  let content;
  if (isError) content = <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  else if (isLoading) content = <StudioSkeleton />;
  else if (!workspace) {
    content = <FileGone action={{ label: 'Go home', onClick: () => void navigate('/app') }} />;
  } else if (!canView) {
    content = (
      <NoAccessScreen
        reason="noWorkspaces"
        title="You don't have access to the Creative Hub in this workspace"
        hasWorkspaces
        canCreateOrg={false}
      />
    );
  } else if (file.isError && isApiError(file.error) && file.error.status === 404) {
    content = (
      <FileGone
        action={{
          label: 'Back to the Creative Hub',
          onClick: () => void navigate(drivePaths.folder(workspace._id)),
        }}
      />
    );
  } else if (file.isError) {
    content = (
      <div className={classes.centered}>
        <LoadError what="this file" onRetry={() => void file.refetch()} retrying={file.isRefetching} />
      </div>
    );
  } else if (file.isPending) content = <StudioSkeleton />;
  else {
    content = (
      <MemberStudio key={file.data._id} file={file.data} workspace={workspace} refetch={file.refetch} />
    );
  }

  return <div className={classes.page}>{content}</div>;
}
