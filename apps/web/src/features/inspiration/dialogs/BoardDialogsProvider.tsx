import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useDialogSwitch } from '../../../ui/use-dialog-switch.ts';
import { adName } from '../ad-view/saved-ad-format.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { useBoardTree } from '../shared/inspiration-queries.ts';
import { UploadAdDialog } from '../uploads/UploadAdDialog.tsx';
import { AdBoardsDialog } from './AdBoardsDialog.tsx';
import { BoardDialogsContext, type BoardDialog } from './board-dialogs-context.ts';
import { BoardFormDialog } from './BoardFormDialog.tsx';
import { BoardTargetDialog } from './BoardTargetDialog.tsx';
import { deleteBoardWords } from './delete-board-words.ts';
import { ancestorsOf } from '../../../ui/tree-drop.ts';
import { useCopyAd, useLinkAd, useRemoveAd } from './use-ad-mutations.ts';
import {
  useCopyBoard,
  useCreateBoard,
  useDeleteBoard,
  useMoveBoard,
  useUpdateBoard,
} from './use-board-mutations.ts';

/**
 * Inspiration's dialogs, once for a page: the panel's tree, the board's header, its cards and the saved ads'
 * menus open them through `useBoardDialogs`. `workspaceId` is the workspace whose boards are made and
 * changed here; a saved ad's copy and link read the ad's own workspace.
 */
export function BoardDialogsProvider({
  workspaceId,
  children,
}: {
  workspaceId: string;
  children: ReactNode;
}) {
  const { opener, close, finish, is, isOpen } = useDialogSwitch<BoardDialog>();
  const navigate = useNavigate();
  const { folderId: openBoardId } = useParams();
  const tree = useBoardTree(workspaceId);

  const create = useCreateBoard(workspaceId);
  const update = useUpdateBoard();
  const remove = useDeleteBoard();
  const move = useMoveBoard();
  const copy = useCopyBoard();
  const copyAd = useCopyAd();
  const linkAd = useLinkAd();
  const removeAd = useRemoveAd();

  /** Whether deleting this board takes the open board with it (it, or a board above it). */
  const takesOpenBoard = (boardId: string) =>
    openBoardId !== undefined &&
    (openBoardId === boardId ||
      (tree.data !== undefined && ancestorsOf(tree.data, openBoardId).includes(boardId)));
  /** Where to go once the open board is deleted: its parent, or the workspace's boards. */
  const parentOf = (boardId: string): string | null => {
    if (!tree.data) return null;
    const [parent] = ancestorsOf(tree.data, boardId);
    return parent && parent !== workspaceId ? parent : null;
  };

  const newBoard = is('new-board');
  const editing = is('edit-board');
  const deleting = is('delete-board');
  const moving = is('move-board');
  const copying = is('copy-board');
  const copyingAd = is('copy-ad');
  const linkingAd = is('link-ad');
  const removingAd = is('remove-ad');
  const uploading = is('upload-ad');

  return (
    <BoardDialogsContext.Provider value={opener}>
      {children}
      <BoardFormDialog
        opened={isOpen('new-board')}
        title={
          newBoard && newBoard.parent._id !== workspaceId
            ? `New board in “${newBoard.parent.name}”`
            : 'New board'
        }
        submitLabel="Create board"
        pending={create.isPending}
        onClose={close}
        onSubmit={(values) =>
          newBoard &&
          create.mutate(
            { parentId: newBoard.parent._id, ...values },
            {
              onSuccess: (board) => {
                finish();
                void navigate(inspirationPaths.board(workspaceId, board._id));
              },
            },
          )
        }
      />
      <BoardFormDialog
        opened={isOpen('edit-board')}
        title="Edit board"
        submitLabel="Save"
        initial={editing?.board}
        pending={update.isPending}
        onClose={close}
        onSubmit={(values) =>
          editing && update.mutate({ boardId: editing.board._id, ...values }, { onSuccess: finish })
        }
      />
      <ConfirmDialog
        opened={isOpen('delete-board')}
        title="Delete board?"
        confirmLabel="Delete board"
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (!deleting) return;
          const boardId = deleting.board._id;
          const leaving = takesOpenBoard(boardId);
          const next = parentOf(boardId);
          remove.mutate(
            { boardId, leaving },
            {
              onSuccess: () => {
                finish();
                if (leaving) void navigate(inspirationPaths.board(workspaceId, next));
              },
            },
          );
        }}
      >
        {deleting && deleteBoardWords(deleting.board)}
      </ConfirmDialog>
      <BoardTargetDialog
        opened={isOpen('move-board')}
        mode="move"
        workspaceId={workspaceId}
        board={moving?.board ?? null}
        pending={move.isPending}
        onClose={close}
        onConfirm={(target) => moving && move.mutate({ board: moving.board, target }, { onSuccess: finish })}
      />
      <BoardTargetDialog
        opened={isOpen('copy-board')}
        mode="copy"
        workspaceId={workspaceId}
        board={copying?.board ?? null}
        pending={copy.isPending}
        onClose={close}
        onConfirm={(target) =>
          copying && copy.mutate({ board: copying.board, target }, { onSuccess: finish })
        }
      />
      <AdBoardsDialog
        opened={isOpen('copy-ad')}
        mode="copy"
        file={copyingAd?.file ?? null}
        pending={copyAd.isPending}
        onClose={close}
        onConfirm={(boardIds) =>
          copyingAd && copyAd.mutate({ fileId: copyingAd.file._id, boardIds }, { onSuccess: finish })
        }
      />
      <AdBoardsDialog
        opened={isOpen('link-ad')}
        mode="link"
        file={linkingAd?.file ?? null}
        pending={linkAd.isPending}
        onClose={close}
        onConfirm={(boardIds) =>
          linkingAd && linkAd.mutate({ fileId: linkingAd.file._id, boardIds }, { onSuccess: finish })
        }
      />
      <ConfirmDialog
        opened={isOpen('remove-ad')}
        title="Remove from board?"
        confirmLabel="Remove"
        danger
        loading={removeAd.isPending}
        onClose={close}
        onConfirm={() =>
          removingAd &&
          removeAd.mutate(
            { fileId: removingAd.file._id, folderId: removingAd.board._id },
            { onSuccess: finish },
          )
        }
      >
        {removingAd && removeAdWords(removingAd.file, removingAd.board.name)}
      </ConfirmDialog>
      <UploadAdDialog
        opened={isOpen('upload-ad')}
        workspaceId={workspaceId}
        board={uploading?.board ?? null}
        onClose={close}
      />
    </BoardDialogsContext.Provider>
  );
}

function removeAdWords(
  file: { folderIds: string[]; page_name: string; brand: { name: string } | null },
  boardName: string,
) {
  const name = adName(file);
  return file.folderIds.length > 1
    ? `The ${name} ad will be taken out of “${boardName}”. It stays in its other boards.`
    : `“${boardName}” is the only board the ${name} ad is in, so it will be deleted with its comments. This can’t be undone.`;
}
