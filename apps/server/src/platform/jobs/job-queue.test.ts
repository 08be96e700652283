import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

describe('job queue', () => {
  let database: DatabaseHandle & { url: string | undefined };
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = await startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
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

  it('refuses a payload that does not match the job schema', async () => {
    const strict: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test.strict',
      payload: z.object({ n: z.number() }),
    };
    await expect(queue.enqueue(strict, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
  });
});
