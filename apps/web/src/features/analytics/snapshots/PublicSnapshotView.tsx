import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { PublicSnapshot } from '@hookline/domain';
import { ReportTable } from '../report/table/ReportTable.tsx';
import { BarChartView } from '../report/views/BarChartView.tsx';
import { filterLines } from './snapshot-filters.ts';
import {
  dateRangeText,
  formatDate,
  groupByLabel,
  platformOfReportType,
  snapshotCatalogue,
} from './snapshot-report.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/**
 * A frozen report, read-only: its name, range, currency, grouping and filters, then its bar chart and its
 * table with totals.
 */
export function PublicSnapshotView({ snapshot }: { snapshot: PublicSnapshot }) {
  const { report, result } = snapshot;
  const platform = platformOfReportType(report.reportType);
  const catalogue = useMemo(
    () => snapshotCatalogue(platform, [...report.tableMetrics, ...report.barMetrics]),
    [platform, report.tableMetrics, report.barMetrics],
  );
  const grouping = groupByLabel(report.groupAdsBy);
  const filters = filterLines(report, platform, catalogue);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <TruncatedText order={1} fz={28}>
          {snapshot.name}
        </TruncatedText>
        <Text size="sm" c="dimmed">
          Frozen on {formatDate(snapshot.createdAt)}
        </Text>
        {report.description && (
          <Text c="dimmed" maw={720}>
            {report.description}
          </Text>
        )}
      </Stack>
      <Group gap="sm" style={{ columnGap: 32 }}>
        <Fact label="Dates">{dateRangeText(result.startDate, result.endDate)}</Fact>
        <Fact label="Currency">{result.currency}</Fact>
        <Fact label="Grouped by">{grouping}</Fact>
        <Fact label="Filters">
          {filters.length === 0 ? (
            'None: every ad of the account'
          ) : (
            <Stack component="span" gap={0}>
              {filters.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </Stack>
          )}
        </Fact>
      </Group>
      {result.data.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Report chart">
          <BarChartView
            rows={result.data}
            total={result.total}
            metrics={report.barMetrics}
            catalogue={catalogue}
            currency={result.currency}
            selectedIds={[]}
          />
        </Paper>
      )}
      <ReportTable
        rows={result.data}
        columns={report.tableMetrics}
        catalogue={catalogue}
        currency={result.currency}
        groupLabel={grouping}
        totals={result.totals}
        sort={{ field: report.sortingField, order: report.sortingOrder }}
        showStatus={report.adStatusColumnEnabled}
        showTags={report.creativeTagColumnEnabled}
        showLaunchDate={report.adLaunchDateColumnEnabled}
        ariaLabel={snapshot.name}
        emptyState={
          <Stack align="center" ta="center" gap={4} py={48} px="md">
            <Text fw={600}>No ads spent in this date range</Text>
            <Text size="sm" c="dimmed">
              The report had no lines when this snapshot was taken.
            </Text>
          </Stack>
        }
      />
    </Stack>
  );
}
