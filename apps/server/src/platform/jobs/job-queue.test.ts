import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

/** A job whose payload is a number. */
const numberedJob = (name: string): JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> => ({
  name,
  payload: z.object({ n: z.number() }),
});

describe('job queue', () => {
  let database: DatabaseHandle & { url: string | undefined };
  let queue: JobQueue;
  const finished: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = await startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
      onFinished: (job, outcome) => void finished.push(`${job}:${outcome}`),
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  /** A queue on the same database whose workers ask for work only every five minutes, unless woken. */
  const slowQueue = () =>
    startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 300,
    });

  it('runs an enqueued job in a worker with its payload', async () => {
    const seen: string[] = [];
    const echo: JobDefinition<z.ZodObject<{ word: z.ZodString }>> = {
      name: 'test.echo',
      payload: z.object({ word: z.string() }),
    };
    await queue.work([
      {
        job: echo,
        async run(payload) {
          seen.push(echo.payload.parse(payload).word);
        },
      },
    ]);
    const id = await queue.enqueue(echo, { word: 'hello' });
    expect(id).toBeTruthy();
    await expect.poll(() => seen, { timeout: 15_000, interval: 100 }).toEqual(['hello']);
  });

  it('retries a failing job until it succeeds', async () => {
    let attempts = 0;
    const flaky: JobDefinition<z.ZodObject<Record<string, never>>> = {
      name: 'test.flaky',
      payload: z.object({}),
      retryLimit: 2,
    };
    await queue.work([
      {
        job: flaky,
        async run() {
          attempts += 1;
          if (attempts === 1) throw new Error('first attempt fails');
        },
      },
    ]);
    await queue.enqueue(flaky, {});
    await expect.poll(() => attempts, { timeout: 30_000, interval: 200 }).toBe(2);
  });

  it('records a job that fails on every try: failed, with its last error, each try counted', async () => {
    let tries = 0;
    const doomed: JobDefinition<z.ZodObject<Record<string, never>>> = {
      name: 'test.doomed',
      payload: z.object({}),
      retryLimit: 1,
    };
    await queue.work([
      {
        job: doomed,
        async run() {
          tries += 1;
          throw new Error(`try ${tries} fails`);
        },
      },
    ]);
    const id = await queue.enqueue(doomed, {});
    const recorded = async () => {
      const { rows } = await database.sql('SELECT state, output FROM pgboss.job WHERE id = $1', [id]);
      return rows[0];
    };
    await expect
      .poll(async () => (await recorded())?.['state'], { timeout: 30_000, interval: 200 })
      .toBe('failed');
    expect((await recorded())?.['output']).toMatchObject({ message: 'try 2 fails' });
    expect(tries).toBe(2);
    expect(finished.filter((entry) => entry.startsWith(`${doomed.name}:`))).toEqual([
      'test.doomed:failed',
      'test.doomed:failed',
    ]);
  });

  it('takes turns between the owners of a fair job: one organisation’s many jobs wait behind another’s first', async () => {
    const order: string[] = [];
    const media: JobDefinition<z.ZodObject<{ orgId: z.ZodString; n: z.ZodNumber }>> = {
      name: 'test.fair-media',
      payload: z.object({ orgId: z.string(), n: z.number() }),
      fairBy: 'orgId',
    };
    for (const n of [1, 2, 3, 4]) await queue.enqueue(media, { orgId: 'org-a', n });
    await queue.enqueue(media, { orgId: 'org-b', n: 1 });
    await queue.enqueue(media, { orgId: 'org-b', n: 2 });
    await queue.work([
      {
        job: media,
        async run(payload) {
          const { orgId, n } = media.payload.parse(payload);
          order.push(`${orgId.slice(-1)}${n}`);
        },
      },
    ]);
    await expect.poll(() => order.length, { timeout: 30_000, interval: 100 }).toBe(6);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('holds a job queued for later until its time: not waiting before, and not in the way of its owner’s next job', async () => {
    const later: JobDefinition<z.ZodObject<{ orgId: z.ZodString }>> = {
      name: 'test.later',
      payload: z.object({ orgId: z.string() }),
      fairBy: 'orgId',
    };
    const runAt = new Date(Date.now() + 60 * 60_000);
    const id = await queue.enqueue(later, { orgId: 'org-a' }, { runAt });
    const now = await queue.enqueue(later, { orgId: 'org-a' });
    const { rows } = await database.sql(
      'SELECT id, start_after, priority FROM pgboss.job WHERE name = $1 ORDER BY created_on',
      [later.name],
    );
    const byId = new Map(rows.map((row) => [String(row['id']), row]));
    // Kept to the second, never before the time asked.
    expect(new Date(String(byId.get(String(id))?.['start_after'])).getTime()).toBe(
      Math.ceil(runAt.getTime() / 1000) * 1000,
    );
    expect(byId.get(String(now))?.['priority']).toBe(0);
    const stat = (await queue.stats()).find((s) => s.name === later.name);
    expect(stat).toMatchObject({ waiting: 1 });
  });

  it('refuses a payload that does not match the job schema', async () => {
    const strict: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test.strict',
      payload: z.object({ n: z.number() }),
    };
    await expect(queue.enqueue(strict, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
  });

  it('counts the work waiting and running of each job', async () => {
    const idle: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test.nobody-works-it',
      payload: z.object({ n: z.number() }),
    };
    await queue.enqueue(idle, { n: 1 });
    await queue.enqueue(idle, { n: 2 });
    const stat = (await queue.stats()).find((s) => s.name === idle.name);
    expect(stat).toMatchObject({ waiting: 2, running: 0 });
    expect(stat?.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);
  });

  it("wakes this process's workers when it sends a job, whatever their polling interval", async () => {
    const job = numberedJob('test.woken');
    const slow = await slowQueue();
    const done: number[] = [];
    try {
      await slow.work([{ job, run: async (payload) => void done.push(job.payload.parse(payload).n) }]);
      // The worker's first look found nothing; without a wake-up it would look again in five minutes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await slow.enqueue(job, { n: 1 });
      await slow.enqueue(job, { n: 2 });
      await expect.poll(() => [...done].sort(), { timeout: 10_000, interval: 100 }).toEqual([1, 2]);
    } finally {
      await slow.stop({ timeoutMs: 1000 });
    }
  }, 30_000);

  it('runs the jobs of a burst one after another, not one per polling interval', async () => {
    const job = numberedJob('test.burst');
    const slow = await slowQueue();
    const done: number[] = [];
    try {
      // Sent before there is a worker: its first look finds all six, and it takes one at a time.
      await Promise.all([1, 2, 3, 4, 5, 6].map((n) => slow.enqueue(job, { n })));
      await slow.work([{ job, run: async (payload) => void done.push(job.payload.parse(payload).n) }]);
      await expect
        .poll(() => [...done].sort(), { timeout: 10_000, interval: 100 })
        .toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await slow.stop({ timeoutMs: 1000 });
    }
  }, 30_000);

  it('takes back a run cut short once its lease ends, and another worker runs it', async () => {
    const job: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test.leased',
      payload: z.object({ n: z.number() }),
      retryLimit: 1,
      leaseSeconds: 2,
    };
    // The first worker takes the job and never finishes it, as a process killed mid-run; a dead process never
    // asks for work again, which its long polling interval stands for here.
    const taken: number[] = [];
    const stuck = await startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 300,
      leaseSeconds: 2,
    });
    await stuck.enqueue(job, { n: 7 });
    await stuck.work([
      {
        job,
        run: (payload) => (taken.push(job.payload.parse(payload).n), new Promise<void>(() => undefined)),
      },
    ]);
    await expect.poll(() => taken, { timeout: 15_000, interval: 100 }).toEqual([7]);

    const finished: number[] = [];
    const rescuer = await startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
      leaseSeconds: 2,
    });
    await rescuer.work([{ job, run: async (payload) => void finished.push(job.payload.parse(payload).n) }]);
    await expect.poll(() => finished, { timeout: 45_000, interval: 200 }).toEqual([7]);
    await rescuer.stop({ timeoutMs: 1000 });
    await stuck.stop({ timeoutMs: 1000 });
  }, 60_000);
});

// The embedded database belongs to one process with one queue: only PostgreSQL has servers started together.
describe.runIf(process.env.TEST_DATABASE_URL)('job queues of servers started together', () => {
  it('each enqueue the same new jobs at once, and every job is queued', async () => {
    const database = await openTestDatabase();
    const processes = await Promise.all(
      [1, 2, 3].map(() =>
        startJobQueue({ sql: database.sql, connectionString: database.url, log: createLogger('silent') }),
      ),
    );
    try {
      const jobs = Array.from({ length: 8 }, (_, i) => ({
        name: `test.at-start-${i}`,
        payload: z.object({}),
      }));
      const enqueued = await Promise.allSettled(
        processes.flatMap((queue) => jobs.map((job) => queue.enqueue(job, {}))),
      );
      expect(enqueued.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const stats = await processes[0]!.stats();
      expect(jobs.map((job) => stats.find((stat) => stat.name === job.name)?.waiting)).toEqual(
        jobs.map(() => 3),
      );
    } finally {
      await Promise.all(processes.map((queue) => queue.stop({ timeoutMs: 1000 })));
      await database.close();
    }
  }, 60_000);
});
