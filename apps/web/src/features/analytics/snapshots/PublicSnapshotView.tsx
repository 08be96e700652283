import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { Snapshot } from '../../../api/report-library-api.ts';
import { ReportTable } from '../report/table/ReportTable.tsx';
import {
  dateRangeText,
  formatDate,
  groupByLabel,
  platformOfReportType,
  snapshotCatalogue,
} from './snapshot-report.ts';

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

/** A frozen report, read-only: its name, range, currency and grouping, then its table with totals. */
export function PublicSnapshotView({ snapshot }: { snapshot: Snapshot }) {
  const { report, result } = snapshot;
  const platform = platformOfReportType(report.reportType);
  const catalogue = useMemo(
    () => snapshotCatalogue(platform, report.tableMetrics),
    [platform, report.tableMetrics],
  );
  const grouping = groupByLabel(report.groupAdsBy);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={28}>
          {snapshot.name}
        </Title>
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
      </Group>
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
