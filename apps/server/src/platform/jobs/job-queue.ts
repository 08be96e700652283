import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { SqlRunner } from '../db/database.ts';

/**
 * A job as plain data: its name and the schema of its payload, so any area can enqueue it. The area that does
 * the work registers a handler for it (`jobs/job-handlers.ts`); handlers must be idempotent.
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  /** Cron expression (UTC) for jobs that run on a schedule. */
  cron?: string;
  retryLimit?: number;
}

/** A job and the function that runs one payload of it, as a worker runs it. */
export interface RunnableJob<Schema extends z.ZodType = z.ZodType> {
  job: JobDefinition<Schema>;
  run: (payload: z.infer<Schema>) => Promise<void>;
}

export interface JobQueue {
  enqueue<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
  ): Promise<string | null>;
  /** Starts workers for the given jobs in this process. */
  work(jobs: readonly RunnableJob[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's own database. On PGlite it runs through the handle's SQL runner (a
 * statement without values goes to `exec`, one with values to `query`), on PostgreSQL through its pool.
 */
export async function startJobQueue(options: {
  sql: SqlRunner;
  connectionString: string | undefined;
  log: Logger;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = options.connectionString
    ? new PgBoss({ connectionString: options.connectionString, max: 4 })
    : new PgBoss({ db: { executeSql: (text, values) => options.sql(text, values) } });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };

  return {
    async enqueue(job, payload) {
      await ensureQueue(job.name);
      return boss.send(job.name, job.payload.parse(payload) as object, {
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
      });
    },
    async work(runnable) {
      for (const { job: definition, run } of runnable) {
        await ensureQueue(definition.name);
        await boss.work(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async (jobs) => {
            for (const job of jobs) {
              await run(definition.payload.parse(job.data));
            }
          },
        );
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
