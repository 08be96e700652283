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
  /**
   * How long one run may hold the job before the queue takes it back and retries it (a process that died
   * mid-run never finishes it). Defaults to the queue's lease (JOB_LEASE_SECONDS).
   */
  leaseSeconds?: number;
  /**
   * A payload field naming whom the job is for (`orgId`): a job goes ahead of those of whoever has more
   * waiting, so the queue takes turns between them and one organisation's many jobs can't hold back
   * another's few.
   */
  fairBy?: string;
  /** Jobs a process runs at once (1 by default). */
  workers?: number;
}

/** A job and the function that runs one payload of it, as a worker runs it. */
export interface RunnableJob<Schema extends z.ZodType = z.ZodType> {
  job: JobDefinition<Schema>;
  run: (payload: z.infer<Schema>) => Promise<void>;
}

/** When a job may start: at once unless `runAt` says later (a platform asked to wait until then). */
export interface EnqueueOptions {
  runAt?: Date;
}

export interface JobQueue {
  enqueue<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Starts workers for the given jobs in this process. */
  work(jobs: readonly RunnableJob[]): Promise<void>;
  /** Each job name with work waiting, running, and the age of its oldest waiting job. */
  stats(): Promise<JobQueueStat[]>;
  /** Throws unless the queue answers: its tables reachable through its own connection, and not stopping. */
  ping(): Promise<void>;
  /** Takes no new job and waits for the running ones to finish, at most `timeoutMs`; a job cut short then
   * stays leased and is retried by another process once its lease ends. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueStat {
  name: string;
  waiting: number;
  running: number;
  oldestWaitingSeconds: number;
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
  /** The default lease of a run (15 minutes unless set). */
  leaseSeconds?: number;
  /** Counts each finished run by job and outcome. */
  onFinished?: (job: string, outcome: 'completed' | 'failed') => void;
}): Promise<JobQueue> {
  const leaseSeconds = options.leaseSeconds ?? 15 * 60;
  // How often a worker asks for work it was not told of: jobs sent by another process, retries and jobs put off
  // until later. A job sent by this process wakes its workers here at once. On the embedded database every job
  // is this process's own, so its workers ask rarely: the app's 36 queues asking every 2 s cost an idle server
  // 18 statements a second and 10% of a core, every 10 s 4 statements and 2.6%.
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? (options.connectionString ? 2 : 10);
  const timing = {
    expireInSeconds: leaseSeconds,
    // Expired leases are found by the queue's maintenance: look often enough that a lease ends close to on time.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(leaseSeconds / 2))),
  };
  const boss = options.connectionString
    ? new PgBoss({ connectionString: options.connectionString, max: 4, ...timing })
    : new PgBoss({ db: { executeSql: (text, values) => options.sql(text, values) }, ...timing });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  /** This process's workers of each queue: told at once of a job sent here, so they need not poll often. */
  const localWorkers = new Map<string, string[]>();
  let stopping = false;
  /**
   * The place of a fair job: minus the jobs of the same owner already waiting, since pg-boss takes the
   * highest priority first (then the oldest), so every owner's first waiting job comes before any second.
   * A job put off until later is not waiting yet, so it takes no turn from its owner's next job.
   */
  const fairPriority = async (name: string, field: string, owner: unknown) => {
    if (typeof owner !== 'string') return 0;
    const { rows } = await options.sql(
      `SELECT count(*)::int AS waiting FROM pgboss.job
        WHERE name = $1 AND state IN ('created', 'retry') AND start_after <= now() AND data->>$2 = $3`,
      [name, field, owner],
    );
    return -Number(rows[0]?.['waiting'] ?? 0);
  };
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await createQueueOnce(boss, name);
    created.add(name);
  };

  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      await ensureQueue(job.name);
      const data = job.payload.parse(payload) as Record<string, unknown>;
      const priority = job.fairBy ? await fairPriority(job.name, job.fairBy, data[job.fairBy]) : 0;
      const id = await boss.send(job.name, data, {
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
        priority,
        expireInSeconds: job.leaseSeconds ?? leaseSeconds,
        ...(enqueueOptions.runAt ? { startAfter: wholeSecondAfter(enqueueOptions.runAt) } : {}),
      });
      if (!enqueueOptions.runAt) {
        for (const workerId of localWorkers.get(job.name) ?? []) boss.notifyWorker(workerId);
      }
      return id;
    },
    async work(runnable) {
      for (const { job: definition, run } of runnable) {
        await ensureQueue(definition.name);
        for (let worker = 0; worker < (definition.workers ?? 1); worker += 1) {
          let workerId = '';
          // pg-boss waits its polling interval after every run, even one that found a job: a worker that found
          // one looks again at once, so a queue of jobs runs one after another until it is empty.
          const lookAgain = () => {
            if (!stopping) boss.notifyWorker(workerId);
          };
          workerId = await boss.work(definition.name, { pollingIntervalSeconds }, async (jobs) => {
            try {
              for (const job of jobs) {
                try {
                  await run(definition.payload.parse(job.data));
                } catch (error) {
                  options.onFinished?.(definition.name, 'failed');
                  throw error;
                }
                options.onFinished?.(definition.name, 'completed');
              }
            } finally {
              lookAgain();
            }
          });
          localWorkers.set(definition.name, [...(localWorkers.get(definition.name) ?? []), workerId]);
        }
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      }
    },
    async stats() {
      const { rows } = await options.sql(JOB_STATS_SQL);
      return rows.map((row) => ({
        name: String(row.name),
        waiting: Number(row.waiting),
        running: Number(row.running),
        oldestWaitingSeconds: Number(row.oldest_waiting_seconds ?? 0),
      }));
    },
    async ping() {
      if (stopping) throw new Error('the job queue is stopping');
      await boss.schemaVersion();
    },
    stop: ({ timeoutMs = 5000 } = {}) => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/** pg-boss keeps a start time to the second, cutting the rest: rounded up, a job never starts before its time. */
const wholeSecondAfter = (at: Date): Date => new Date(Math.ceil(at.getTime() / 1000) * 1000);

/** PostgreSQL's error code when it broke a deadlock by failing one of the transactions in it. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates the queue unless it exists. Servers started together each create every queue at once, and two
 * creations (of one queue or of two: each adds a key to the table of queues) can deadlock in PostgreSQL,
 * which fails one of them: that one tries again a moment later, up to 20 times.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * Math.random()));
    }
  }
}

/** Read from pg-boss' own table: jobs due and not taken, jobs taken, by queue. */
const JOB_STATS_SQL = `
  select name,
    count(*) filter (where state in ('created', 'retry') and start_after <= now()) as waiting,
    count(*) filter (where state = 'active') as running,
    extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now()))
      as oldest_waiting_seconds
  from pgboss.job
  where state < 'completed'
  group by name
  order by name`;
