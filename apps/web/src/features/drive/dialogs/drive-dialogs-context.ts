import { createContext, useContext } from 'react';
import type { DialogOpener } from '../../../ui/use-dialog-switch.ts';
import type { ShareTarget } from '../shared/share/ShareDialog.tsx';
import type { FolderRef, ItemRef, Selection } from './use-drive-mutations.ts';

/** A dialog of the Creative Hub, with what it acts on. */
export type DriveDialog =
  | { kind: 'new-folder'; parent: ItemRef }
  | { kind: 'rename'; itemKind: 'folder' | 'file'; item: ItemRef }
  | ({ kind: 'delete' } & Selection)
  | ({ kind: 'move'; from: string } & Selection)
  | { kind: 'share'; target: ShareTarget }
  | { kind: 'file-collect'; folder: ItemRef }
  | { kind: 'team-chat'; folder: ItemRef & { hasChatConnection: boolean } }
  | { kind: 'add-tags'; files: readonly ItemRef[] }
  | { kind: 'zip'; folders: readonly FolderRef[]; files: readonly ItemRef[]; name: string };

export type DriveDialogs = DialogOpener<DriveDialog>;

export const DriveDialogsContext = createContext<DriveDialogs | null>(null);

export function useDriveDialogs(): DriveDialogs {
  const dialogs = useContext(DriveDialogsContext);
  if (!dialogs) throw new Error('useDriveDialogs is used outside DriveDialogsProvider');
  return dialogs;
}
