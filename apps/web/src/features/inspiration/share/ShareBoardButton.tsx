import type { InspirationBoard } from '@hookline/domain';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { BoardShareDialog } from './BoardShareDialog.tsx';

export interface ShareBoardButtonProps {
  board: Pick<InspirationBoard, '_id' | 'workspaceId' | 'name' | 'allowedActions' | 'isWorkspace'>;
  /** A labelled button ('button', the default) or an icon button named "Share" ('icon'). */
  variant?: 'button' | 'icon';
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Shares a board with a public link: opens the share dialog for it. Shown only where the board's
 * `allowedActions` include `share.manage` (not to guests), and never for a workspace's root.
 */
export function ShareBoardButton({ board, variant = 'button', size = 'sm' }: ShareBoardButtonProps) {
  const [opened, setOpened] = useState(false);
  if (board.isWorkspace || !board.allowedActions.includes('share.manage')) return null;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label="Share">
          <ActionIcon
            variant="default"
            size={size === 'xs' ? 'md' : 'lg'}
            aria-label="Share"
            onClick={() => setOpened(true)}
          >
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          size={size}
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          Share
        </Button>
      )}
      <BoardShareDialog
        target={{ boardId: board._id, workspaceId: board.workspaceId, name: board.name }}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
