import { Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { LinkUnavailable } from '../../../ui/share-page/LinkUnavailable.tsx';
import { PasswordGate } from '../../../ui/share-page/PasswordGate.tsx';
import { ShareLayout } from '../../../ui/share-page/ShareLayout.tsx';
import classes from './share-page.module.css';
import { SharedFileView } from './SharedFileView.tsx';
import { SharedFolderView, useSharedFolder } from './SharedFolderView.tsx';
import { useShareSession, type ShareSession } from './use-share-session.ts';

/** The page's place inside the link: a folder of it, a page of that folder, a file opened from it. */
const PLACE = { folder: 'folder', file: 'file', page: 'page' } as const;

function Opening() {
  return (
    <main className={classes.centre} aria-busy="true" aria-label="Opening the link">
      <Loader />
    </main>
  );
}

/** A folder link: the folder's pages, or one of its files in the read-only studio. */
function SharedFolderLink({ linkId, session }: { linkId: string; session: ShareSession }) {
  const [search, setSearch] = useSearchParams();
  const folderId = search.get(PLACE.folder) ?? undefined;
  const fileId = search.get(PLACE.file);
  const page = Math.max(1, Number(search.get(PLACE.page) ?? '1') || 1);
  const listed = useSharedFolder(linkId, folderId, page);
  const files = listed.data?.assetType === 'folder' ? listed.data.files : [];

  const go = (change: (params: URLSearchParams) => void) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      change(params);
      return params;
    });
  const openFile = (id: string) => go((params) => params.set(PLACE.file, id));

  if (fileId) {
    const index = files.findIndex((file) => file._id === fileId);
    const previous = index > 0 ? files[index - 1] : undefined;
    const next = index >= 0 ? files[index + 1] : undefined;
    return (
      <ShareLayout description={session.access?.description} fill>
        <SharedFileView
          key={fileId}
          linkId={linkId}
          session={session}
          fileId={fileId}
          sharedFile={false}
          onBack={() => go((params) => params.delete(PLACE.file))}
          onPrevious={previous && (() => openFile(previous._id))}
          onNext={next && (() => openFile(next._id))}
        />
      </ShareLayout>
    );
  }
  return (
    <ShareLayout description={session.access?.description}>
      <SharedFolderView
        linkId={linkId}
        session={session}
        folderId={folderId}
        page={page}
        onOpenFolder={(id) =>
          go((params) => {
            if (id) params.set(PLACE.folder, id);
            else params.delete(PLACE.folder);
            params.delete(PLACE.page);
            params.delete(PLACE.file);
          })
        }
        onOpenFile={openFile}
        onPage={(next) => go((params) => params.set(PLACE.page, String(next)))}
      />
    </ShareLayout>
  );
}

/**
 * `/share/drive/:shareLinkId`: a Creative Hub folder or file shared by link, for anyone without an account.
 * The link's state first (expired, turned off, password), then its gate, then what it shares, read-only.
 */
export function SharePage() {
  const { shareLinkId = '' } = useParams();
  const session = useShareSession(shareLinkId);
  const { state, access } = session;
  useDocumentTitle(access?.description ? `${access.description} · Hookline` : 'Shared with you · Hookline');

  if (state.isError) {
    if (isApiError(state.error) && state.error.status === 404) {
      return (
        <ShareLayout>
          <LinkUnavailable reason="missing" />
        </ShareLayout>
      );
    }
    return (
      <ShareLayout>
        <main className={classes.centre}>
          <LoadError what="this link" onRetry={() => void state.refetch()} retrying={state.isRefetching} />
        </main>
      </ShareLayout>
    );
  }
  if (state.isPending) {
    return (
      <ShareLayout>
        <Opening />
      </ShareLayout>
    );
  }
  const link = state.data;
  if (link.state !== 'active') {
    return (
      <ShareLayout>
        <LinkUnavailable reason={link.state} message={link.message} />
      </ShareLayout>
    );
  }
  if (!access) {
    const refused = session.opening.error;
    const waiting = !link.passwordProtected && !session.gateMessage && !session.opening.isError;
    return (
      <ShareLayout>
        {waiting ? (
          <Opening />
        ) : (
          <PasswordGate
            passwordProtected={link.passwordProtected}
            notice={session.gateMessage}
            error={refused ? refused.message : null}
            opening={session.opening.isPending}
            onOpen={session.openWith}
          />
        )}
      </ShareLayout>
    );
  }
  if (access.assetType === 'file') {
    return (
      <ShareLayout description={access.description} fill>
        <SharedFileView linkId={shareLinkId} session={session} fileId={access.assetId} sharedFile />
      </ShareLayout>
    );
  }
  return <SharedFolderLink linkId={shareLinkId} session={session} />;
}
