/** What a benchmark reports: its own figure and the baseline's, measured in the same run. */
export interface BenchResult {
  name: string;
  unit: string;
  hookline: number;
  baseline: number;
  baselineName: string;
  /** Lower is better for times, higher for throughput. */
  lowerIsBetter: boolean;
  notes?: string;
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchResult>;
}

/** Sends `total` requests with `concurrency` in flight and returns the median latency in ms. */
export async function measureRequests(options: {
  url: string;
  total: number;
  concurrency: number;
  init?: RequestInit;
}): Promise<{ medianMs: number; p95Ms: number; requestsPerSecond: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(options.url, options.init);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${options.url} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), requestsPerSecond: latencies.length / elapsedSeconds };
}

export function formatResult(result: BenchResult): string {
  const ratio = result.hookline / result.baseline;
  const verdict = `${ratio.toFixed(2)}x the baseline's ${result.unit === 'ms' ? 'time' : result.lowerIsBetter ? 'figure' : 'rate'}`;
  return [
    `${result.name}`,
    `  hookline: ${result.hookline.toFixed(2)} ${result.unit}`,
    `  baseline (${result.baselineName}): ${result.baseline.toFixed(2)} ${result.unit}`,
    `  ratio: ${verdict}`,
    ...(result.notes ? [`  ${result.notes}`] : []),
  ].join('\n');
}
