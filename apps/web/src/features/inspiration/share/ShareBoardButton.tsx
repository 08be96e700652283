import type { InspirationBoard } from '@hookline/domain';
import { useState } from 'react';
import { ShareButton, type ShareButtonLook } from '../../../ui/share-dialog/ShareButton.tsx';
import { BoardShareDialog } from './BoardShareDialog.tsx';

export interface ShareBoardButtonProps extends ShareButtonLook {
  board: Pick<InspirationBoard, '_id' | 'workspaceId' | 'name' | 'allowedActions' | 'isWorkspace'>;
}

/**
 * Shares a board with a public link: opens the share dialog for it. Shown only where the board's
 * `allowedActions` include `share.manage` (not to guests), and never for a workspace's root.
 */
export function ShareBoardButton({ board, variant, size }: ShareBoardButtonProps) {
  const [opened, setOpened] = useState(false);
  if (board.isWorkspace || !board.allowedActions.includes('share.manage')) return null;
  return (
    <>
      <ShareButton variant={variant} size={size} onOpen={() => setOpened(true)} />
      <BoardShareDialog
        target={{ boardId: board._id, workspaceId: board.workspaceId, name: board.name }}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
