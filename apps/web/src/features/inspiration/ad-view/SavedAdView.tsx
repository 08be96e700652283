import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { assetIndexOf, savedAdIdOf, stepAssetIndex, withoutSavedAd, withSavedAd } from './ad-view-params.ts';
import { AdViewDrawer } from './AdViewDrawer.tsx';
import { AdViewState } from './AdViewStates.tsx';
import { MemberSavedAd } from './MemberSavedAd.tsx';
import { useSavedAd } from './use-saved-ad.ts';

/**
 * A saved ad, opened on a board page by `?ad=<fileId>` (and `&asset=<index>` for the image or video shown):
 * a drawer from the right, resizable up to 90% of the window, with the ad's media, details and each asset's
 * comments. It reads the address itself, and closes by taking `ad` and `asset` out of it. Escape closes it;
 * ← and → switch assets.
 */
export function SavedAdView() {
  const [search, setSearch] = useSearchParams();
  const { folderId: routeBoardId } = useParams();
  const fileId = savedAdIdOf(search);
  // The last ad stays in the drawer while it closes, so its content does not vanish mid-transition.
  const [shownId, setShownId] = useState(fileId);
  if (fileId && fileId !== shownId) setShownId(fileId);
  const ad = useSavedAd(shownId);
  const file = ad.data;
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
        <MemberSavedAd
          file={file}
          assetIndex={assetIndex}
          boardId={routeBoardId && file.folderIds.includes(routeBoardId) ? routeBoardId : file.folderId}
          onPickAsset={pickAsset}
          onRemoved={close}
        />
      ) : (
        <AdViewState
          state={
            isApiError(ad.error) && ad.error.status === 404 ? 'missing' : ad.isError ? 'error' : 'loading'
          }
          onClose={close}
          onRetry={() => void ad.refetch()}
          retrying={ad.isFetching}
          backLabel="Back to the board"
        />
      )}
    </AdViewDrawer>
  );
}
