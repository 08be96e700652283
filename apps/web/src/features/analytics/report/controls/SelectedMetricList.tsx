import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { moveKey } from './metric-categories.ts';

interface SelectedMetricListProps {
  keys: readonly string[];
  /** The name shown for a key; a key the catalogue lacks shows as itself. */
  nameOf: (key: string) => string;
  onChange: (keys: string[]) => void;
}

/**
 * The chosen metrics in column order. A handle drags an item; with the keyboard, Space picks it up,
 * the arrow keys move it and Space drops it.
 */
export function SelectedMetricList(props: SelectedMetricListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    props.onChange(moveKey(props.keys, String(event.active.id), String(event.over.id)));
  };

  if (props.keys.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No metrics selected yet. Tick the metrics to show.
      </Text>
    );
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...props.keys]} strategy={verticalListSortingStrategy}>
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.keys.map((key) => (
            <SortableMetric
              key={key}
              id={key}
              name={props.nameOf(key)}
              onRemove={() => props.onChange(props.keys.filter((item) => item !== key))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableMetric(props: { id: string; name: string; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      px={4}
      py={2}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${props.name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {props.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Remove ${props.name}`}
          onClick={props.onRemove}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
