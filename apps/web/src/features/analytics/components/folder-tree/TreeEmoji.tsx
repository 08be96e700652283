import { IconChartBar, IconFolder, IconFolderOpen } from '@tabler/icons-react';
import { EmojiPicker, type EmojiPickerTarget } from '../emoji-picker/EmojiPicker.tsx';
import classes from './folder-tree.module.css';

interface TreeEmojiProps {
  kind: 'folder' | 'report';
  emoticon: string | null;
  open?: boolean;
}

/** A row's emoji, or the default icon of a folder or a report; decorative, as the name follows it. */
export function TreeEmoji({ kind, emoticon, open = false }: TreeEmojiProps) {
  const FolderIcon = open ? IconFolderOpen : IconFolder;
  return (
    <span className={classes.emoji} aria-hidden>
      {emoticon ??
        (kind === 'folder' ? <FolderIcon size={16} stroke={1.6} /> : <IconChartBar size={16} stroke={1.6} />)}
    </span>
  );
}

interface EmojiEditProps {
  /** Set while the row's "Change emoji" is open. */
  picking: boolean;
  label: string;
  value: string | null;
  onChange: (emoticon: string | null) => void;
  onClose: () => void;
  /** The row's main element, which the picker opens under. */
  children: EmojiPickerTarget;
}

/**
 * Opens the emoji picker under a row's link or button. The picker is the element's sibling, not its
 * child, so a click in it never follows the link or folds the folder.
 */
export function EmojiEdit({ picking, label, value, onChange, onClose, children }: EmojiEditProps) {
  if (!picking) return children;
  return (
    <EmojiPicker
      opened
      onOpenChange={(opened) => !opened && onClose()}
      value={value}
      onChange={onChange}
      label={label}
    >
      {children}
    </EmojiPicker>
  );
}
