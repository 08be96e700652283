import { computationComponents } from './definition-builder.ts';
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

/**
 * A sum of channels, known as soon as one channel is: an account without SKAN has no SKAN rows.
 * A report adds components for every line, so this loop allocates nothing.
 */
function addKnown(keys: readonly string[], values: ComponentValues): number | null {
  let total: number | null = null;
  for (const key of keys) {
    const value = read(values, key);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

/** Evaluates an operand; a missing component makes the whole operand unknown. */
export function evaluateExpr(expr: MetricExpr, values: ComponentValues): number | null {
  switch (expr.kind) {
    case 'component':
      return read(values, expr.component);
    case 'add':
      return addKnown(expr.components, values);
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

/** The number of entries of a sorted list below `value` (`strict`) or at most `value`. */
function countBelow(sorted: readonly number[], value: number, strict: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const probe = sorted[middle]!;
    if (strict ? probe < value : probe <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Mid-rank percentile of `value` among peer values sorted ascending (which normally contain `value`
 * itself once): the share of the other ads it beats, ties counting half, as a whole number from 0 to
 * 100. A lone ad scores 50.
 */
export function percentileInSorted(value: number, sorted: readonly number[]): number {
  const below = countBelow(sorted, value, true);
  const ties = countBelow(sorted, value, false) - below;
  const selfIncluded = ties > 0 ? 1 : 0;
  const others = sorted.length - selfIncluded;
  if (others === 0) return 50;
  return Math.round((100 * (below + (ties - selfIncluded) / 2)) / others);
}

/** `percentileInSorted` over peer values in any order. */
export function percentileScore(value: number, peerValues: readonly number[]): number {
  return percentileInSorted(
    value,
    [...peerValues].sort((a, b) => a - b),
  );
}

/**
 * The known values of a score's ratio over the peers, sorted, computed once per peer list and
 * ratio: a report scores thousands of lines against the same peers.
 */
const sortedPeerValues = new WeakMap<readonly ComponentValues[], Map<RatioComputation, number[]>>();

function peerValuesOf(basis: RatioComputation, peers: readonly ComponentValues[]): number[] {
  let byBasis = sortedPeerValues.get(peers);
  if (!byBasis) {
    byBasis = new Map();
    sortedPeerValues.set(peers, byBasis);
  }
  let sorted = byBasis.get(basis);
  if (!sorted) {
    sorted = peers
      .map((peer) => evaluateRatio(basis, peer))
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    byBasis.set(basis, sorted);
  }
  return sorted;
}

function computeScore(
  basis: RatioComputation,
  values: ComponentValues,
  peers: readonly ComponentValues[] | undefined,
): number | null {
  if (!peers) return null;
  const own = evaluateRatio(basis, values);
  if (own === null) return null;
  return percentileInSorted(own, peerValuesOf(basis, peers));
}

function compute(
  computation: MetricComputation,
  values: ComponentValues,
  context: MetricContext,
): number | null {
  switch (computation.kind) {
    case 'sum':
      return addKnown(computation.components, values);
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
