import type { MetricDefinition } from '@hookline/domain';
import { Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconGripVertical } from '@tabler/icons-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import classes from './ReportTable.module.css';

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  field: string;
  order: SortOrder;
}

interface MetricHeaderCellProps {
  definition: MetricDefinition;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A click on the sorted column turns its order round; a click on another starts with the highest first,
 * which is what a performance table is read for.
 */
export function nextSort(sort: TableSort | undefined, field: string): TableSort {
  if (sort?.field === field) return { field, order: sort.order === 'desc' ? 'asc' : 'desc' };
  return { field, order: 'desc' };
}

function HeaderTooltip({ definition }: { definition: MetricDefinition }) {
  return (
    <Stack gap={2} maw={280}>
      <Text size="sm" fw={600}>
        {definition.longName}
      </Text>
      {definition.description && (
        <Text size="xs" style={{ whiteSpace: 'normal' }}>
          {definition.description}
        </Text>
      )}
    </Stack>
  );
}

interface HeaderContentProps extends MetricHeaderCellProps {
  /** The drag handle of a reorderable header. */
  dragHandle?: ReactNode;
}

function HeaderContent({ definition, sort, onSortChange, dragHandle }: HeaderContentProps) {
  const sorted = sort?.field === definition.key ? sort.order : undefined;
  const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  const tooltip = <HeaderTooltip definition={definition} />;
  const label = <span className={classes.headerLabel}>{definition.shortName}</span>;
  return (
    <div className={classes.headerInner}>
      <Tooltip
        label={tooltip}
        multiline
        openDelay={300}
        withinPortal
        events={{ hover: true, focus: true, touch: false }}
      >
        {onSortChange ? (
          <button
            type="button"
            className={classes.sortButton}
            onClick={() => onSortChange(nextSort(sort, definition.key))}
          >
            {label}
            <SortIcon
              size={14}
              aria-hidden
              className={sorted ? undefined : classes.idleSortIcon}
              style={{ flex: 'none', opacity: sorted ? 1 : 0.55 }}
            />
          </button>
        ) : (
          // Focusable so that the tooltip, the metric's description, is reachable from the keyboard too.
          <span className={classes.headerLabel} tabIndex={0}>
            {definition.shortName}
            {sorted && <SortIcon size={12} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
          </span>
        )}
      </Tooltip>
      {dragHandle}
    </div>
  );
}

const ariaSort = (definition: MetricDefinition, sort: TableSort | undefined) =>
  sort?.field === definition.key ? ARIA_SORT[sort.order] : undefined;

/** A metric's header: its short name (long name and description in a tooltip), sorting by a click. */
export function MetricHeaderCell(props: MetricHeaderCellProps) {
  return (
    <th scope="col" className={classes.metricCell} aria-sort={ariaSort(props.definition, props.sort)}>
      <HeaderContent {...props} />
    </th>
  );
}

/** The same header, which can also be dragged (or moved with the keyboard) to reorder the metrics. */
export function SortableMetricHeaderCell(props: MetricHeaderCellProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.definition.key });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform && { ...transform, y: 0 }),
    transition,
  };
  return (
    <th
      ref={setNodeRef}
      scope="col"
      style={style}
      className={`${classes.metricCell}${isDragging ? ` ${classes.dragging}` : ''}`}
      aria-sort={ariaSort(props.definition, props.sort)}
    >
      <HeaderContent
        {...props}
        dragHandle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={classes.dragHandle}
            aria-label={`Move column ${props.definition.shortName}`}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </button>
        }
      />
    </th>
  );
}
