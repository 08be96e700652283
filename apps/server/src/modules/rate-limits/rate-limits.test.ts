import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/build-app.ts';
import { assembleAppContext } from '../../composition/app-context.ts';
import { loadConfig } from '../../platform/config/config.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { cleanupRateLimitCountersJob, deleteEndedRateLimitWindows } from './cleanup.job.ts';
import { rateLimitCounters } from './tables.ts';

const tooMany = { message: 'Too many requests please try after sometime', code: 'TOO_MANY_REQUESTS' };

describe('rate-limit counters in the database', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  /** One more server of the same deployment: its own process state, the shared database. */
  async function startServer(
    env: Record<string, string>,
    options: { serveWebApp?: boolean } = {},
  ): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hookline-test-')),
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      ...env,
    });
    const app = await buildApp(assembleAppContext({ config, database }), options);
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('shares one API count between two servers, and keeps it across a restart', async () => {
    const env = { API_RATE_LIMIT_PER_MINUTE: '4' };
    const [first, second] = [await startServer(env), await startServer(env)];
    const someone = randomUUID();
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: `/api/v1/users/${someone}`, remoteAddress: '10.20.0.1' });
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await call(app)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await call(second);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect(
      (await first.inject({ method: 'GET', url: `/api/v1/users/${someone}`, remoteAddress: '10.20.0.2' }))
        .statusCode,
    ).toBe(401);

    // A server started afresh (a restart, a deploy) still knows the count.
    await first.close();
    const restarted = await startServer(env);
    expect((await call(restarted)).statusCode).toBe(429);
  });

  it('counts requests that arrive together one by one: exactly the limit passes, on two servers at once', async () => {
    const env = { API_RATE_LIMIT_PER_MINUTE: '7' };
    const [first, second] = [await startServer(env), await startServer(env)];
    const someone = randomUUID();
    const calls = Array.from({ length: 24 }, (_, index) =>
      (index % 2 === 0 ? first : second).inject({
        method: 'GET',
        url: `/api/v1/users/${someone}`,
        remoteAddress: '10.25.0.1',
      }),
    );
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    // Every request was counted, the refused ones too.
    const [row] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'api:10.25.0.1'));
    expect(row?.count).toBe(24);
  });

  it("leaves the web app's files and page out of the API's count: a first visit asks for some 160 files", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hookline-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.css'), 'body{}');
    const app = await startServer(
      { API_RATE_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: dist },
      { serveWebApp: true },
    );
    const remoteAddress = '10.26.0.1';
    for (let visit = 0; visit < 10; visit += 1) {
      for (const [url, accept] of [
        ['/app/analytics', 'text/html'],
        ['/', 'text/html'],
        ['/assets/app-3f9a1c.js', '*/*'],
        ['/assets/app-3f9a1c.css', 'text/css'],
      ] as const) {
        const answer = await app.inject({ method: 'GET', url, headers: { accept }, remoteAddress });
        expect(answer.statusCode, url).toBe(200);
      }
    }
    const [counted] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `api:${remoteAddress}`));
    expect(counted).toBeUndefined();
    // The API is still limited for the same address.
    const someone = randomUUID();
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push(
        (await app.inject({ method: 'GET', url: `/api/v1/users/${someone}`, remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('shares the sign-in limit (AUTH_RATE_LIMIT_PER_MINUTE) between servers', async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '3', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '100' };
    const [first, second] = [await startServer(env), await startServer(env)];
    const login = (app: FastifyInstance, n: number, remoteAddress = '10.30.0.1') =>
      app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        remoteAddress,
        payload: { email: `shared-${n}@acme-ads.test`, password: 'whatever' },
      });
    expect((await login(first, 1)).statusCode).toBe(401);
    expect((await login(second, 2)).statusCode).toBe(401);
    expect((await login(first, 3)).statusCode).toBe(401);
    const limited = await login(second, 4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect((await login(second, 5, '10.30.0.2')).statusCode).toBe(401);
  });

  it('keeps the counters in an UNLOGGED table on PostgreSQL and a normal one in the embedded database', async () => {
    const { rows } = await database.sql(
      `select relpersistence from pg_class where relname = 'rate_limit_counters'`,
    );
    expect(rows[0]?.['relpersistence']).toBe(database.kind === 'postgres' ? 'u' : 'p');
  });

  it('deletes ended windows every ten minutes and keeps live ones', async () => {
    expect(cleanupRateLimitCountersJob.cron).toBe('*/10 * * * *');
    const now = new Date();
    await database.db.insert(rateLimitCounters).values([
      { key: 'test:ended', count: 9, expiresAt: new Date(now.getTime() - 1000) },
      { key: 'test:live', count: 2, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await deleteEndedRateLimitWindows(database.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:ended');
  });
});
