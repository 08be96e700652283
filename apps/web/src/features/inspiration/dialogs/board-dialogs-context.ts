import type { InspirationFile } from '@hookline/domain';
import { createContext, useContext } from 'react';
import type { DialogOpener } from '../../../ui/use-dialog-switch.ts';
import type { BoardRef } from './use-board-mutations.ts';

/** A dialog of Inspiration, with what it acts on. */
export type BoardDialog =
  /** A new board in `parent` (the workspace's id for a top board). */
  | { kind: 'new-board'; parent: BoardRef }
  | { kind: 'edit-board'; board: BoardRef & { description: string | null } }
  | { kind: 'delete-board'; board: BoardRef & { items: number } }
  | { kind: 'move-board'; board: BoardRef }
  | { kind: 'copy-board'; board: BoardRef }
  | { kind: 'copy-ad'; file: InspirationFile }
  | { kind: 'link-ad'; file: InspirationFile }
  /** Takes the ad out of the board `board`. */
  | { kind: 'remove-ad'; file: InspirationFile; board: BoardRef }
  | { kind: 'upload-ad'; board: BoardRef };

export type BoardDialogs = DialogOpener<BoardDialog>;

export const BoardDialogsContext = createContext<BoardDialogs | null>(null);

export function useBoardDialogs(): BoardDialogs {
  const dialogs = useContext(BoardDialogsContext);
  if (!dialogs) throw new Error('useBoardDialogs is used outside BoardDialogsProvider');
  return dialogs;
}
