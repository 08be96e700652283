import type { MetricDefinition, ReportRow } from '@hookline/domain';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { AttributeCell } from './AttributeCell.tsx';
import { readableTextFor } from './cell-colours.ts';
import { GroupCell } from './GroupCell.tsx';
import { metricText, type AttributeColumn } from './report-columns.ts';
import classes from './ReportTable.module.css';

interface ReportTableRowProps {
  row: ReportRow;
  /** 1-based position among all the table's rows, header included, for screen readers. */
  ariaRowIndex: number;
  attributes: readonly AttributeColumn[];
  definitions: readonly MetricDefinition[];
  currency: string;
  colour?: string;
  selected: boolean;
  onToggle?: (id: string) => void;
  onOpenRow?: (row: ReportRow) => void;
  rowActions?: (row: ReportRow) => ReactNode;
}

function MetricCell({
  row,
  definition,
  currency,
}: {
  row: ReportRow;
  definition: MetricDefinition;
  currency: string;
}) {
  const text = metricText(definition, row.insights[definition.key], currency);
  const paint = row.colors[definition.key]?.css;
  if (!paint) return <td className={classes.metricCell}>{text}</td>;
  const style = { '--cell-bg': paint, '--cell-fg': readableTextFor(paint) } as CSSProperties;
  return (
    <td className={`${classes.metricCell} ${classes.painted}`} style={style}>
      {text}
    </td>
  );
}

/** One line of the report. Memoised: scrolling mounts rows, and the others need not render again. */
export const ReportTableRow = memo(function ReportTableRow(props: ReportTableRowProps) {
  const { row, onToggle } = props;
  return (
    <tr
      aria-rowindex={props.ariaRowIndex}
      data-selected={props.selected || undefined}
      data-colour={props.colour}
    >
      <GroupCell
        row={row}
        colour={props.colour}
        selection={onToggle ? { checked: props.selected, onToggle } : undefined}
        onOpenRow={props.onOpenRow}
      />
      {props.attributes.map((column) => (
        <AttributeCell key={column} row={row} column={column} />
      ))}
      {props.definitions.map((definition) => (
        <MetricCell key={definition.key} row={row} definition={definition} currency={props.currency} />
      ))}
      {props.rowActions && <td className={classes.actionsCell}>{props.rowActions(row)}</td>}
    </tr>
  );
});
