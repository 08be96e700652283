/** How a timed operation went: the median and every sample, and the last run's answer. */
export interface Timed<T> {
  medianMs: number;
  samplesMs: number[];
  last: T;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs `operation` `warmups` times untimed, then `runs` times timed, one after the other; `prepare`
 * runs untimed before each run.
 */
export async function timeMedian<T>(
  operation: () => Promise<T>,
  options: { warmups: number; runs: number; prepare?: () => Promise<void> } = { warmups: 2, runs: 7 },
): Promise<Timed<T>> {
  if (options.runs < 1) throw new Error('At least one timed run is needed');
  for (let index = 0; index < options.warmups; index += 1) {
    await options.prepare?.();
    await operation();
  }
  const samplesMs: number[] = [];
  let last: T | undefined;
  for (let index = 0; index < options.runs; index += 1) {
    await options.prepare?.();
    const started = performance.now();
    last = await operation();
    samplesMs.push(performance.now() - started);
  }
  return { medianMs: median(samplesMs), samplesMs, last: last as T };
}

/** Milliseconds with two decimals, for the printed figures. */
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
