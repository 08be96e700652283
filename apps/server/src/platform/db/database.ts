import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import { pgliteForDrizzle } from './pglite-parsers.ts';
/** Drizzle over either driver; queries name their tables, so it needs no schema of its own. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; services accept either so they can join a caller's transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Runs raw SQL with positional parameters; what pg-boss and the health check need. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlRunner;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it stands (the embedded database has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * PostgreSQL's memory settings inside PGlite, whose WebAssembly memory only grows: PostgreSQL's defaults
 * (128 MB of shared buffers, touched as soon as the database opens) were most of an idle server's memory.
 * The data files stay in the operating system's page cache, which the process does not hold; a page read
 * from there instead of the buffers costs a system call, not a disk read. Maintenance work (index builds in
 * migrations) gets a smaller budget, so that its peak, which the memory keeps, stays low.
 */
const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite and its Drizzle driver, which a server on PostgreSQL never loads (about 1 MB of its heap). */
const loadPglite = loadOnFirstUse(async () => {
  const [{ PGlite, types }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, arrayParser: types.arrayParser, drizzle, migrate };
});

/**
 * PGlite in `dataDir` (or in memory when `dataDir` is undefined), starting from the data directory of
 * `loadDataDir` (a tarball made by `dumpDataDir`) when one is given.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dumpDataDir(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { PGlite, arrayParser, drizzle, migrate } = await loadPglite();
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  // In memory (tests, benchmarks) pages the buffers can't hold would be copied within the process's own
  // memory, so there PostgreSQL keeps its defaults.
  const client = new PGlite({
    dataDir,
    loadDataDir: options.loadDataDir,
    ...(dataDir ? { startParams } : {}),
  });
  await client.waitReady;
  const { drizzleClient, parseRaw } = pgliteForDrizzle(client, arrayParser);
  // Drizzle calls only `query` and `transaction` of the client it is given.
  const db = drizzle({ client: drizzleClient as PGlite, casing: 'snake_case' });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    sql: async (text, values) => {
      if (values === undefined || values.length === 0) {
        const last = (await client.exec(text)).at(-1);
        return { rows: last ? parseRaw(last) : [] };
      }
      return { rows: parseRaw(await client.query<Record<string, unknown>>(text, values)) };
    },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The folder of the generated migrations, for whoever needs to know whether they changed. */
export const MIGRATIONS_FOLDER = migrationsFolder;

export function openPostgres(connectionString: string): DatabaseHandle {
  // The app's statements are short: PostgreSQL's JIT, which starts compiling once a plan's estimate is high
  // (a year of a large brand's days), spends 100 ms and more on code that saves a few.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle client can be cut off by the server (restart, failover); the pool replaces it on next use.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  const db = drizzlePg({ client: pool, casing: 'snake_case' });
  return {
    kind: 'postgres',
    db: db,
    sql: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    migrate: () => migrateOnePostgresAtATime(pool),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The advisory lock every process takes to migrate: any number, the same in every release. */
const MIGRATION_LOCK = 72_020_019;

/**
 * Applies the migrations on one connection holding a session-level advisory lock, so that servers started
 * together on an empty database take turns: the first applies them, the others find them applied.
 */
async function migrateOnePostgresAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dbDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dbDir);
}
