import { createContext, useContext } from 'react';
import type { DragTarget, TreeFolder, TreeReport } from './tree-order.ts';

/** A row being edited in place: its name in a field, or its emoji in the picker. */
export interface Editing {
  what: 'name' | 'emoji';
  kind: 'folder' | 'report';
  id: string;
}

/** What every row of the tree reads: who may change it, what is open or edited, and the actions. */
export interface TreeContextValue {
  workspaceId: string;
  canManage: boolean;
  /** The report of the current route, highlighted. */
  openReportId: string | undefined;
  folders: readonly TreeFolder[];
  expanded: ReadonlySet<string>;
  setOpen: (folderId: string, open: boolean) => void;
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** What is being dragged, so drop areas can show themselves. */
  dragging: DragTarget | null;
  renaming: boolean;
  renameFolder: (folder: TreeFolder, name: string) => void;
  setFolderEmoji: (folder: TreeFolder, emoticon: string | null) => void;
  askDeleteFolder: (folder: TreeFolder) => void;
  renameReport: (report: TreeReport, name: string) => void;
  setReportEmoji: (report: TreeReport, emoticon: string | null) => void;
  moveReport: (report: TreeReport, folderId: string | null) => void;
  askDeleteReport: (report: TreeReport) => void;
}

export const TreeContext = createContext<TreeContextValue | null>(null);

export function useTree(): TreeContextValue {
  const value = useContext(TreeContext);
  if (!value) throw new Error('A folder tree row is rendered outside ReportFolderTree');
  return value;
}

export const isEditing = (
  editing: Editing | null,
  what: Editing['what'],
  kind: Editing['kind'],
  id: string,
) => editing?.what === what && editing.kind === kind && editing.id === id;
