import type { DriveFile } from '@hookline/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { SHARE_KEYS, shareAccessStore, shareApi } from '../../../api/share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ReviewStudio, shownVersionOf } from '../studio/ReviewStudio.tsx';
import { DownloadButton, HeaderIcon, StudioHeaderBar } from '../studio/StudioHeader.tsx';
import { FileGone, FileUploading, StudioSkeleton } from '../studio/StudioStates.tsx';
import studio from '../studio/studio.module.css';
import classes from './share-page.module.css';
import { useEndOnUnauthorized, type ShareLinkSession } from '../../../app/session/use-share-link-session.ts';
import { viewerDiscussionSource } from './viewer-discussion-source.ts';

interface SharedFileViewProps {
  linkId: string;
  session: ShareLinkSession;
  fileId: string;
  /** The link shares this one file (read through the link's content), or a folder it is in. */
  sharedFile: boolean;
  /** Back to the folder it was opened from. */
  onBack?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

const NO_MEMBERS: never[] = [];

function ViewerStudio(props: SharedFileViewProps & { file: DriveFile }) {
  const { linkId, session, file } = props;
  const queryClient = useQueryClient();
  const access = session.access;
  const [wantedVersion, setWantedVersion] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const version = shownVersionOf(file, wantedVersion);
  const canComment = access?.allowedActions.includes('comment.write') ?? false;
  const canDownload = access?.allowedActions.includes('download') ?? false;

  const source = useMemo(
    () =>
      version &&
      viewerDiscussionSource({
        linkId,
        fileId: file._id,
        versionId: version.versionId,
        canComment,
        // The store holds the name as soon as it is given, before the page re-renders.
        viewerName: () => shareAccessStore.get(linkId)?.viewerName ?? null,
        queryClient,
        onAccessEnded: session.end,
      }),
    [linkId, file._id, version, canComment, queryClient, session.end],
  );
  if (!version || !source) return <FileUploading />;

  return (
    <ReviewStudio
      file={file}
      version={version}
      onShowVersion={setWantedVersion}
      header={
        <StudioHeaderBar
          as="div"
          title={file.name}
          version={version}
          versionCount={file.versions.length}
          start={
            props.onBack && (
              <HeaderIcon label="Back to the folder (Esc)" onClick={props.onBack}>
                <IconArrowLeft size={20} />
              </HeaderIcon>
            )
          }
          actions={
            canDownload && (
              <DownloadButton
                loading={downloading}
                onClick={() => {
                  setDownloading(true);
                  void shareApi
                    .download(linkId, file)
                    .catch((error: unknown) => {
                      if (isApiError(error) && error.status === 401) session.end(error.message);
                    })
                    .finally(() => setDownloading(false));
                }}
              />
            )
          }
        />
      }
      discussionSource={source}
      members={NO_MEMBERS}
      uploaderName={() => ''}
      canWrite={canComment}
      canReply={false}
      viewerName={canComment ? { name: session.viewerName, onName: session.setViewerName } : undefined}
      showVersions={access?.accessFileVersions ?? false}
      onEscape={props.onBack}
      onPrevious={props.onPrevious}
      onNext={props.onNext}
    />
  );
}

/** A shared file in the read-only studio: the viewer and its comments, no file actions. */
export function SharedFileView(props: SharedFileViewProps) {
  const { linkId, fileId, sharedFile } = props;
  const file = useQuery({
    queryKey: SHARE_KEYS.file(linkId, fileId),
    queryFn: async ({ signal }) => {
      if (!sharedFile) return shareApi.file(linkId, fileId, signal);
      const content = await shareApi.content(linkId, { page: 1, limit: 1 }, signal);
      if (content.assetType !== 'file') throw new Error('The link shares a folder');
      return content.file;
    },
  });
  useEndOnUnauthorized(file.error, props.session.end);

  let content;
  if (file.isError && isApiError(file.error) && file.error.status === 404) {
    content = <FileGone action={props.onBack && { label: 'Back to the folder', onClick: props.onBack }} />;
  } else if (file.isError) {
    content = (
      <div className={studio.centered}>
        <LoadError what="this file" onRetry={() => void file.refetch()} retrying={file.isRefetching} />
      </div>
    );
  } else if (file.isPending) content = <StudioSkeleton />;
  else content = <ViewerStudio key={file.data._id} {...props} file={file.data} />;
  return <main className={classes.fillMain}>{content}</main>;
}
