import type { ReportQueryResult } from '@hookline/domain';
import type { BaselineLine } from './duckdb-baseline.ts';

const cents = (value: number): number => Math.round(value * 100);

/** Equal to the cent; a sum landing on either side of a half cent by float noise still counts as equal. */
const sameMoney = (a: number, b: number): boolean => cents(a) === cents(b) || Math.abs(a - b) < 1e-6;

/** Equal up to the rounding of summing doubles in another order. */
function sameMetric(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Throws, naming every difference, unless DuckDB's page equals Hookline's: the same ad names in the
 * same order, the same spend to the cent, and every metric equal.
 */
export function assertSameLines(
  hookline: ReportQueryResult,
  baseline: readonly BaselineLine[],
  label: string,
): void {
  const problems: string[] = [];
  if (hookline.data.length !== baseline.length) {
    problems.push(`Hookline answered ${hookline.data.length} lines, DuckDB ${baseline.length}`);
  }
  const count = Math.min(hookline.data.length, baseline.length);
  for (let index = 0; index < count; index += 1) {
    const ours = hookline.data[index]!;
    const theirs = baseline[index]!;
    const where = `line ${index + 1}`;
    if (ours.groupId !== theirs.name) {
      problems.push(`${where}: Hookline "${ours.groupId}", DuckDB "${theirs.name}"`);
      continue;
    }
    if (!sameMoney(ours.spend, theirs.spend)) {
      problems.push(`${where} (${theirs.name}): spend ${ours.spend} in Hookline, ${theirs.spend} in DuckDB`);
    }
    for (const [key, value] of Object.entries(theirs.metrics)) {
      if (!sameMetric(ours.insights[key], value)) {
        problems.push(
          `${where} (${theirs.name}): ${key} ${ours.insights[key]} in Hookline, ${value} in DuckDB`,
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${label}: DuckDB's top ${baseline.length} differ from Hookline's report:\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
  }
}
