import { INSPIRATION_PAGE_DEFAULT, type PublicShareLink, type ShareAccess } from '@hookline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { SHARE_KEYS, shareApi } from '../../../api/share-api.ts';
import {
  useEndOnUnauthorized,
  useShareLinkSession,
  type ShareLinkSession,
} from '../../../app/session/use-share-link-session.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { LinkUnavailable } from '../../../ui/share-page/LinkUnavailable.tsx';
import { ShareLayout } from '../../../ui/share-page/ShareLayout.tsx';
import { ShareLinkGate } from '../../../ui/share-page/ShareLinkGate.tsx';
import { withSavedAd, withoutSavedAd } from '../ad-view/ad-view-params.ts';
import { SharedAdDrawer } from './SharedAdDrawer.tsx';
import { SharedBoardSkeleton, SharedBoardView } from './SharedBoardView.tsx';
import classes from './shared-board.module.css';
import { SHARE_PLACE_PARAMS } from './share-paths.ts';

/** Saved ads on one page of a shared board. */
export const SHARED_BOARD_PAGE_SIZE = INSPIRATION_PAGE_DEFAULT;

/** This page opens board links only; another kind of link reads as missing here. */
const isBoardLink = (link: PublicShareLink) => link.assetType === 'board';

/** The board the address is on inside the link (`?board=`, the shared board when left out) and the page. */
function useSharePlace() {
  const [search, setSearch] = useSearchParams();
  const boardId = search.get(SHARE_PLACE_PARAMS.board) ?? undefined;
  const page = Math.max(1, Number(search.get(SHARE_PLACE_PARAMS.page) ?? '1') || 1);
  const go = (change: (params: URLSearchParams) => URLSearchParams | void) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      return change(params) ?? params;
    });
  return {
    boardId,
    page,
    openBoard: (id: string | undefined) =>
      go((params) => {
        const next = withoutSavedAd(params);
        if (id) next.set(SHARE_PLACE_PARAMS.board, id);
        else next.delete(SHARE_PLACE_PARAMS.board);
        next.delete(SHARE_PLACE_PARAMS.page);
        return next;
      }),
    openPage: (next: number) =>
      go((params) => {
        params.set(SHARE_PLACE_PARAMS.page, String(next));
        window.scrollTo({ top: 0 });
      }),
    openAd: (fileId: string) => go((params) => withSavedAd(params, fileId)),
  };
}

function SharedBoardContent({
  linkId,
  access,
  session,
}: {
  linkId: string;
  access: ShareAccess;
  session: ShareLinkSession;
}) {
  const place = useSharePlace();
  const read = { folderId: place.boardId, page: place.page, limit: SHARED_BOARD_PAGE_SIZE };
  const content = useQuery({
    queryKey: SHARE_KEYS.content(linkId, read),
    queryFn: ({ signal }) => shareApi.content(linkId, read, signal),
    placeholderData: keepPreviousData,
  });
  useEndOnUnauthorized(content.error, session.end);
  const withComments = access.allowedActions.includes('comment.write');

  if (content.isError) {
    return (
      <main className={classes.centre}>
        <LoadError what="this board" onRetry={() => void content.refetch()} retrying={content.isRefetching} />
      </main>
    );
  }
  if (content.isPending) {
    return (
      <main className={classes.main}>
        <SharedBoardSkeleton />
      </main>
    );
  }
  const shared = content.data;
  // A link to something else opened at this address: this page shows boards only.
  if (shared.assetType !== 'board') return <LinkUnavailable reason="missing" />;
  return (
    <main className={classes.main}>
      <SharedBoardView
        board={shared.board}
        path={shared.path}
        boards={shared.folders}
        files={shared.files}
        total={shared.total}
        page={place.page}
        pageSize={SHARED_BOARD_PAGE_SIZE}
        withComments={withComments}
        busy={content.isPlaceholderData}
        onOpenBoard={place.openBoard}
        onOpenAd={(file) => place.openAd(file._id)}
        onPage={place.openPage}
      />
      <SharedAdDrawer linkId={linkId} access={access} session={session} />
    </main>
  );
}

/**
 * `/share/inspirations/:shareLinkId`: an Inspiration board shared by link, for anyone without an account.
 * The link's state first (expired, turned off, password), then its gate, then the board, read-only: its
 * sub-boards (opened inside the link), its saved ads, and each ad's view with comments when the link allows.
 */
export function InspirationSharePage() {
  const { shareLinkId = '' } = useParams();
  const session = useShareLinkSession(shareLinkId, isBoardLink);
  return (
    <ShareLinkGate session={session} showsHere={isBoardLink}>
      {(access) => (
        <ShareLayout description={access.description} allowedActions={access.allowedActions}>
          <SharedBoardContent linkId={shareLinkId} access={access} session={session} />
        </ShareLayout>
      )}
    </ShareLinkGate>
  );
}
