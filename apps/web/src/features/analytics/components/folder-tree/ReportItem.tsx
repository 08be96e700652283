import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { reportFieldsSchema } from '@hookline/domain';
import { Link } from 'react-router';
import { DragHandle } from './DragHandle.tsx';
import { InlineNameForm } from './InlineNameForm.tsx';
import { ReportActionsMenu } from './ReportActionsMenu.tsx';
import { reportPath } from './report-kind.ts';
import { isEditing, useTree } from './tree-context.ts';
import { dragId, parseDragId, type TreeReport } from './tree-order.ts';
import { EmojiEdit, TreeEmoji } from './TreeEmoji.tsx';
import classes from './folder-tree.module.css';

const nameSchema = reportFieldsSchema.shape.name;

/** A saved report: a link that opens it, and for managers a handle and its actions. */
export function ReportItem({ report, folderId }: { report: TreeReport; folderId: string | null }) {
  const tree = useTree();
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({ id: dragId.report(report._id), disabled: !tree.canManage });
  const current = tree.openReportId === report._id;
  const renaming = isEditing(tree.editing, 'name', 'report', report._id);
  const pickingEmoji = isEditing(tree.editing, 'emoji', 'report', report._id);
  // A report from another list shows where it will land; within one list the rows make room themselves.
  const activeFolder = active ? sourceFolder(tree.folders, String(active.id)) : undefined;
  const insertBefore = isOver && activeFolder !== undefined && activeFolder !== folderId;

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? classes.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
    >
      {renaming ? (
        <InlineNameForm
          label="Report name"
          initialName={report.name}
          submitLabel="Save"
          schema={nameSchema}
          pending={tree.renaming}
          onSubmit={(name) => tree.renameReport(report, name)}
          onCancel={() => tree.setEditing(null)}
        />
      ) : (
        <div
          className={classes.row}
          data-current={current || undefined}
          data-insert-before={insertBefore || undefined}
        >
          {tree.canManage && (
            <DragHandle
              label={`Move report ${report.name}`}
              attributes={attributes}
              listeners={listeners}
              setActivatorNodeRef={setActivatorNodeRef}
            />
          )}
          <EmojiEdit
            picking={pickingEmoji}
            label={`Emoji of ${report.name}`}
            value={report.emoticon}
            onChange={(emoticon) => tree.setReportEmoji(report, emoticon)}
            onClose={() => tree.setEditing(null)}
          >
            <Link
              to={reportPath(tree.workspaceId, report)}
              className={classes.main}
              aria-current={current ? 'page' : undefined}
              title={report.name}
            >
              <TreeEmoji kind="report" emoticon={report.emoticon} />
              <span className={classes.name}>{report.name}</span>
            </Link>
          </EmojiEdit>
          {tree.canManage && <ReportActionsMenu report={report} folderId={folderId} />}
        </div>
      )}
    </li>
  );
}

/** The folder of the report being dragged (null: in no folder); undefined when a folder is dragged. */
function sourceFolder(
  folders: ReturnType<typeof useTree>['folders'],
  activeId: string,
): string | null | undefined {
  const active = parseDragId(activeId);
  if (active?.kind !== 'report') return undefined;
  return folders.find((folder) => folder.children.some((child) => child._id === active.id))?._id ?? null;
}
