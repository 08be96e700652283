import { useParams, useSearchParams } from 'react-router';
import { useShareLinkSession, type ShareLinkSession } from '../../../app/session/use-share-link-session.ts';
import { ShareLayout } from '../../../ui/share-page/ShareLayout.tsx';
import { ShareLinkGate } from '../../../ui/share-page/ShareLinkGate.tsx';
import { SharedFileView } from './SharedFileView.tsx';
import { SharedFolderView, useSharedFolder } from './SharedFolderView.tsx';

/** The page's place inside the link: a folder of it, a page of that folder, a file opened from it. */
const PLACE = { folder: 'folder', file: 'file', page: 'page' } as const;

/** A folder link: the folder's pages, or one of its files in the read-only studio. */
function SharedFolderLink({ linkId, session }: { linkId: string; session: ShareLinkSession }) {
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
      <ShareLayout
        description={session.access?.description}
        allowedActions={session.access?.allowedActions}
        fill
      >
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
    <ShareLayout description={session.access?.description} allowedActions={session.access?.allowedActions}>
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
  const session = useShareLinkSession(shareLinkId);
  return (
    <ShareLinkGate session={session}>
      {(access) =>
        access.assetType === 'file' ? (
          <ShareLayout description={access.description} allowedActions={access.allowedActions} fill>
            <SharedFileView linkId={shareLinkId} session={session} fileId={access.assetId} sharedFile />
          </ShareLayout>
        ) : (
          <SharedFolderLink linkId={shareLinkId} session={session} />
        )
      }
    </ShareLinkGate>
  );
}
