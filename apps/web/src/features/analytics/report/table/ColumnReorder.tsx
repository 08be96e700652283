import type { MetricDefinition } from '@hookline/domain';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

interface ColumnReorderProps {
  columns: readonly string[];
  definitions: readonly MetricDefinition[];
  onColumnsReorder?: (columns: string[]) => void;
  children: ReactNode;
}

const INSTRUCTIONS =
  'To move a column, press Space or Enter on its handle, then the Left and Right arrow keys. ' +
  'Press Space or Enter again to drop it there, or Escape to cancel.';

/**
 * Drag and drop of metric headers, by pointer or keyboard, with announcements that name the columns.
 * Without `onColumnsReorder` the columns are fixed and nothing is wrapped.
 */
export function ColumnReorder({ columns, definitions, onColumnsReorder, children }: ColumnReorderProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!onColumnsReorder) return children;

  const nameOf = (id: UniqueIdentifier) =>
    definitions.find((definition) => definition.key === id)?.shortName ?? String(id);
  const positionOf = (id: UniqueIdentifier) => columns.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up column ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Column ${nameOf(active.id)} is at position ${positionOf(over.id)} of ${columns.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Column ${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${columns.length}.`
        : `Column ${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving column ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = columns.indexOf(String(active.id));
    const to = columns.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onColumnsReorder(arrayMove([...columns], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      {children}
    </DndContext>
  );
}
