import type { ReactNode } from 'react';
import { enqueueUploads } from '../../../app/session/uploads/upload-store.ts';
import { toast } from '../../../ui/toasts.ts';
import { FileDropZone, type DroppedFiles } from '../../../ui/uploads/FileDropZone.tsx';
import { planFromEntries } from '../shared/uploads/dropped-folders.ts';
import { uploadPlanInto } from '../shared/uploads/upload-folders.ts';
import classes from './folder.module.css';

interface DropAreaProps {
  /** Where dropped files go; null: this caller can't upload here, and drops are not taken. */
  target: { workspaceId: string; folderId: string; folderName: string } | null;
  children: ReactNode;
}

/** Uploads what is dropped: files, and whole folders, whose sub-folders are created first. */
export async function uploadDropped(
  transfer: DroppedFiles,
  target: { workspaceId: string; folderId: string },
): Promise<void> {
  const hasFolders = transfer.entries.some((entry) => entry.isDirectory);
  if (!hasFolders) {
    enqueueUploads(transfer.files, { kind: 'drive', ...target });
    return;
  }
  try {
    const plan = await planFromEntries(transfer.entries);
    const { uploads, folders } = await uploadPlanInto(plan, target);
    if (folders > 0) {
      toast.info(
        `${folders} ${folders === 1 ? 'folder' : 'folders'} created; ${uploads} ${uploads === 1 ? 'file' : 'files'} uploading`,
      );
    }
  } catch (error) {
    // A folder the API refused has already said why; reading the drop itself fails only in the browser.
    if (error instanceof DOMException) toast.error('The dropped folder could not be read. Please try again.');
  }
}

/** The folder's area as a drop target for files and folders from the computer. */
export function DropArea({ target, children }: DropAreaProps) {
  return (
    <FileDropZone
      className={classes.dropArea}
      label={target ? `Drop files or folders to upload them to “${target.folderName}”` : ''}
      onDrop={target ? (dropped) => void uploadDropped(dropped, target) : null}
    >
      {children}
    </FileDropZone>
  );
}
