import {
  MAX_COLOURED_ROWS,
  type MetricDefinition,
  type ReportQueryResult,
  type ReportRow,
} from '@hookline/domain';
import { Button, Group, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { REPORT_PAGE_SIZES } from '../../../ui/pagination/table-pages.ts';
import { TablePagination } from '../../../ui/pagination/TablePagination.tsx';
import type { ReportDraft } from './report-draft.ts';
import classes from './ReportPage.module.css';
import { ReportTable } from './table/ReportTable.tsx';

interface ReportTableSectionProps {
  draft: ReportDraft;
  result: ReportQueryResult | undefined;
  loading: boolean;
  catalogue: ReadonlyMap<string, MetricDefinition>;
  currency: string;
  groupLabel: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onChange: (change: Partial<ReportDraft>) => void;
  onOpenRow: (row: ReportRow) => void;
  rowActions?: (row: ReportRow) => ReactNode;
}

/** The report's table with its paging and the selection's summary. */
export function ReportTableSection(props: ReportTableSectionProps) {
  const { draft, result, limit, onChange } = props;
  const total = result?.total ?? 0;
  const first = total === 0 ? 0 : (props.page - 1) * limit + 1;
  const last = Math.min(total, props.page * limit);
  const selected = draft.selectedRows.length;

  return (
    <section aria-label="Report table" className={classes.section}>
      {selected > 0 && (
        <Group gap="sm" mb="xs">
          <Text size="sm" fw={600}>
            {selected} selected
          </Text>
          <Text size="sm" c="dimmed">
            {selected > MAX_COLOURED_ROWS
              ? `Colours are shown for up to ${MAX_COLOURED_ROWS} selected lines`
              : 'Selected lines keep their colour in every chart'}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange({ selectedRows: [] })}>
            Clear selection
          </Button>
        </Group>
      )}
      <ReportTable
        rows={result?.data ?? []}
        columns={draft.tableMetrics}
        catalogue={props.catalogue}
        currency={props.currency}
        groupLabel={props.groupLabel}
        totals={result?.totals}
        sort={{ field: draft.sortingField, order: draft.sortingOrder }}
        onSortChange={(sort) => onChange({ sortingField: sort.field, sortingOrder: sort.order })}
        showStatus={draft.adStatusColumnEnabled}
        showTags={draft.creativeTagColumnEnabled}
        showLaunchDate={draft.adLaunchDateColumnEnabled}
        selectedIds={draft.selectedRows}
        onSelectionChange={(selectedRows) => onChange({ selectedRows })}
        onColumnsReorder={(tableMetrics) => onChange({ tableMetrics, columnPresetId: null })}
        onOpenRow={props.onOpenRow}
        rowActions={props.rowActions}
        loading={props.loading}
      />
      <div className={classes.tableFooter}>
        <Text size="sm" c="dimmed">
          {total === 0 ? 'No lines' : `Lines ${first}–${last} of ${total.toLocaleString('en-US')}`}
        </Text>
        <Group gap="sm">
          <Select
            aria-label="Lines per page"
            data={REPORT_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
            value={String(limit)}
            onChange={(value) => value && props.onLimitChange(Number(value))}
            allowDeselect={false}
            w={140}
          />
          <TablePagination
            total={total}
            pageSize={limit}
            page={props.page}
            onChange={props.onPageChange}
            label="Pages of the report"
          />
        </Group>
      </div>
    </section>
  );
}
