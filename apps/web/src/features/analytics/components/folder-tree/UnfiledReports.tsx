import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { ReportItem } from './ReportItem.tsx';
import { useTree } from './tree-context.ts';
import { dragId, type TreeReport } from './tree-order.ts';
import classes from './folder-tree.module.css';

/**
 * The reports in no folder, under a heading when there are folders above. While a report of a folder is
 * dragged, the heading (or an empty area) takes it out of its folder.
 */
export function UnfiledReports({ reports, withHeading }: { reports: TreeReport[]; withHeading: boolean }) {
  const tree = useTree();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: dragId.unfiled, disabled: !tree.canManage });
  const dragged = tree.dragging?.kind === 'report' ? tree.dragging.id : null;
  const draggingFiled = dragged !== null && !reports.some((report) => report._id === dragged);
  const highlighted = draggingFiled && isOver;

  if (reports.length === 0 && !draggingFiled) return null;
  return (
    <section aria-labelledby={withHeading ? headingId : undefined}>
      <div ref={setNodeRef} className={classes.dropArea} data-drop-target={highlighted || undefined}>
        {withHeading && (
          <div className={classes.sectionHeading}>
            <Text id={headingId} size="xs" fw={600} c="dimmed">
              Not in a folder
            </Text>
          </div>
        )}
        {reports.length === 0 && (
          <div className={classes.dropZone}>Drop here to take the report out of its folder</div>
        )}
      </div>
      {reports.length > 0 && (
        <SortableContext
          items={reports.map((report) => dragId.report(report._id))}
          strategy={verticalListSortingStrategy}
        >
          <ul className={classes.list} aria-label={withHeading ? undefined : 'Reports'}>
            {reports.map((report) => (
              <ReportItem key={report._id} report={report} folderId={null} />
            ))}
          </ul>
        </SortableContext>
      )}
    </section>
  );
}
