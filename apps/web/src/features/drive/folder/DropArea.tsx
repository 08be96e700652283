import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { planFromEntries } from '../shared/uploads/dropped-folders.ts';
import { uploadPlanInto } from '../shared/uploads/upload-folders.ts';
import { enqueueUploads } from '../../../app/session/uploads/upload-store.ts';
import classes from './folder.module.css';

interface DropAreaProps {
  /** Where dropped files go; null: this caller can't upload here, and drops are not taken. */
  target: { workspaceId: string; folderId: string; folderName: string } | null;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Uploads what is dropped: files, and whole folders, whose sub-folders are created first. */
export async function uploadDropped(
  transfer: { entries: FileSystemEntry[]; files: File[] },
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
  const [over, setOver] = useState(false);
  const depth = useRef(0);

  if (!target) return <div className={classes.dropArea}>{children}</div>;

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    // The entries must be taken while the drop event lasts; reading them comes after.
    const entries = Array.from(event.dataTransfer.items)
      .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
      .filter((entry): entry is FileSystemEntry => entry !== null);
    const files = Array.from(event.dataTransfer.files);
    void uploadDropped({ entries, files }, target);
  };

  return (
    <div
      className={classes.dropArea}
      data-over={over || undefined}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      {children}
      {over && (
        <div className={classes.dropOverlay} aria-hidden>
          <IconUpload size={32} />
          <span>Drop files or folders to upload them to “{target.folderName}”</span>
          <span className={classes.dropHint}>JPG, PNG, GIF, MP4, MOV or WEBM</span>
        </div>
      )}
    </div>
  );
}
