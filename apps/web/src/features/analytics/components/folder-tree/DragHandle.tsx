import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import classes from './folder-tree.module.css';

interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/**
 * Drags its row with the pointer, or from the keyboard: Space picks the row up, the arrow keys move it,
 * Space drops it and Escape puts it back.
 */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: DragHandleProps) {
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      className={classes.handle}
      variant="subtle"
      color="gray"
      size="sm"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
}
