import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../modules/auth/tables.ts';
import type { AppContext } from '../platform/context.ts';
import { dispatchJob } from '../platform/jobs/dispatch.ts';
import { startJobQueue, type JobQueue } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { runnableJobs } from './app-context.ts';

const CLEANUP = 'auth.cleanup-expired-records';

/**
 * An area's job as a running server does it: dispatched to the queue (pg-boss on the app's own database),
 * taken by a worker of the app's context, run by the area's handler, and recorded in the queue's table.
 */
describe('jobs through the queue', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let t: TestApp;
  let queue: JobQueue;
  let context: AppContext;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({ database });
    queue = await startJobQueue({
      sql: database.sql,
      connectionString: database.url,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
    });
    context = { ...t.context, jobs: queue };
    await queue.work(runnableJobs(context).filter(({ job }) => job.name === CLEANUP));
  });
  afterAll(async () => {
    await queue.stop({ timeoutMs: 1000 });
    await t.close();
    await database.close();
  });
  afterEach(() => t.clock.reset());

  const stateOf = async (id: string) => {
    const { rows } = await database.sql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    return rows[0]?.['state'];
  };

  it('hands a dispatched job to a worker, which runs the area’s handler at the time the context’s clock says', async () => {
    const { db } = t.context.database;
    const inAnHour = new Date(Date.now() + 3600_000);
    await db
      .insert(otpCodes)
      .values({ email: 'soon@acme-ads.test', reason: 1, codeHash: 'x', expiresAt: inAnHour });
    t.clock.advance(2 * 3600_000);

    const handler = context.jobHandlers.find(CLEANUP)!;
    await dispatchJob(context, handler.job, {});

    const { rows } = await database.sql(
      'SELECT id FROM pgboss.job WHERE name = $1 ORDER BY created_on DESC LIMIT 1',
      [CLEANUP],
    );
    const id = String(rows[0]?.['id']);
    await expect.poll(() => stateOf(id), { timeout: 15_000, interval: 100 }).toBe('completed');
    expect(await db.select().from(otpCodes)).toEqual([]);
  });
});
