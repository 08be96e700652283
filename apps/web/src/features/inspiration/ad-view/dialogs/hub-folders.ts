import type { DriveTreeNode } from '@hookline/domain';

/** A row of the Creative Hub folder picker. */
export interface FolderRow {
  _id: string;
  name: string;
  depth: number;
  isWorkspace: boolean;
}

/** The workspace's folders, its root first, each under its parent in order, with how deep it sits. */
export function flattenFolders(tree: DriveTreeNode): FolderRow[] {
  const rows: FolderRow[] = [];
  const visit = (node: DriveTreeNode, depth: number) => {
    rows.push({ _id: node._id, name: node.name, depth, isWorkspace: node.isWorkspace });
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(tree, 0);
  return rows;
}

/** Where a file copied into the Creative Hub opens: its folder's page with its studio (`?file=`). */
export function creativeHubFilePath(input: {
  workspaceId: string;
  folderId: string;
  fileId: string;
}): string {
  const workspace = encodeURIComponent(input.workspaceId);
  const folder = input.folderId === input.workspaceId ? '' : `/${encodeURIComponent(input.folderId)}`;
  return `/app/drive/${workspace}${folder}?file=${encodeURIComponent(input.fileId)}`;
}
