import type { MetricDefinition, ReportRow } from '@hookline/domain';
import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTableOff } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNarrow } from '../../../../ui/use-narrow.ts';
import { selectionColours } from '../selection-colours.ts';
import { ColumnReorder } from './ColumnReorder.tsx';
import type { TableSort } from './MetricHeaderCell.tsx';
import { attributeColumns, metricDefinition, metricText, type AttributeColumn } from './report-columns.ts';
import { ReportTableHead } from './ReportTableHead.tsx';
import { ReportTableRow } from './ReportTableRow.tsx';
import { pageSelection, togglePage, toggleRow } from './table-selection.ts';
import { useRowWindow } from './use-row-window.ts';
import classes from './ReportTable.module.css';
import { StickyScrollbar } from './StickyScrollbar.tsx';

export type { TableSort } from './MetricHeaderCell.tsx';

export interface ReportTableProps {
  rows: ReportRow[];
  /** Metric keys, in column order. */
  columns: string[];
  /** Definitions by key (the API catalogue, which can include custom conversions). */
  catalogue: ReadonlyMap<string, MetricDefinition>;
  currency: string;
  /** Header of the first column: the grouping's label, e.g. "Ad name", "Landing page". */
  groupLabel: string;
  totals?: Record<string, number | null>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  showStatus?: boolean;
  showTags?: boolean;
  showLaunchDate?: boolean;
  /** Selected group ids, in order of selection; colours come from selectionColours. Omit for a read-only table. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Drag a metric header to reorder; omit for fixed columns. */
  onColumnsReorder?: (columns: string[]) => void;
  /** Opens the creative preview of a row (the name cell is a button). */
  onOpenRow?: (row: ReportRow) => void;
  /** Extra controls at the end of a row (e.g. a tag menu), only where the user may manage. */
  rowActions?: (row: ReportRow) => ReactNode;
  loading?: boolean;
  /** Replaces the default "No ads spent in this date range" message when there are no rows. */
  emptyState?: ReactNode;
  /** Height the table scrolls within; the header and totals stay in view inside it. */
  maxHeight?: number | string;
  /** Names the table for screen readers, e.g. the report's name. */
  ariaLabel?: string;
}

const ROW_HEIGHT = 56;
const HEADER_HEIGHT = 56;
const SKELETON_ROWS = 8;
const WIDTHS = {
  group: 300,
  groupNarrow: 220,
  metric: 140,
  actions: 56,
  status: 112,
  tags: 184,
  launchDate: 124,
} as const satisfies Record<string, number> & Record<AttributeColumn, number>;
/** Below this width of its own, the group column gives room to the metrics. */
const NARROW_TABLE = 720;

function EmptyRows() {
  return (
    <Stack align="center" ta="center" gap={6} className={classes.empty}>
      <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden>
        <IconTableOff size={20} />
      </ThemeIcon>
      <Text fw={600}>No ads spent in this date range</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Try a wider date range, or clear the filters to see every ad of this account.
      </Text>
    </Stack>
  );
}

function SkeletonRows({ cells }: { cells: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} aria-hidden>
      <td className={classes.groupCell}>
        <div className={classes.groupInner}>
          <Skeleton w={40} h={40} radius="sm" />
          <Skeleton h={12} w="60%" />
        </div>
      </td>
      {Array.from({ length: cells - 1 }, (_, cell) => (
        <td key={cell}>
          <Skeleton h={12} w="70%" ml="auto" />
        </td>
      ))}
    </tr>
  ));
}

/** Stands in for the lines above or below the ones mounted, so the scroll bar keeps its size. */
function SpacerRow({ height, cells }: { height: number; cells: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={cells} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * The report table: a sticky header, group column and totals; sortable, reorderable metric headers (the
 * server sorts, so a click only reports the wanted order); coloured cells; row selection with the shared
 * row colours; and only the rows in view mounted, so hundreds of lines scroll smoothly.
 */
export function ReportTable(props: ReportTableProps) {
  const { rows, columns, catalogue, currency, selectedIds, onSelectionChange, loading = false } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: frameRef, narrow } = useNarrow(NARROW_TABLE);

  const attributes = attributeColumns(props);
  const definitions = useMemo(
    () => columns.map((key) => metricDefinition(catalogue, key)),
    [columns, catalogue],
  );
  const selectable = selectedIds !== undefined && onSelectionChange !== undefined;
  const colours = useMemo(() => selectionColours(selectedIds ?? []), [selectedIds]);
  const selectedSet = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const pageIds = useMemo(() => rows.map((row) => row.groupId), [rows]);

  // One toggle for every row, reading the latest selection: a click re-renders only the rows it changes.
  const latestSelection = useRef({ selectedIds, onSelectionChange });
  useLayoutEffect(() => {
    latestSelection.current = { selectedIds, onSelectionChange };
  });
  const onToggleRow = useCallback((id: string) => {
    const { selectedIds: selected, onSelectionChange: change } = latestSelection.current;
    if (selected && change) change(toggleRow(selected, id));
  }, []);

  const showSkeleton = loading && rows.length === 0;
  // Until the catalogue answers, a header shows a skeleton rather than its metric's raw key.
  const labelsPending = loading && columns.some((key) => !catalogue.has(key));
  const rowWindow = useRowWindow({
    count: showSkeleton ? 0 : rows.length,
    scrollRef,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
  });

  if (!loading && rows.length === 0) {
    return (
      <div ref={frameRef} className={classes.frame}>
        {props.emptyState ?? <EmptyRows />}
      </div>
    );
  }

  const withActions = props.rowActions !== undefined;
  const cellCount = 1 + attributes.length + definitions.length + (withActions ? 1 : 0);
  const groupWidth = narrow ? WIDTHS.groupNarrow : WIDTHS.group;
  const tableWidth =
    groupWidth +
    attributes.reduce((sum, column) => sum + WIDTHS[column], 0) +
    definitions.length * WIDTHS.metric +
    (withActions ? WIDTHS.actions : 0);
  const { totals } = props;

  return (
    <div ref={frameRef} className={classes.frame}>
      <ColumnReorder columns={columns} definitions={definitions} onColumnsReorder={props.onColumnsReorder}>
        <div
          ref={scrollRef}
          className={classes.scroller}
          style={{ maxHeight: props.maxHeight ?? 'min(72vh, 960px)' }}
          // Focusable so the keyboard can scroll it, also when it holds no control (a read-only table).
          tabIndex={0}
          role="region"
          aria-label={showSkeleton ? 'Loading the report lines' : (props.ariaLabel ?? 'Report lines')}
          aria-busy={loading || undefined}
        >
          <table
            className={classes.table}
            style={{ width: `max(100%, ${tableWidth}px)`, opacity: loading && !showSkeleton ? 0.6 : 1 }}
            aria-rowcount={rows.length + 1 + (totals ? 1 : 0)}
          >
            <colgroup>
              <col style={{ width: groupWidth }} />
              {attributes.map((column) => (
                <col key={column} style={{ width: WIDTHS[column] }} />
              ))}
              {definitions.map((definition) => (
                <col key={definition.key} style={{ width: WIDTHS.metric }} />
              ))}
              {withActions && <col style={{ width: WIDTHS.actions }} />}
            </colgroup>
            <ReportTableHead
              groupLabel={props.groupLabel}
              attributes={attributes}
              definitions={definitions}
              sort={props.sort}
              onSortChange={props.onSortChange}
              reorderable={props.onColumnsReorder !== undefined && !labelsPending}
              labelsPending={labelsPending}
              withActions={withActions}
              selection={
                selectable
                  ? {
                      state: pageSelection(selectedIds, pageIds),
                      disabled: rows.length === 0,
                      onToggle: () => onSelectionChange(togglePage(selectedIds, pageIds)),
                    }
                  : undefined
              }
            />
            <tbody>
              {showSkeleton ? (
                <SkeletonRows cells={cellCount} />
              ) : (
                <>
                  {rowWindow.spaceBefore > 0 && (
                    <SpacerRow height={rowWindow.spaceBefore} cells={cellCount} />
                  )}
                  {rowWindow.indexes.map((index) => {
                    const row = rows[index]!;
                    return (
                      <ReportTableRow
                        key={row.groupId}
                        row={row}
                        ariaRowIndex={index + 2}
                        attributes={attributes}
                        definitions={definitions}
                        currency={currency}
                        colour={colours.get(row.groupId)}
                        selected={selectedSet.has(row.groupId)}
                        onToggle={selectable ? onToggleRow : undefined}
                        onOpenRow={props.onOpenRow}
                        rowActions={props.rowActions}
                      />
                    );
                  })}
                  {rowWindow.spaceAfter > 0 && <SpacerRow height={rowWindow.spaceAfter} cells={cellCount} />}
                </>
              )}
            </tbody>
            {totals && !showSkeleton && (
              <tfoot>
                <tr aria-rowindex={rows.length + 2}>
                  <td className={classes.groupCell}>Total</td>
                  {attributes.map((column) => (
                    <td key={column} />
                  ))}
                  {definitions.map((definition) => (
                    <td key={definition.key} className={classes.metricCell}>
                      {metricText(definition, totals[definition.key], currency)}
                    </td>
                  ))}
                  {withActions && <td className={classes.actionsCell} />}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
        <StickyScrollbar scrollRef={scrollRef} />
      </ColumnReorder>
    </div>
  );
}
