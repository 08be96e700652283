import { INSPIRATION_MESSAGES, type InspirationFile } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { toast } from '../../../ui/toasts.ts';
import { savedAdApi } from '../../../api/saved-ad-api.ts';
import { adName } from '../ad-view/saved-ad-format.ts';
import { useInspirationCache } from '../shared/inspiration-cache.ts';
import { MARK_WORDS } from './use-board-mutations.ts';

type AdRef = Pick<InspirationFile, '_id' | 'page_name' | 'brand'>;

/** Favourite or watch a saved ad: shown at once, undone if the server refuses. */
export function useToggleAdMark() {
  const cache = useInspirationCache();
  const patch = (fileId: string, mark: 'favourite' | 'watch', on: boolean) =>
    cache.patchFile(fileId, mark === 'favourite' ? { isFavourite: on } : { isWatched: on });
  return useMutation({
    mutationFn: ({
      file,
      mark,
      on,
    }: {
      file: AdRef;
      mark: 'favourite' | 'watch';
      on: boolean;
    }): Promise<unknown> =>
      mark === 'favourite' ? savedAdApi.favourite(file._id, on) : savedAdApi.watch(file._id, on),
    onMutate: async ({ file, mark, on }) => {
      await cache.settle();
      patch(file._id, mark, on);
    },
    onError: (_error, { file, mark, on }) => patch(file._id, mark, !on),
    onSuccess: (_result, { file, mark, on }) =>
      toast.success(MARK_WORDS[mark][on ? 0 : 1].replace('{name}', adName(file))),
    onSettled: (_result, _error, { mark }) => {
      if (mark === 'favourite') void cache.refresh();
    },
  });
}

/** A copy of its own (without the comments) in each chosen board. */
export function useCopyAd() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { fileId: string; boardIds: string[] }) =>
      savedAdApi.copyToBoards(input.fileId, input.boardIds),
    onSuccess: (result) => {
      toast.success(result.message || INSPIRATION_MESSAGES.adCopied);
      void cache.refresh();
    },
  });
}

/** The same ad shown in more boards (its comments go with it everywhere). */
export function useLinkAd() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { fileId: string; boardIds: string[] }) =>
      savedAdApi.linkToBoards(input.fileId, input.boardIds),
    onSuccess: (result) => {
      toast.success(result.message ?? INSPIRATION_MESSAGES.adLinked);
      void cache.refresh();
    },
  });
}

/** Takes a saved ad out of one board; out of its last board, it is deleted. */
export function useRemoveAd() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { fileId: string; folderId: string }) => savedAdApi.removeFromBoard(input),
    onSuccess: (result, input) => {
      cache.removeFileFromBoard(input.fileId, input.folderId);
      toast.success(result.message ?? INSPIRATION_MESSAGES.adDeleted);
      void cache.refresh();
    },
  });
}
