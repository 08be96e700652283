import { formatMetricValue, type MetricDefinition, type ReportRow } from '@hookline/domain';
import { Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { TOP_BAR_COUNT, barData, rowColours } from './bar-data.ts';
import classes from './BarChartView.module.css';
import { knownMetrics, type ReportViewProps } from './report-view-props.ts';
import { MetricTitle } from './MetricTitle.tsx';
import { EmptyView } from './EmptyView.tsx';

interface MetricBarsProps {
  metric: MetricDefinition;
  rows: readonly ReportRow[];
  colours: readonly string[];
  currency: string;
  onOpenRow?: (row: ReportRow) => void;
}

/**
 * One metric's horizontal bars, a line each, drawn in HTML: every bar is a button that opens its line,
 * and its label and value are text that screen readers and the keyboard reach.
 */
function MetricBars({ metric, rows, colours, currency, onOpenRow }: MetricBarsProps) {
  const titleId = useId();
  const bars = useMemo(() => barData(rows, metric.key, colours), [rows, metric.key, colours]);
  return (
    <figure className={classes.chart} aria-labelledby={titleId}>
      <figcaption>
        <MetricTitle metric={metric} id={titleId} />
      </figcaption>
      <ol className={classes.bars} aria-labelledby={titleId}>
        {bars.map((bar) => (
          <li key={bar.row.groupId}>
            <UnstyledButton
              component={onOpenRow ? 'button' : 'div'}
              className={classes.bar}
              onClick={onOpenRow ? () => onOpenRow(bar.row) : undefined}
            >
              <span className={classes.label} title={bar.row.groupLabel}>
                {bar.row.groupLabel}
              </span>
              {/* Screen readers would otherwise run the label into the value: "Line 31.50". */}
              <VisuallyHidden>:</VisuallyHidden>{' '}
              <span className={classes.track}>
                <span
                  className={classes.fill}
                  data-empty={bar.share === 0 || undefined}
                  style={{ '--share': bar.share, background: bar.colour } as CSSProperties}
                  aria-hidden
                />
                <span className={classes.value}>{formatMetricValue(metric, bar.value, { currency })}</span>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </figure>
  );
}

interface BarChartViewProps extends Omit<ReportViewProps, 'onOpenRow'> {
  /** Opens a line's creative preview; without it (a public snapshot) a bar opens nothing. */
  onOpenRow?: (row: ReportRow) => void;
}

/**
 * The bar view: a horizontal bar chart per metric, the lines in the table's order, the top 10 until
 * "Show all". Bars take the lines' selection colours, so a line looks the same in the table and here.
 */
export function BarChartView({
  rows,
  total = rows.length,
  metrics,
  catalogue,
  currency,
  selectedIds,
  onOpenRow,
}: BarChartViewProps) {
  const [showAll, setShowAll] = useState(false);
  const definitions = useMemo(() => knownMetrics(metrics, catalogue), [metrics, catalogue]);
  const colours = useMemo(() => rowColours(rows, selectedIds), [rows, selectedIds]);
  const shown = useMemo(() => (showAll ? rows : rows.slice(0, TOP_BAR_COUNT)), [rows, showAll]);
  const shownColours = useMemo(() => colours.slice(0, shown.length), [colours, shown.length]);

  if (rows.length === 0) return <EmptyView />;
  if (definitions.length === 0) {
    return <EmptyView message="Choose at least one metric for the bar charts." />;
  }
  return (
    <Stack gap="md">
      <div className={classes.charts}>
        {definitions.map((metric) => (
          <MetricBars
            key={metric.key}
            metric={metric}
            rows={shown}
            colours={shownColours}
            currency={currency}
            onOpenRow={onOpenRow}
          />
        ))}
      </div>
      {rows.length > TOP_BAR_COUNT && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {showAll
              ? rows.length < total
                ? `Top ${rows.length} of ${total} lines`
                : `All ${rows.length} lines`
              : `Top ${TOP_BAR_COUNT} of ${total} lines`}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setShowAll((all) => !all)}>
            {showAll ? `Show top ${TOP_BAR_COUNT}` : `Show all ${rows.length}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
