import type { MetricDefinition } from '@hookline/domain';
import { Checkbox, Skeleton, VisuallyHidden } from '@mantine/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { ATTRIBUTE_HEADERS, type AttributeColumn } from './report-columns.ts';
import { MetricHeaderCell, SortableMetricHeaderCell, type TableSort } from './MetricHeaderCell.tsx';
import type { PageSelection } from './table-selection.ts';
import classes from './ReportTable.module.css';

interface ReportTableHeadProps {
  groupLabel: string;
  attributes: readonly AttributeColumn[];
  definitions: readonly MetricDefinition[];
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** The header checkbox, when rows can be selected. */
  selection?: { state: PageSelection; onToggle: () => void; disabled: boolean };
  reorderable: boolean;
  withActions: boolean;
  /** The metric catalogue has not answered yet: the metric headers are skeletons, never raw keys. */
  labelsPending?: boolean;
}

/** The sticky header: the group's label (and the page's checkbox), the optional columns and the metrics. */
export function ReportTableHead(props: ReportTableHeadProps) {
  const { definitions, reorderable } = props;
  const metricHeaders = definitions.map((definition) =>
    props.labelsPending ? (
      <th key={definition.key} scope="col">
        <Skeleton h={12} w="70%" />
      </th>
    ) : reorderable ? (
      <SortableMetricHeaderCell
        key={definition.key}
        definition={definition}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
    ) : (
      <MetricHeaderCell
        key={definition.key}
        definition={definition}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
    ),
  );
  return (
    <thead>
      <tr aria-rowindex={1}>
        <th scope="col" className={classes.groupCell}>
          <div className={classes.groupInner}>
            {props.selection && (
              <Checkbox
                size="xs"
                checked={props.selection.state === 'all'}
                indeterminate={props.selection.state === 'some'}
                disabled={props.selection.disabled}
                onChange={props.selection.onToggle}
                aria-label="Select all rows on this page"
              />
            )}
            <span>{props.groupLabel}</span>
          </div>
        </th>
        {props.attributes.map((column) => (
          <th key={column} scope="col">
            {ATTRIBUTE_HEADERS[column]}
          </th>
        ))}
        {reorderable ? (
          <SortableContext
            items={definitions.map((definition) => definition.key)}
            strategy={horizontalListSortingStrategy}
          >
            {metricHeaders}
          </SortableContext>
        ) : (
          metricHeaders
        )}
        {props.withActions && (
          <th scope="col" className={classes.actionsCell}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        )}
      </tr>
    </thead>
  );
}
