import type { DatabaseHandle } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { ffmpegLoad, observeFfmpegRuns } from '../media/ffmpeg-run.ts';
import type { Metrics } from './metrics.ts';

/**
 * The job queue's depth and age, the database pool and ffmpeg's places, read when `/metrics` is scraped; and
 * each finished ffmpeg run, counted as it ends.
 */
export function addPlatformReadouts(
  metrics: Metrics,
  input: { database: DatabaseHandle; jobs: JobQueue | undefined },
): void {
  const { database, jobs } = input;
  if (jobs) {
    const stats = () => jobs.stats();
    metrics.addReadout({
      name: 'hookline_jobs_waiting',
      help: 'Jobs due and not yet taken by a worker, by job',
      labelNames: ['job'],
      read: async () => (await stats()).map((s) => ({ labels: { job: s.name }, value: s.waiting })),
    });
    metrics.addReadout({
      name: 'hookline_jobs_running',
      help: 'Jobs taken by a worker and not finished, by job (all processes)',
      labelNames: ['job'],
      read: async () => (await stats()).map((s) => ({ labels: { job: s.name }, value: s.running })),
    });
    metrics.addReadout({
      name: 'hookline_jobs_oldest_waiting_seconds',
      help: 'Age of the oldest job due and not yet taken, by job',
      labelNames: ['job'],
      read: async () =>
        (await stats()).map((s) => ({ labels: { job: s.name }, value: s.oldestWaitingSeconds })),
    });
  }
  observeFfmpegRuns(({ kind, outcome, seconds }) =>
    metrics.mediaTranscodeSeconds.observe({ kind, outcome }, seconds),
  );
  metrics.addReadout({
    name: 'hookline_media_transcodes',
    help: 'ffmpeg runs of this process, by state: running, or waiting for a place',
    labelNames: ['state'],
    read: async () => {
      const { running, waiting } = ffmpegLoad();
      return [
        { labels: { state: 'running' }, value: running },
        { labels: { state: 'waiting' }, value: waiting },
      ];
    },
  });
  const poolStats = database.poolStats?.bind(database);
  if (poolStats) {
    metrics.addReadout({
      name: 'hookline_db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state (idle, busy) and requests waiting for one',
      labelNames: ['state'],
      read: async () => {
        const { total, idle, waiting } = poolStats();
        return [
          { labels: { state: 'idle' }, value: idle },
          { labels: { state: 'busy' }, value: total - idle },
          { labels: { state: 'waiting' }, value: waiting },
        ];
      },
    });
  }
}
