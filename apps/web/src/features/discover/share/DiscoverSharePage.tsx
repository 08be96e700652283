import {
  DISCOVER_PAGE_DEFAULT,
  isSharedDiscoverAssetType,
  type PublicShareLink,
  type ShareAccess,
} from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
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
import classes from './discover-share.module.css';
import { SharedAdDetails } from './SharedAdDetails.tsx';
import { SharedBrandView } from './SharedBrandView.tsx';

/** How many of a shared brand's ads a page shows. */
export const SHARED_BRAND_PAGE_SIZE = DISCOVER_PAGE_DEFAULT;

const PAGE_PARAM = 'page';

/** This page opens Discover links only; a Creative Hub link reads as missing here. */
const isDiscoverLink = (link: PublicShareLink) => isSharedDiscoverAssetType(link.assetType);

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
  session: ShareLinkSession;
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
  const session = useShareLinkSession(shareLinkId, isDiscoverLink);
  return (
    <ShareLinkGate session={session} showsHere={isDiscoverLink}>
      {(access) => (
        <ShareLayout description={access.description} allowedActions={access.allowedActions}>
          <SharedDiscoverContent linkId={shareLinkId} access={access} session={session} />
        </ShareLayout>
      )}
    </ShareLinkGate>
  );
}
