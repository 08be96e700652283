import type { InspirationBoard } from '@hookline/domain';
import { ShareBoardButton } from '../share/ShareBoardButton.tsx';

/**
 * Where a board's share button sits in its header: shown only where the server lets the caller share the
 * board (`share.manage`, so never to guests), and never on the workspace's root.
 */
export function BoardShareSlot({ board }: { board: InspirationBoard }) {
  return <ShareBoardButton board={board} />;
}
