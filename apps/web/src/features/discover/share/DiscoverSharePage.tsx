import { DISCOVER_PAGE_DEFAULT, isSharedDiscoverAssetType, type ShareAccess } from '@hookline/domain';
import { Loader, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { SHARE_KEYS, shareApi } from '../../../api/share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { LinkUnavailable } from '../../../ui/share-page/LinkUnavailable.tsx';
import { PasswordGate } from '../../../ui/share-page/PasswordGate.tsx';
import { ShareLayout } from '../../../ui/share-page/ShareLayout.tsx';
import classes from './discover-share.module.css';
import { SharedAdDetails } from './SharedAdDetails.tsx';
import { SharedBrandView } from './SharedBrandView.tsx';
import {
  useDiscoverShareSession,
  useEndOnUnauthorized,
  type DiscoverShareSession,
} from './use-discover-share-session.ts';

/** How many of a shared brand's ads a page shows. */
export const SHARED_BRAND_PAGE_SIZE = DISCOVER_PAGE_DEFAULT;

const PAGE_PARAM = 'page';

function Opening() {
  return (
    <main className={classes.centre} aria-busy="true" aria-label="Opening the link">
      <Loader />
    </main>
  );
}

function ContentSkeleton() {
  return (
    <main className={classes.main} aria-busy="true" aria-label="Loading what was shared">
      <Stack gap="md">
        <Skeleton h={32} w="40%" />
        <Skeleton h={20} w="60%" />
        <Skeleton h={420} />
      </Stack>
    </main>
  );
}

/** What the link shares, read with the viewer's token: the ad, or the brand and a page of its ads. */
function SharedDiscoverContent({
  linkId,
  access,
  session,
}: {
  linkId: string;
  access: ShareAccess;
  session: DiscoverShareSession;
}) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get(PAGE_PARAM) ?? '1') || 1);
  const place = { page, limit: SHARED_BRAND_PAGE_SIZE };
  const content = useQuery({
    queryKey: SHARE_KEYS.content(linkId, place),
    queryFn: ({ signal }) => shareApi.content(linkId, place, signal),
    placeholderData: keepPreviousData,
  });
  useEndOnUnauthorized(content.error, session.end);
  const downloadable = access.allowedActions.includes('download');

  if (content.isError) {
    return (
      <main className={classes.centre}>
        <LoadError
          what="what was shared"
          onRetry={() => void content.refetch()}
          retrying={content.isRefetching}
        />
      </main>
    );
  }
  if (content.isPending) return <ContentSkeleton />;
  const shared = content.data;
  if (shared.assetType === 'discover') {
    return (
      <main className={classes.main}>
        <SharedAdDetails ad={shared.ad} downloadable={downloadable} />
      </main>
    );
  }
  if (shared.assetType === 'discover_brand') {
    return (
      <main className={classes.main}>
        <SharedBrandView
          brand={shared.brand}
          ads={shared.ads}
          total={shared.total}
          page={page}
          pageSize={SHARED_BRAND_PAGE_SIZE}
          onPage={(next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              params.set(PAGE_PARAM, String(next));
              return params;
            })
          }
          downloadable={downloadable}
        />
      </main>
    );
  }
  // A Creative Hub link opened at this address: this page shows Discover items only.
  return <LinkUnavailable reason="missing" />;
}

/**
 * `/share/inspirations/discover/:shareLinkId`: a Discover ad or brand shared by link, for anyone without an
 * account. The link's state first (expired, turned off, password), then its gate, then what it shares,
 * read-only.
 */
export function DiscoverSharePage() {
  const { shareLinkId = '' } = useParams();
  const session = useDiscoverShareSession(shareLinkId);
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
  if (!isSharedDiscoverAssetType(link.assetType)) {
    return (
      <ShareLayout>
        <LinkUnavailable reason="missing" />
      </ShareLayout>
    );
  }
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
  return (
    <ShareLayout description={access.description}>
      <SharedDiscoverContent linkId={shareLinkId} access={access} session={session} />
    </ShareLayout>
  );
}
