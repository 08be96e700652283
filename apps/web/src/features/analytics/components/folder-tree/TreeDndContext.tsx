import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  pointerWithin,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { FolderTree } from '../../../../api/report-library-api.ts';
import { findReport, parseDragId, type DragTarget } from './tree-order.ts';

interface TreeDndContextProps {
  tree: FolderTree;
  onDragStart: (target: DragTarget | null) => void;
  /** A drag ended over `over` (null: over nothing, or cancelled). */
  onDrop: (active: DragTarget, over: DragTarget | null) => void;
  children: ReactNode;
}

/**
 * A folder lands among folders only; a report lands on a report, a folder's row or "Not in a folder".
 * A pointer drop goes where the pointer is; the keyboard, which has no pointer, goes to the closest.
 */
const collisionDetection: CollisionDetection = (args) => {
  const activeKind = parseDragId(args.active.id)?.kind;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const kind = parseDragId(container.id)?.kind;
    return activeKind === 'folder' ? kind === 'folder' : kind !== 'folder';
  });
  const scoped = { ...args, droppableContainers };
  if (activeKind === 'report') {
    const hits = pointerWithin(scoped);
    if (hits.length > 0) return hits;
  }
  return closestCenter(scoped);
};

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move it, press Space or Enter. Use the arrow keys to move it over a folder or a report, then press ' +
    'Space or Enter to drop it there, or Escape to cancel.',
};

/** The drag and drop of the folder tree, with the keyboard too, and what it says to screen readers. */
export function TreeDndContext({ tree, onDragStart, onDrop, children }: TreeDndContextProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (id: UniqueIdentifier): string => {
    const target = parseDragId(id);
    if (!target) return 'an item';
    if (target.kind === 'unfiled') return '“Not in a folder”';
    if (target.kind === 'report') {
      return `report “${findReport(tree, target.id)?.report.name ?? ''}”`;
    }
    const folder = tree.data.find((candidate) => candidate._id === target.id);
    return target.kind === 'into-folder'
      ? `the folder “${folder?.name ?? ''}”`
      : `folder “${folder?.name ?? ''}”`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(active.id)} is over ${describe(over.id)}.`
        : `${describe(active.id)} is over nothing.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${describe(active.id)} was dropped on ${describe(over.id)}.`
        : `${describe(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled; it is back where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = parseDragId(active.id);
    if (from) onDrop(from, over ? parseDragId(over.id) : null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={({ active }) => onDragStart(parseDragId(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDragStart(null)}
    >
      {children}
    </DndContext>
  );
}
