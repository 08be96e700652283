import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What Hookline measures of itself, in one registry per process (a test builds several apps in one process,
 * each with its own). Figures read from elsewhere (the job queue, the database pool) are read when scraped.
 */
export interface Metrics {
  registry: Registry;
  /** Every answered request, by method, route pattern (never the raw path) and status. */
  httpRequestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** ffmpeg runs: their time by kind (`heavy`: a transcode; `light`: a header or frame read) and outcome. */
  mediaTranscodeSeconds: Histogram<'kind' | 'outcome'>;
  jobsFinished: Counter<'job' | 'outcome'>;
  /** Adds figures read at scrape time: `read` returns the current value of each label set. */
  addReadout(input: Readout): void;
}

export interface Readout {
  name: string;
  help: string;
  labelNames?: readonly string[];
  read: () => Promise<ReadonlyArray<{ labels?: Record<string, string>; value: number }>>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hookline_' });
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'hookline_http_request_duration_seconds',
      help: 'HTTP requests answered, by method, route pattern and status, and how long each took',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mediaTranscodeSeconds: new Histogram({
      name: 'hookline_media_transcode_duration_seconds',
      help: 'ffmpeg runs of this process, by kind (heavy: a transcode; light: a header or frame read) and outcome, and how long each took',
      labelNames: ['kind', 'outcome'],
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
    jobsFinished: new Counter({
      name: 'hookline_jobs_finished_total',
      help: 'Jobs this process ran to the end, by job and outcome (completed, failed)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    addReadout({ name, help, labelNames = [], read }) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        },
      });
    },
  };
}
