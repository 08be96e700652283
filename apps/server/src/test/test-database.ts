import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from '../platform/db/database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
    return { ...handle, url: undefined };
  }
  const template = await migratedPostgresTemplate(serverUrl);
  const name = `hookline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    url: databaseUrl(serverUrl, name),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a database on the PostgreSQL server with every migration applied, made once for the migrations
 * as they are: each test file's database is a copy of it (`create database ... template`), which takes a
 * tenth of the time that migrating an empty one does. Test processes started together take turns under an
 * advisory lock; a template is built under another name and renamed once migrated, so that none is ever
 * copied half made. Templates of other migrations are left alone: another checkout's tests may be copying
 * theirs at the same time.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `hookline_test_template_${migrationsFingerprint()}`;
    const building = `${name}_building`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount === 0) {
        // Left half made by a run that was stopped while it built.
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const handle = openPostgres(databaseUrl(serverUrl, building));
        await handle.migrate();
        await handle.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}

let template: Promise<Blob> | undefined;

/**
 * The data directory of a PGlite database with every migration applied, made once for the migrations as
 * they are and kept in the system's temporary folder: loading it takes a fraction of the time that
 * starting an empty database and migrating it does, and every test file starts from it.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `hookline-test-db-${migrationsFingerprint()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openPglite(undefined);
    await handle.migrate();
    const dump = await handle.dumpDataDir();
    await handle.close();
    // Written aside and renamed, so that a test file started meanwhile never reads half a tarball.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(full));
  }
  // Another PGlite may write its data directory differently: its entry file stands for its version.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return hash.update(readFileSync(pglite)).digest('hex').slice(0, 16);
}
