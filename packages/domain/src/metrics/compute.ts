import { computationComponents, sumOf } from './definition-builder.ts';
import type {
  ComponentValues,
  MetricComponent,
  MetricComputation,
  MetricDefinition,
  MetricExpr,
  RatioComputation,
} from './types.ts';

/** What a metric may need beyond its own line: report totals (share of total) and peer lines (scores). */
export interface MetricContext {
  /** Components summed over every line of the report. */
  totals?: ComponentValues;
  /** Component values of every ad line the scores rank against, the line itself included. */
  peers?: readonly ComponentValues[];
}

function read(values: ComponentValues, key: string): number | null {
  const value = values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Evaluates an operand; a missing component makes the whole operand unknown. */
export function evaluateExpr(expr: MetricExpr, values: ComponentValues): number | null {
  switch (expr.kind) {
    case 'component':
      return read(values, expr.component);
    case 'add': {
      // A sum of channels is known as soon as one channel is: an account without SKAN has no SKAN rows.
      const known = expr.components
        .map((key) => read(values, key))
        .filter((value): value is number => value !== null);
      return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
    }
    case 'subtract': {
      const minuend = read(values, expr.minuend);
      const subtrahend = read(values, expr.subtrahend);
      return minuend === null || subtrahend === null ? null : minuend - subtrahend;
    }
  }
}

/** A ratio of summed parts; null when the denominator is zero or unknown. */
export function evaluateRatio(computation: RatioComputation, values: ComponentValues): number | null {
  const numerator = evaluateExpr(computation.numerator, values);
  const denominator = evaluateExpr(computation.denominator, values);
  if (numerator === null || denominator === null || denominator === 0) return null;
  return (numerator / denominator) * computation.scale;
}

/**
 * Mid-rank percentile of `value` among `peerValues` (which normally contain `value` itself once):
 * the share of the other ads it beats, ties counting half, as a whole number from 0 to 100.
 * A lone ad scores 50.
 */
export function percentileScore(value: number, peerValues: readonly number[]): number {
  let below = 0;
  let ties = 0;
  for (const peer of peerValues) {
    if (peer < value) below += 1;
    else if (peer === value) ties += 1;
  }
  const selfIncluded = ties > 0 ? 1 : 0;
  const others = peerValues.length - selfIncluded;
  if (others === 0) return 50;
  return Math.round((100 * (below + (ties - selfIncluded) / 2)) / others);
}

function computeScore(
  basis: RatioComputation,
  values: ComponentValues,
  peers: readonly ComponentValues[] | undefined,
): number | null {
  if (!peers) return null;
  const own = evaluateRatio(basis, values);
  if (own === null) return null;
  const peerValues = peers
    .map((peer) => evaluateRatio(basis, peer))
    .filter((value): value is number => value !== null);
  return percentileScore(own, peerValues);
}

function compute(
  computation: MetricComputation,
  values: ComponentValues,
  context: MetricContext,
): number | null {
  switch (computation.kind) {
    case 'sum':
      return evaluateExpr(sumOf(...computation.components), values);
    case 'unique':
      return read(values, computation.component);
    case 'ratio':
      return evaluateRatio(computation, values);
    case 'share_of_total': {
      const own = read(values, computation.component);
      const total = context.totals ? read(context.totals, computation.component) : null;
      if (own === null || total === null || total === 0) return null;
      return (own / total) * computation.scale;
    }
    case 'score':
      return computeScore(computation.basis, values, context.peers);
  }
}

/**
 * The value of a metric for one report line, from its components summed over the line's rows
 * (unique components read at the line's level). Null when it cannot be computed.
 */
export function computeMetric(
  definition: MetricDefinition,
  components: ComponentValues,
  context: MetricContext = {},
): number | null {
  return compute(definition.computation, components, context);
}

/** The component keys a metric reads, for the report engine's query. */
export function requiredComponents(definition: MetricDefinition): string[] {
  return [...new Set(computationComponents(definition.computation))];
}

/**
 * Sums rows component by component. Unique components cannot be summed: they keep the row's
 * value when there is one row and are left out otherwise, for the caller to fill in from the
 * platform's figure for the whole line.
 */
export function sumComponentRows(
  components: Iterable<MetricComponent>,
  rows: readonly ComponentValues[],
): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  for (const part of components) {
    if (part.aggregation === 'unique') {
      if (rows.length === 1) totals[part.key] = read(rows[0] ?? {}, part.key);
      continue;
    }
    let total: number | null = null;
    for (const row of rows) {
      const value = read(row, part.key);
      if (value !== null) total = (total ?? 0) + value;
    }
    totals[part.key] = total;
  }
  return totals;
}
