import type { InspirationFile, ShareAccess } from '@hookline/domain';
import { Drawer, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { shareAccessStore } from '../../../api/share-api.ts';
import { useEndOnUnauthorized, type ShareLinkSession } from '../../../app/session/use-share-link-session.ts';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import {
  assetIndexOf,
  savedAdIdOf,
  stepAssetIndex,
  withoutSavedAd,
  withSavedAd,
} from '../ad-view/ad-view-params.ts';
import { AdViewDrawer } from '../ad-view/AdViewDrawer.tsx';
import { AdViewState } from '../ad-view/AdViewStates.tsx';
import { AssetComments } from '../ad-view/comments/AssetComments.tsx';
import { openCount } from '../../../ui/discussion/discussion-changes.ts';
import { useAssetDiscussions, useDiscussionActions } from '../ad-view/comments/use-asset-discussions.ts';
import { AdTextSection, SavedAdFacts } from '../ad-view/details/SavedAdFacts.tsx';
import { SavedAdBody, shownAssetLabel } from '../ad-view/SavedAdBody.tsx';
import { SavedAdHeader } from '../ad-view/SavedAdHeader.tsx';
import { downloadName } from '../ad-view/saved-ad-format.ts';
import { sharedAdApi } from '../../../api/board-share-api.ts';
import { SHARED_AD_KEYS } from './board-share-keys.ts';
import { viewerDiscussionSource } from './viewer-discussion-source.ts';

interface SharedAdDrawerProps {
  linkId: string;
  access: ShareAccess;
  session: ShareLinkSession;
}

/** A saved ad of a shared board, opened by `?ad=` (and `&asset=`), read-only: its media, facts and comments. */
export function SharedAdDrawer({ linkId, access, session }: SharedAdDrawerProps) {
  const [search, setSearch] = useSearchParams();
  const fileId = savedAdIdOf(search);
  const [shownId, setShownId] = useState(fileId);
  if (fileId && fileId !== shownId) setShownId(fileId);
  const shared = useQuery({
    queryKey: SHARED_AD_KEYS.file(linkId, shownId ?? ''),
    queryFn: ({ signal }) => sharedAdApi.file(linkId, shownId ?? '', signal),
    enabled: shownId !== null,
  });
  useEndOnUnauthorized(shared.error, session.end);
  const file = shared.data?.file;
  const count = file?.assets.length ?? 0;
  const assetIndex = assetIndexOf(search, count);

  const close = () => setSearch((current) => withoutSavedAd(current));
  const pickAsset = (index: number) => {
    if (fileId) setSearch((current) => withSavedAd(current, fileId, index), { replace: true });
  };

  return (
    <AdViewDrawer
      opened={fileId !== null}
      onClose={close}
      onStep={(step) => {
        if (count > 1) pickAsset(stepAssetIndex(assetIndex, step, count));
      }}
    >
      {file ? (
        <ViewerSavedAd
          linkId={linkId}
          access={access}
          session={session}
          file={file}
          assetIndex={assetIndex}
          onPickAsset={pickAsset}
        />
      ) : (
        <AdViewState
          state={
            isApiError(shared.error) && shared.error.status === 404
              ? 'missing'
              : shared.isError
                ? 'error'
                : 'loading'
          }
          onClose={close}
          onRetry={() => void shared.refetch()}
          retrying={shared.isFetching}
          backLabel="Back to the board"
        />
      )}
    </AdViewDrawer>
  );
}

function ViewerSavedAd({
  linkId,
  access,
  session,
  file,
  assetIndex,
  onPickAsset,
}: SharedAdDrawerProps & {
  file: InspirationFile;
  assetIndex: number;
  onPickAsset: (index: number) => void;
}) {
  const queryClient = useQueryClient();
  const canComment = access.allowedActions.includes('comment.write');
  const downloadable = access.allowedActions.includes('download');
  const { viewerName, setViewerName, end } = session;
  const source = useMemo(
    () =>
      viewerDiscussionSource({
        linkId,
        fileId: file._id,
        assetIndex,
        canComment,
        // Read when a comment is sent: the name may have been typed a moment before.
        viewerName: () => shareAccessStore.get(linkId)?.viewerName ?? null,
        queryClient,
        onAccessEnded: end,
      }),
    [linkId, file._id, assetIndex, canComment, queryClient, end],
  );
  const discussions = useAssetDiscussions(source);
  const actions = useDiscussionActions(source, assetIndex);
  const asset = file.assets[assetIndex];
  const label = shownAssetLabel(file, assetIndex);
  const href = asset && downloadable ? safeImageUrl(asset.url) : null;
  const live = discussions.data && openCount(discussions.data);

  return (
    <>
      <Drawer.Header>
        <SavedAdHeader
          file={file}
          actions={{
            download:
              asset && href
                ? {
                    href,
                    name: downloadName({
                      pageName: file.page_name,
                      index: assetIndex,
                      count: file.assets.length,
                      url: asset.url,
                      type: asset.type,
                    }),
                    label: `Download ${label}`,
                  }
                : undefined,
          }}
        />
        <Drawer.CloseButton aria-label="Close the ad" data-autofocus />
      </Drawer.Header>
      <Drawer.Body>
        <SavedAdBody
          file={file}
          assetIndex={assetIndex}
          onPickAsset={onPickAsset}
          openCounts={file.assets.map((item, index) =>
            index === assetIndex && live !== undefined ? live : item.openDiscussionCount,
          )}
          details={
            <Stack gap="lg">
              <SavedAdFacts file={file} withoutSaver />
              {file.description && (
                <AdTextSection title="Note from the team">{file.description}</AdTextSection>
              )}
            </Stack>
          }
          comments={
            canComment ? (
              <AssetComments
                key={assetIndex}
                assetLabel={label}
                query={discussions}
                actions={actions}
                members={[]}
                viewerName={{ name: viewerName, onName: setViewerName }}
              />
            ) : null
          }
        />
      </Drawer.Body>
    </>
  );
}
