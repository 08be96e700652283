import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatMetricValue, type ReportRow, type TimeIncrement } from '@hookline/domain';
import { Box, Group, SegmentedControl, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyView } from './EmptyView.tsx';
import classes from './LineChartView.module.css';
import { chartedLines, linePoints, type LineSeries } from './line-series.ts';
import { MetricTitle } from './MetricTitle.tsx';
import { knownMetrics, type ReportViewProps } from './report-view-props.ts';

export interface LineChartViewProps extends ReportViewProps {
  timeIncrement: TimeIncrement;
  onTimeIncrementChange: (increment: TimeIncrement) => void;
}

const INCREMENTS: Array<{ value: TimeIncrement; label: string }> = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

const INCREMENT_WORDS: Readonly<Record<TimeIncrement, string>> = { day: 'day', week: 'week', month: 'month' };

/** A handful of metrics fit a segmented control at the narrowest report; more go in a select. */
const MAX_SEGMENTED_METRICS = 3;

const isIncrement = (value: string): value is TimeIncrement =>
  INCREMENTS.some((item) => item.value === value);

const axisDate = (date: string, increment: TimeIncrement) =>
  dayjs(date).format(increment === 'month' ? 'MMM YYYY' : 'MMM D');
const fullDate = (date: string) => dayjs(date).format('MMM D, YYYY');

function LineLegend({
  lines,
  onOpenRow,
}: {
  lines: readonly LineSeries[];
  onOpenRow: (row: ReportRow) => void;
}) {
  return (
    <ul className={classes.legend} aria-label="Lines">
      {lines.map((line) => (
        <li key={line.key}>
          <UnstyledButton className={classes.legendItem} onClick={() => onOpenRow(line.row)}>
            <span className={classes.swatch} style={{ background: line.colour }} aria-hidden />
            <span className={classes.legendLabel} title={line.row.groupLabel}>
              {line.row.groupLabel}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * The line view: one metric over time, a line per report line (the selected ones in their colours, else
 * the first six), by day, week or month. Built for a year of days and 8 lines: the points are shaped once
 * per change, and the chart draws without animation or dots.
 */
export function LineChartView({
  rows,
  metrics,
  catalogue,
  currency,
  selectedIds,
  onOpenRow,
  timeIncrement,
  onTimeIncrementChange,
}: LineChartViewProps) {
  const metricLabelId = useId();
  const incrementLabelId = useId();
  const titleId = useId();
  const definitions = useMemo(() => knownMetrics(metrics, catalogue), [metrics, catalogue]);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const metric = definitions.find((definition) => definition.key === chosenKey) ?? definitions[0];

  const { lines, note } = useMemo(() => chartedLines(rows, selectedIds), [rows, selectedIds]);
  const points = useMemo(
    () => (metric ? linePoints(lines, metric.key, timeIncrement) : []),
    [lines, metric, timeIncrement],
  );
  const series = useMemo(
    () => lines.map((line) => ({ name: line.key, label: line.row.groupLabel, color: line.colour })),
    [lines],
  );

  if (rows.length === 0) return <EmptyView />;
  if (!metric) return <EmptyView message="Choose at least one metric for the line chart." />;

  const metricOptions = definitions.map((definition) => ({
    value: definition.key,
    label: definition.shortName,
  }));
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  const summary =
    first && last
      ? `${metric.longName} by ${INCREMENT_WORDS[timeIncrement]} from ${fullDate(first)} to ${fullDate(last)}, ` +
        `${lines.length} ${lines.length === 1 ? 'line' : 'lines'}: ${lines.map((line) => line.row.groupLabel).join(', ')}.`
      : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        {definitions.length <= MAX_SEGMENTED_METRICS ? (
          <Stack gap={4}>
            <Text id={metricLabelId} size="sm" fw={500}>
              Metric
            </Text>
            <SegmentedControl
              aria-labelledby={metricLabelId}
              data={metricOptions}
              value={metric.key}
              onChange={setChosenKey}
              size="xs"
            />
          </Stack>
        ) : (
          <Select
            label="Metric"
            data={metricOptions}
            value={metric.key}
            onChange={(value) => value && setChosenKey(value)}
            allowDeselect={false}
            size="xs"
            w={220}
          />
        )}
        <Stack gap={4}>
          <Text id={incrementLabelId} size="sm" fw={500}>
            Interval
          </Text>
          <SegmentedControl
            aria-labelledby={incrementLabelId}
            data={INCREMENTS}
            value={timeIncrement}
            onChange={(value) => isIncrement(value) && onTimeIncrementChange(value)}
            size="xs"
          />
        </Stack>
      </Group>

      <figure className={classes.figure} aria-labelledby={titleId}>
        <figcaption>
          <MetricTitle metric={metric} id={titleId} />
        </figcaption>
        {lines.length === 0 ? (
          <EmptyView message="None of the selected lines is on this page. Select lines in the table to draw them." />
        ) : points.length === 0 ? (
          <EmptyView message="There are no figures over time for these lines in this date range." />
        ) : (
          <>
            <LineLegend lines={lines} onOpenRow={onOpenRow} />
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
            <Box role="img" aria-label={summary}>
              <LineChart
                h={320}
                data={points}
                dataKey="date"
                series={series}
                curveType="linear"
                withDots={false}
                connectNulls={false}
                strokeWidth={2}
                valueFormatter={(value) => formatMetricValue(metric, value, { currency })}
                xAxisProps={{
                  tickFormatter: (date: string) => axisDate(date, timeIncrement),
                  minTickGap: 24,
                }}
                yAxisProps={{
                  width: 64,
                  tickFormatter: (value: number) =>
                    formatMetricValue(metric, value, { currency, short: true }),
                }}
                tooltipProps={{
                  labelFormatter: (date: ReactNode) => (typeof date === 'string' ? fullDate(date) : date),
                }}
              />
            </Box>
          </>
        )}
      </figure>
    </Stack>
  );
}
