import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createFolderBody } from '@hookline/domain';
import { Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { DragHandle } from './DragHandle.tsx';
import { FolderActionsMenu } from './FolderActionsMenu.tsx';
import { InlineNameForm } from './InlineNameForm.tsx';
import { ReportItem } from './ReportItem.tsx';
import { isEditing, useTree } from './tree-context.ts';
import { dragId, type TreeFolder } from './tree-order.ts';
import { EmojiEdit, TreeEmoji } from './TreeEmoji.tsx';
import classes from './folder-tree.module.css';

const nameSchema = createFolderBody.shape.name;

const reportsLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * A folder: a button that opens and closes it, then its reports. Managers drag the folder by its handle,
 * and drop reports on its row to put them in it.
 */
export function FolderItem({ folder }: { folder: TreeFolder }) {
  const tree = useTree();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: dragId.folder(folder._id), disabled: !tree.canManage });
  const { setNodeRef: setDropRef, isOver: overRow } = useDroppable({
    id: dragId.intoFolder(folder._id),
    disabled: !tree.canManage,
  });
  const open = tree.expanded.has(folder._id);
  const listId = `report-folder-${folder._id}`;
  const renaming = isEditing(tree.editing, 'name', 'folder', folder._id);
  const pickingEmoji = isEditing(tree.editing, 'emoji', 'folder', folder._id);
  const reportDropping = tree.dragging?.kind === 'report';

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? classes.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
    >
      {renaming ? (
        <InlineNameForm
          label="Folder name"
          initialName={folder.name}
          submitLabel="Save"
          schema={nameSchema}
          pending={tree.renaming}
          onSubmit={(name) => tree.renameFolder(folder, name)}
          onCancel={() => tree.setEditing(null)}
        />
      ) : (
        <div
          ref={setDropRef}
          className={classes.row}
          data-drop-target={(reportDropping && overRow) || undefined}
        >
          {tree.canManage && (
            <DragHandle
              label={`Move folder ${folder.name}`}
              attributes={attributes}
              listeners={listeners}
              setActivatorNodeRef={setActivatorNodeRef}
            />
          )}
          <EmojiEdit
            picking={pickingEmoji}
            label={`Emoji of ${folder.name}`}
            value={folder.emoticon}
            onChange={(emoticon) => tree.setFolderEmoji(folder, emoticon)}
            onClose={() => tree.setEditing(null)}
          >
            <button
              type="button"
              className={classes.main}
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => tree.setOpen(folder._id, !open)}
              title={folder.name}
            >
              <IconChevronRight
                size={14}
                className={classes.chevron}
                data-open={open || undefined}
                aria-hidden
              />
              <TreeEmoji kind="folder" emoticon={folder.emoticon} open={open} />
              <span className={classes.name}>{folder.name}</span>
              <span className={classes.count} aria-hidden>
                {folder.children.length}
              </span>
              <VisuallyHidden>, {reportsLabel(folder.children.length)}</VisuallyHidden>
            </button>
          </EmojiEdit>
          {tree.canManage && <FolderActionsMenu folder={folder} />}
        </div>
      )}
      {open && (
        <SortableContext
          items={folder.children.map((report) => dragId.report(report._id))}
          strategy={verticalListSortingStrategy}
        >
          <ul id={listId} className={classes.children} aria-label={folder.name}>
            {folder.children.map((report) => (
              <ReportItem key={report._id} report={report} folderId={folder._id} />
            ))}
            {folder.children.length === 0 && (
              <li>
                <Text size="xs" c="dimmed" px={6} py={4}>
                  {tree.canManage ? 'No reports yet. Drag one here.' : 'No reports in this folder.'}
                </Text>
              </li>
            )}
          </ul>
        </SortableContext>
      )}
    </li>
  );
}
