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
import { CUSTOM_FIELD_TYPE_LABELS, isSelectFieldType, type CustomField } from '@hookline/domain';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { reorderedIds } from '../field-order.ts';
import classes from './CustomFieldList.module.css';

interface CustomFieldListProps {
  fields: readonly CustomField[];
  /** Called with the new order only when a drag changed it. */
  onReorder: (order: string[]) => void;
  onEdit: (field: CustomField) => void;
  onDelete: (field: CustomField) => void;
}

/**
 * The workspace's fields in order. A handle drags a field; with the keyboard, Space picks it up, the arrow
 * keys move it and Space drops it.
 */
export function CustomFieldList({ fields, onReorder, onEdit, onDelete }: CustomFieldListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((field) => field._id);

  const onDragEnd = (event: DragEndEvent) => {
    const order = reorderedIds(ids, String(event.active.id), event.over ? String(event.over.id) : undefined);
    if (order) onReorder(order);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label="Fields">
          {fields.map((field) => (
            <SortableField key={field._id} field={field} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function optionsSummary(field: CustomField): string | undefined {
  if (!isSelectFieldType(field.type)) return undefined;
  const labels = field.options.map((option) => option.label);
  return `${labels.length} ${labels.length === 1 ? 'option' : 'options'}: ${labels.join(', ')}`;
}

function SortableField(props: {
  field: CustomField;
  onEdit: (field: CustomField) => void;
  onDelete: (field: CustomField) => void;
}) {
  const { field } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: field._id,
  });
  const detail = [optionsSummary(field), field.description].filter(Boolean).join(' · ');
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move field ${field.title}`}
          style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" title={field.title}>
              {field.title}
            </Text>
            <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
              {CUSTOM_FIELD_TYPE_LABELS[field.type]}
            </Badge>
          </Group>
          {detail && (
            <Text size="xs" c="dimmed" truncate="end" title={detail}>
              {detail}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit field ${field.title}`}
              onClick={() => props.onEdit(field)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete field ${field.title}`}
              onClick={() => props.onDelete(field)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </li>
  );
}
