import type { MetricComputation, MetricDefinition, MetricExpr } from '@hookline/domain';

/** Quotes an SQL identifier. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Reads a summed component in the SQL a metric expression is written into. */
export type ComponentReference = (componentKey: string) => string;

/**
 * The SQL of one operand, with the catalogue's meaning of missing values: a sum of several
 * components is known as soon as one of them is, a difference needs both sides.
 */
function exprSql(expr: MetricExpr, reference: ComponentReference): string {
  switch (expr.kind) {
    case 'component':
      return reference(expr.component);
    case 'add': {
      const parts = expr.components.map(reference);
      const allMissing = parts.map((part) => `${part} IS NULL`).join(' AND ');
      const total = parts.map((part) => `coalesce(${part}, 0)`).join(' + ');
      return `(CASE WHEN ${allMissing} THEN NULL ELSE ${total} END)`;
    }
    case 'subtract':
      return `(${reference(expr.minuend)} - ${reference(expr.subtrahend)})`;
  }
}

function computationSql(computation: MetricComputation, reference: ComponentReference, key: string): string {
  switch (computation.kind) {
    case 'sum':
      return computation.components.length === 1
        ? reference(computation.components[0]!)
        : exprSql({ kind: 'add', components: computation.components }, reference);
    case 'ratio':
      return `(${exprSql(computation.numerator, reference)} / nullif(${exprSql(computation.denominator, reference)}, 0) * ${computation.scale})`;
    case 'share_of_total': {
      const own = reference(computation.component);
      return `(${own} / nullif(sum(${own}) OVER (), 0) * ${computation.scale})`;
    }
    case 'unique':
      throw new Error(
        `Metric ${key} reads a unique figure (reach...), which comes from the platform for the whole line and cannot be summed from daily rows`,
      );
    case 'score':
      throw new Error(
        `Metric ${key} is a creative score (a percentile rank among peer ads), not a plain SQL expression`,
      );
  }
}

/**
 * The SQL expression of a metric over a line's summed components, written from the metric's
 * computation in the catalogue: sums stay sums, ratios are ratios of sums scaled, null when the
 * denominator is zero or missing.
 */
export function metricSql(metric: MetricDefinition, reference: ComponentReference): string {
  return computationSql(metric.computation, reference, metric.key);
}
