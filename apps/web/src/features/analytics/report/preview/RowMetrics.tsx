import { formatMetricValue, type MetricDefinition, type ReportRow } from '@hookline/domain';
import classes from './CreativePreviewDrawer.module.css';

interface RowMetricsProps {
  row: ReportRow;
  metrics: readonly MetricDefinition[];
  currency: string;
}

/** The line's key figures, each on its colour-scale background as in the table. */
export function RowMetrics({ row, metrics, currency }: RowMetricsProps) {
  return (
    <dl className={classes.metrics}>
      {metrics.map((metric) => (
        <div
          key={metric.key}
          className={classes.metric}
          style={{ background: row.colors[metric.key]?.css ?? undefined }}
        >
          <dt title={metric.description}>{metric.longName}</dt>
          <dd>{formatMetricValue(metric, row.insights[metric.key], { currency })}</dd>
        </div>
      ))}
    </dl>
  );
}
