import { useTree } from './tree-context.ts';
import type { TreeFolder } from './tree-order.ts';
import { TreeItemMenu } from './TreeItemMenu.tsx';

/** Rename, change the emoji of, or delete a folder. */
export function FolderActionsMenu({ folder }: { folder: TreeFolder }) {
  const tree = useTree();
  return (
    <TreeItemMenu
      kind="folder"
      id={folder._id}
      name={folder.name}
      onDelete={() => tree.askDeleteFolder(folder)}
    />
  );
}
