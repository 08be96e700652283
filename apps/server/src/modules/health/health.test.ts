import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { startJobQueue } from '../../platform/jobs/job-queue.ts';
import { createLogger } from '../../platform/log/logger.ts';
import { createCapturedLog } from '../../test/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 once the database is gone', async () => {
    const broken = await createTestApp();
    await broken.context.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });

  it('answers unknown API paths with the catalogue 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready']) {
      expect(paths).toHaveProperty([path]);
    }
  });
});

describe('GET /api/v1/health/live and /api/v1/health/ready', () => {
  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('answers ok for a live process, and ready once the database and the job queue answer', async () => {
    const t = await createTestApp();
    const queue = await startJobQueue({
      sql: t.context.database.sql,
      connectionString: (t.context.database as DatabaseHandle & { url?: string }).url,
      log: createLogger('silent'),
    });
    t.context.jobs = queue;
    try {
      expect((await get(t, '/api/v1/health/live')).json()).toEqual({ status: 'ok' });
      const ready = await get(t, '/api/v1/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobQueue: 'ok' } });

      // A queue that is stopping (shutdown) takes no more work: the instance is no longer ready.
      await queue.stop();
      const stopped = await get(t, '/api/v1/health/ready');
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', jobQueue: 'unavailable' },
      });
      expect((await get(t, '/api/v1/health/live')).statusCode).toBe(200);
    } finally {
      await queue.stop();
      await t.close();
    }
  });

  it('answers not ready (503) once the database is gone, while the process stays live', async () => {
    const broken = await createTestApp();
    await broken.context.database.close();
    const ready = await get(broken, '/api/v1/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
    expect((await get(broken, '/api/v1/health/live')).statusCode).toBe(200);
    await broken.app.close();
  });

  it('is never rate-limited, and logs nothing at info', async () => {
    const captured = createCapturedLog('info');
    const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' }, log: captured.log });
    try {
      for (let call = 0; call < 8; call += 1) {
        for (const url of ['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready']) {
          const response = await get(t, url);
          expect(response.statusCode, `${url} call ${call + 1}`).toBe(200);
          expect(response.headers['x-ratelimit-limit']).toBeUndefined();
        }
      }
      expect(captured.text()).not.toContain('/health');
      // The API itself is still limited.
      const statuses: number[] = [];
      for (let call = 0; call < 5; call += 1) {
        statuses.push((await get(t, `/api/v1/users/${randomUUID()}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
