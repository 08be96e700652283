import { INSPIRATION_MESSAGES, type InspirationFile, type UpdateInspirationFileBody } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { toast } from '../../../ui/toasts.ts';
import { useCopyAd, useLinkAd, useRemoveAd, useToggleAdMark } from '../dialogs/use-ad-mutations.ts';
import { useInspirationCache } from '../shared/inspiration-cache.ts';
import { savedAdApi } from '../../../api/saved-ad-api.ts';
import { SAVED_AD_KEYS } from './saved-ad-keys.ts';

/** How many times the view reads an ad again while its media is being made, and the first wait. */
const PROCESSING_POLLS = 3;
const PROCESSING_FIRST_DELAY_MS = 10_000;

/**
 * When to read the ad again while a thumbnail or a video's preview is being made (spec section 4,
 * "Thumbnail polling"): at most 3 times, after 10 seconds, then twice as long each time; false once done.
 */
export function processingPollDelay(file: InspirationFile | undefined, reads: number): number | false {
  const polled = Math.max(0, reads - 1);
  if (!file?.assets.some((asset) => asset.processing) || polled >= PROCESSING_POLLS) return false;
  return PROCESSING_FIRST_DELAY_MS * 2 ** polled;
}

/** The saved ad the view shows; null keeps it from being read. */
export function useSavedAd(fileId: string | null) {
  return useQuery({
    queryKey: SAVED_AD_KEYS.file(fileId ?? ''),
    queryFn: ({ signal }) => savedAdApi.file(fileId ?? '', signal),
    enabled: fileId !== null,
    refetchInterval: (query) => processingPollDelay(query.state.data, query.state.dataUpdateCount),
  });
}

/**
 * What a member does to a saved ad from its view, the same calls as a card's menu: each change shows in
 * every list at once and ends in a toast (or the HTTP client's error toast).
 */
export function useSavedAdActions(file: InspirationFile) {
  const cache = useInspirationCache();
  const update = useMutation({
    mutationFn: (body: UpdateInspirationFileBody) => savedAdApi.update(file._id, body),
    onSuccess: (saved) => {
      cache.patchFile(saved._id, saved);
      toast.success(INSPIRATION_MESSAGES.adUpdated);
      // Tags and texts decide which filtered lists hold the ad.
      void cache.refresh();
    },
  });
  return {
    update,
    mark: useToggleAdMark(),
    copyToBoards: useCopyAd(),
    linkToBoards: useLinkAd(),
    removeFromBoard: useRemoveAd(),
  };
}

export type SavedAdActions = ReturnType<typeof useSavedAdActions>;
