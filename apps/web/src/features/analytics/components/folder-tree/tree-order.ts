import { arrayMove } from '@dnd-kit/sortable';
import type { FolderTree } from '../../../../api/report-library-api.ts';

export type TreeFolder = FolderTree['data'][number];
export type TreeReport = FolderTree['unfiled'][number];

/**
 * What a drag picks up or is over: a folder (its whole block), a report, the header of a folder (drop to
 * put a report in it) or the "Not in a folder" area.
 */
export type DragTarget =
  | { kind: 'folder'; id: string }
  | { kind: 'report'; id: string }
  | { kind: 'into-folder'; id: string }
  | { kind: 'unfiled' };

export const dragId = {
  folder: (id: string) => `folder:${id}`,
  report: (id: string) => `report:${id}`,
  intoFolder: (id: string) => `into-folder:${id}`,
  unfiled: 'unfiled',
};

export function parseDragId(id: string | number): DragTarget | null {
  const text = String(id);
  if (text === dragId.unfiled) return { kind: 'unfiled' };
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  if (colon < 0 || rest === '') return null;
  if (kind === 'folder' || kind === 'report' || kind === 'into-folder') return { kind, id: rest };
  return null;
}

/** Where a report sits: its folder's id, or null when it is in no folder. */
export function findReport(
  tree: FolderTree,
  reportId: string,
): { report: TreeReport; folderId: string | null } | null {
  for (const folder of tree.data) {
    const report = folder.children.find((child) => child._id === reportId);
    if (report) return { report, folderId: folder._id };
  }
  const report = tree.unfiled.find((child) => child._id === reportId);
  return report ? { report, folderId: null } : null;
}

/** The tree with a folder dropped where `overFolderId` was; null when nothing moved. */
export function moveFolder(tree: FolderTree, folderId: string, overFolderId: string): FolderTree | null {
  const from = tree.data.findIndex((folder) => folder._id === folderId);
  const to = tree.data.findIndex((folder) => folder._id === overFolderId);
  if (from < 0 || to < 0 || from === to) return null;
  const data = arrayMove(tree.data, from, to).map((folder, position) => ({ ...folder, position }));
  return { ...tree, data };
}

function withoutReport(tree: FolderTree, reportId: string): FolderTree {
  return {
    data: tree.data.map((folder) => ({
      ...folder,
      children: folder.children.filter((child) => child._id !== reportId),
    })),
    unfiled: tree.unfiled.filter((child) => child._id !== reportId),
  };
}

function insertReport(
  tree: FolderTree,
  report: TreeReport,
  folderId: string | null,
  index: number | undefined,
): FolderTree {
  const insert = (list: TreeReport[]) => {
    const at = index === undefined ? list.length : Math.min(index, list.length);
    return [...list.slice(0, at), report, ...list.slice(at)];
  };
  if (folderId === null) return { ...tree, unfiled: insert(tree.unfiled) };
  return {
    ...tree,
    data: tree.data.map((folder) =>
      folder._id === folderId ? { ...folder, children: insert(folder.children) } : folder,
    ),
  };
}

/**
 * The tree with a report put at the end of a folder (or of the reports in no folder), as the server does
 * for a report whose folder changes; null when it is already there.
 */
export function moveReportToFolder(
  tree: FolderTree,
  reportId: string,
  folderId: string | null,
): FolderTree | null {
  const found = findReport(tree, reportId);
  if (!found || found.folderId === folderId) return null;
  if (folderId !== null && !tree.data.some((folder) => folder._id === folderId)) return null;
  return insertReport(withoutReport(tree, reportId), found.report, folderId, undefined);
}

/** How a dropped report is saved: the whole order (it ends in a folder), or out of its folder. */
export type ReportDrop =
  { tree: FolderTree; save: 'order'; folderId: string } | { tree: FolderTree; save: 'unfile' };

/**
 * The tree once a report is dropped on `over`: on a report, it takes that report's place (in that
 * report's folder); on a folder's header, it goes to the end of that folder; on "Not in a folder", it
 * leaves its folder. The reports in no folder keep the server's order, so dropping among them only
 * takes a report out of its folder. Null when nothing moves.
 */
export function dropReport(tree: FolderTree, reportId: string, over: DragTarget): ReportDrop | null {
  const found = findReport(tree, reportId);
  if (!found) return null;
  let folderId: string | null;
  let index: number | undefined;
  if (over.kind === 'report') {
    if (over.id === reportId) return null;
    const target = findReport(tree, over.id);
    if (!target) return null;
    folderId = target.folderId;
    if (folderId !== null) {
      const children = tree.data.find((folder) => folder._id === folderId)?.children ?? [];
      index = children.findIndex((child) => child._id === over.id);
    }
  } else if (over.kind === 'into-folder') {
    folderId = over.id;
  } else if (over.kind === 'unfiled') {
    folderId = null;
  } else {
    return null;
  }

  if (folderId === null) {
    const moved = moveReportToFolder(tree, reportId, null);
    return moved ? { tree: moved, save: 'unfile' } : null;
  }
  if (found.folderId === folderId) {
    if (index === undefined) return null;
    const folder = tree.data.find((candidate) => candidate._id === folderId);
    if (!folder) return null;
    const from = folder.children.findIndex((child) => child._id === reportId);
    if (from === index) return null;
    const children = arrayMove(folder.children, from, index);
    return {
      tree: {
        ...tree,
        data: tree.data.map((item) => (item._id === folderId ? { ...item, children } : item)),
      },
      save: 'order',
      folderId,
    };
  }
  if (!tree.data.some((folder) => folder._id === folderId)) return null;
  return {
    tree: insertReport(withoutReport(tree, reportId), found.report, folderId, index),
    save: 'order',
    folderId,
  };
}

/** The body of `PUT folders/reorder`: every folder in order, each with its reports in order. */
export function reorderBody(tree: FolderTree): { _id: string; reportIds: string[] }[] {
  return tree.data.map((folder) => ({
    _id: folder._id,
    reportIds: folder.children.map((child) => child._id),
  }));
}

/** The tree with one report's fields changed (name, emoji), wherever it sits. */
export function patchReport(tree: FolderTree, reportId: string, change: Partial<TreeReport>): FolderTree {
  const patch = (child: TreeReport) => (child._id === reportId ? { ...child, ...change } : child);
  return {
    data: tree.data.map((folder) => ({ ...folder, children: folder.children.map(patch) })),
    unfiled: tree.unfiled.map(patch),
  };
}

export function removeReport(tree: FolderTree, reportId: string): FolderTree {
  return withoutReport(tree, reportId);
}

/** The tree with a folder replaced by the server's copy of it, or added at the end when new. */
export function putFolder(tree: FolderTree, folder: TreeFolder): FolderTree {
  const known = tree.data.some((item) => item._id === folder._id);
  return {
    ...tree,
    data: known ? tree.data.map((item) => (item._id === folder._id ? folder : item)) : [...tree.data, folder],
  };
}

export function removeFolder(tree: FolderTree, folderId: string): FolderTree {
  return { ...tree, data: tree.data.filter((folder) => folder._id !== folderId) };
}

export const reportCount = (tree: FolderTree): number =>
  tree.unfiled.length + tree.data.reduce((sum, folder) => sum + folder.children.length, 0);
