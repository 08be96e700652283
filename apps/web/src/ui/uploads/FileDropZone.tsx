import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import classes from './FileDropZone.module.css';

/** What a drop brought: its entries (to tell folders from files) and its files. */
export interface DroppedFiles {
  entries: FileSystemEntry[];
  files: File[];
}

interface FileDropZoneProps {
  /** Null: drops are not taken here (the caller can't upload). */
  onDrop: ((dropped: DroppedFiles) => void) | null;
  /** What the note over the area says while files are over it: "Drop files to upload them to “Spring”". */
  label: string;
  className?: string;
  children: ReactNode;
}

const classNames = (extra: string | undefined) => (extra ? `${classes.dropArea} ${extra}` : classes.dropArea);

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** An area that takes files dropped from the computer, outlined with a note while they are over it. */
export function FileDropZone({ onDrop, label, className, children }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);

  if (!onDrop) return <div className={classNames(className)}>{children}</div>;

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
  const onDropEvent = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    // The entries must be taken while the drop event lasts; reading them comes after.
    const entries = Array.from(event.dataTransfer.items ?? [])
      .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
      .filter((entry): entry is FileSystemEntry => entry !== null);
    onDrop({ entries, files: Array.from(event.dataTransfer.files) });
  };

  return (
    <div
      className={classNames(className)}
      data-over={over || undefined}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDropEvent}
    >
      {children}
      {over && (
        <div className={classes.dropOverlay} aria-hidden>
          <IconUpload size={32} />
          <span>{label}</span>
          <span className={classes.dropHint}>JPG, PNG, GIF, MP4, MOV or WEBM</span>
        </div>
      )}
    </div>
  );
}
