import type { ReactNode } from 'react';
import { SaveToBoardButton } from '../../features/save-to-board/index.ts';
import { SaveToBoardProvider, type RenderSaveToBoard } from '../../ui/save-to-board-slot.tsx';

const renderSaveToBoard: RenderSaveToBoard = (props) => <SaveToBoardButton {...props} />;

/**
 * Discover's pages with "Save to board" on their ads' cards and details: the button is the save-to-board
 * feature's, which Discover may not import, so the app hands it in through the slot in ui/.
 */
export function WithSaveToBoard({ children }: { children: ReactNode }) {
  return <SaveToBoardProvider value={renderSaveToBoard}>{children}</SaveToBoardProvider>;
}
