import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import type { TreeReorder } from '../../../ui/tree/WorkspaceTree.tsx';
import { toast } from '../../../ui/toasts.ts';
import { inspirationApi } from '../../../api/inspiration-api.ts';
import { INSPIRATION_KEYS } from '../shared/inspiration-keys.ts';
import { useInspirationCache } from '../shared/inspiration-cache.ts';

/** A board as a dialog names it. */
export interface BoardRef {
  _id: string;
  name: string;
}

export function useCreateBoard(workspaceId: string) {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { parentId: string; name: string; description: string | null }) =>
      inspirationApi.createBoard({
        workspaceId,
        parentId: input.parentId === workspaceId ? null : input.parentId,
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
      }),
    onSuccess: () => {
      // The dialog opens the new board next: the toast goes along.
      toast.success(INSPIRATION_MESSAGES.boardCreated, { carryOver: true });
      void cache.refresh();
    },
  });
}

export function useUpdateBoard() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { boardId: string; name: string; description: string | null }) =>
      inspirationApi.updateBoard(input.boardId, { name: input.name, description: input.description }),
    onSuccess: (board) => {
      cache.patchBoard(board._id, { name: board.name, description: board.description });
      toast.success(INSPIRATION_MESSAGES.boardUpdated);
      void cache.refresh();
    },
  });
}

/** Deletes a board with its sub-boards; its saved ads stay in their other boards. */
export function useDeleteBoard() {
  const cache = useInspirationCache();
  return useMutation({
    /** `leaving`: the open board goes too, so the toast follows to the page shown next. */
    mutationFn: (input: { boardId: string; leaving: boolean }) => inspirationApi.deleteBoard(input.boardId),
    onSuccess: (result, { boardId, leaving }) => {
      cache.removeBoard(boardId);
      toast.success(result.message || INSPIRATION_MESSAGES.boardDeleted, { carryOver: leaving });
      void cache.refresh();
    },
  });
}

export function useMoveBoard() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { board: BoardRef; target: BoardRef }) =>
      inspirationApi.moveBoard(input.board._id, input.target._id),
    onSuccess: () => {
      toast.success(INSPIRATION_MESSAGES.boardMoved);
      void cache.refresh();
    },
  });
}

export function useCopyBoard() {
  const cache = useInspirationCache();
  return useMutation({
    mutationFn: (input: { board: BoardRef; target: BoardRef }) =>
      inspirationApi.copyBoard(input.board._id, input.target._id),
    onSuccess: (result) => {
      toast.success(result.message || INSPIRATION_MESSAGES.boardCopied);
      void cache.refresh();
    },
  });
}

/** Puts a board before a sibling (null: last), moving it into another board first when it comes from elsewhere. */
export function useReorderBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TreeReorder) => {
      if (input.moveInto !== undefined) await inspirationApi.moveBoard(input.id, input.moveInto);
      return inspirationApi.reorderBoard(input.id, input.beforeId);
    },
    onSuccess: (_result, input) => {
      toast.success(input.moveInto === undefined ? 'Board order saved' : INSPIRATION_MESSAGES.boardMoved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSPIRATION_KEYS.workspace(workspaceId) }),
  });
}

type Mark = 'favourite' | 'watch';

/** The words a mark's change ends in; `{name}` is the board's or the ad's. */
export const MARK_WORDS: Record<Mark, [on: string, off: string]> = {
  favourite: ['Added to favourites', 'Removed from favourites'],
  watch: ['You’re watching “{name}”: you’ll hear of new ads and comments', 'Stopped watching “{name}”'],
};

/** Favourite or watch a board: shown at once, undone if the server refuses. */
export function useToggleBoardMark() {
  const cache = useInspirationCache();
  const patch = (boardId: string, mark: Mark, on: boolean) =>
    cache.patchBoard(boardId, mark === 'favourite' ? { isFavourite: on } : { isWatched: on });
  return useMutation({
    mutationFn: ({ board, mark, on }: { board: BoardRef; mark: Mark; on: boolean }): Promise<unknown> =>
      mark === 'favourite'
        ? inspirationApi.favouriteBoard(board._id, on)
        : inspirationApi.watchBoard(board._id, on),
    onMutate: async ({ board, mark, on }) => {
      await cache.settle();
      patch(board._id, mark, on);
    },
    onError: (_error, { board, mark, on }) => patch(board._id, mark, !on),
    onSuccess: (_result, { board, mark, on }) =>
      toast.success(MARK_WORDS[mark][on ? 0 : 1].replace('{name}', board.name)),
    onSettled: (_result, _error, { mark }) => {
      // A favourites-only list may now hold one more or one fewer.
      if (mark === 'favourite') void cache.refresh();
    },
  });
}
