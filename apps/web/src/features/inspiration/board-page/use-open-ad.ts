import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { savedAdIdOf, withoutSavedAd, withSavedAd } from '../ad-view/ad-view-params.ts';

/**
 * Opens and closes a saved ad over the page it is listed on, through the address: `?ad=<fileId>` and
 * `&asset=<index>` (the saved-ad view reads the same). Opening is a step in the history, so Back closes it.
 */
export function useOpenAd() {
  const [search, setSearch] = useSearchParams();
  const open = useCallback(
    (fileId: string, assetIndex = 0) => setSearch((current) => withSavedAd(current, fileId, assetIndex)),
    [setSearch],
  );
  const close = useCallback(
    () => setSearch((current) => withoutSavedAd(current), { replace: true }),
    [setSearch],
  );
  return { openAdId: savedAdIdOf(search), open, close };
}
