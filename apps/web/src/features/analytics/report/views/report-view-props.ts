import type { MetricDefinition, ReportRow } from '@hookline/domain';

/** What the report page gives each of its views (bar, line, grid). */
export interface ReportViewProps {
  /** The report's lines from its first, in the table's order: the whole report, not the table's page. */
  rows: ReportRow[];
  /** How many lines the whole report has (`rows` may hold fewer). */
  total?: number;
  /** This view's metric keys (the report's barMetrics, lineMetrics or cardMetrics). */
  metrics: string[];
  catalogue: ReadonlyMap<string, MetricDefinition>;
  /** The ad account's currency (ISO 4217). */
  currency: string;
  /** Selected group ids in selection order: they decide the rows' colours. */
  selectedIds: string[];
  onOpenRow: (row: ReportRow) => void;
}

/** The metrics of `keys` the catalogue knows, in order: a key it lacks (a removed metric) is skipped. */
export function knownMetrics(
  keys: readonly string[],
  catalogue: ReadonlyMap<string, MetricDefinition>,
): MetricDefinition[] {
  return keys.flatMap((key) => catalogue.get(key) ?? []);
}
