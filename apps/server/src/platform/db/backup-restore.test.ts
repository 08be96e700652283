import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/build-app.ts';
import { assembleAppContext } from '../../composition/app-context.ts';
import { createUser } from '../../test/factories.ts';
import { createMemoryMailer } from '../../test/memory-mailer.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { migratedPgliteTemplate } from '../../test/test-database.ts';
import { loadConfig } from '../config/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './database.ts';

/**
 * The backup and restore of docs/operations.md, done as written there: the server stopped, its data directory
 * copied (embedded database), or `pg_dump` and `pg_restore` (PostgreSQL); the copy then serves the same
 * accounts, sessions and files.
 */
async function serve(dataDir: string, database: DatabaseHandle): Promise<TestApp> {
  // As `npm start` runs (not as tests do): the signing secret and the sealing key are kept in the data directory.
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  const mail = createMemoryMailer();
  const clock = createTestClock();
  const context = assembleAppContext({ config, database, overrides: { mailer: mail, clock } });
  const app = await buildApp(context);
  await app.ready();
  return {
    app,
    context,
    clock,
    mail,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function leaveSomethingToRestore(t: TestApp) {
  const user = await createUser(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/login',
    payload: { email: user.email, password: user.password },
  });
  expect(login.statusCode).toBe(200);
  const fileBytes = randomBytes(2048);
  await t.context.storage.put('backup-check/file.bin', fileBytes, 'application/octet-stream');
  return { user, accessToken: login.json<{ token: string }>().token, fileBytes };
}

async function expectRestored(t: TestApp, left: Awaited<ReturnType<typeof leaveSomethingToRestore>>) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/login',
    payload: { email: left.user.email, password: left.user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  // The session made before the backup still holds: the signing secret came along with the data.
  const me = await t.app.inject({
    method: 'GET',
    url: '/auth/api/v1/userinfo',
    headers: { authorization: `Bearer ${left.accessToken}` },
  });
  expect(me.statusCode, me.body).toBe(200);
  const stored = await t.context.storage.get('backup-check/file.bin');
  expect(stored).toBeDefined();
  const chunks: Buffer[] = [];
  for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(left.fileBytes)).toBe(true);
}

describe('backup and restore', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('restores the embedded database from a copy of the data directory into a fresh one', async () => {
    const live = mkdtempSync(path.join(tmpdir(), 'hookline-live-'));
    const loadDataDir = await migratedPgliteTemplate();
    const original = await serve(live, await openPglite(path.join(live, 'db'), { loadDataDir }));
    const left = await leaveSomethingToRestore(original);
    await original.close();

    const restored = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-restored-')), 'data');
    cpSync(live, restored, { recursive: true });
    const copy = await serve(restored, await openPglite(path.join(restored, 'db')));
    cleanups.push(() => copy.close());
    await expectRestored(copy, left);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores PostgreSQL from pg_dump into a fresh database',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const live = await freshDatabase(serverUrl);
      const fresh = await freshDatabase(serverUrl);
      cleanups.push(live.drop, fresh.drop);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hookline-live-'));
      const original = await serve(dataDir, await migrated(openPostgres(live.url)));
      const left = await leaveSomethingToRestore(original);
      await original.close();

      const dump = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-dump-')), 'hookline.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, live.url]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${fresh.url}`, dump]);
      const copy = await serve(dataDir, openPostgres(fresh.url));
      cleanups.push(() => copy.close());
      await expectRestored(copy, left);
    },
    120_000,
  );
});

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  return handle;
}

async function freshDatabase(serverUrl: string) {
  const name = `hookline_backup_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
