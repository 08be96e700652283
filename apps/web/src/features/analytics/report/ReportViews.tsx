import type { ChartView, MetricDefinition, ReportRow, TimeIncrement } from '@hookline/domain';
import { Group, Paper, SegmentedControl } from '@mantine/core';
import { MetricPicker } from './controls/MetricPicker.tsx';
import type { ReportDraft } from './report-draft.ts';
import classes from './ReportPage.module.css';
import { BarChartView } from './views/BarChartView.tsx';
import { GridView } from './views/GridView.tsx';
import { LineChartView } from './views/LineChartView.tsx';
import { useHoverVideo } from './use-hover-video.ts';
import { ReportViewSkeleton } from './views/ReportViewSkeleton.tsx';

const VIEW_LABELS: Record<ChartView, string> = { bar: 'Bar', line: 'Line', grid: 'Grid' };
const METRICS_OF_VIEW = { bar: 'barMetrics', line: 'lineMetrics', grid: 'cardMetrics' } as const;

interface ReportViewsProps {
  draft: ReportDraft;
  /** The report's lines in the table's order, from its first (up to `CHART_LINE_LIMIT`, analytics-queries.ts). */
  rows: ReportRow[];
  /** How many lines the whole report has. */
  total: number;
  /** The lines or the metric catalogue are not there yet: the view's skeleton, never its empty state. */
  loading: boolean;
  catalogue: ReadonlyMap<string, MetricDefinition>;
  catalogueList: MetricDefinition[];
  currency: string;
  onChange: (change: Partial<ReportDraft>) => void;
  onOpenRow: (row: ReportRow) => void;
}

/** The report's chart: bar (the default), line over time or grid cards, each with its own metrics. */
export function ReportViews({
  draft,
  rows,
  total,
  loading,
  catalogue,
  catalogueList,
  currency,
  onChange,
  onOpenRow,
}: ReportViewsProps) {
  const view = draft.selectedChart;
  const hoverVideo = useHoverVideo(draft.adAccountId);
  const metricsKey = METRICS_OF_VIEW[view];
  const common = {
    rows,
    total,
    catalogue,
    currency,
    selectedIds: draft.selectedRows,
    onOpenRow,
    metrics: draft[metricsKey],
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.section}
      component="section"
      aria-label="Report chart"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label="Chart view"
          value={view}
          onChange={(value) => onChange({ selectedChart: value })}
          data={(Object.keys(VIEW_LABELS) as ChartView[]).map((value) => ({
            value,
            label: VIEW_LABELS[value],
          }))}
        />
        <MetricPicker
          label={view === 'grid' ? 'Card metrics' : 'Chart metrics'}
          catalogue={catalogueList}
          selected={draft[metricsKey]}
          onChange={(keys) => onChange({ [metricsKey]: keys })}
          max={view === 'grid' ? 8 : 4}
        />
      </Group>
      {loading && <ReportViewSkeleton view={view} metricCount={draft[metricsKey].length} />}
      {!loading && view === 'bar' && <BarChartView {...common} />}
      {!loading && view === 'line' && (
        <LineChartView
          {...common}
          timeIncrement={draft.timeIncrement}
          onTimeIncrementChange={(timeIncrement: TimeIncrement) => onChange({ timeIncrement })}
        />
      )}
      {!loading && view === 'grid' && (
        <GridView {...common} videoUrlOf={hoverVideo.urlOf} onVideoWanted={hoverVideo.want} />
      )}
    </Paper>
  );
}
