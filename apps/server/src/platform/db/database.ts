import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** PGlite in `dataDir` (or in memory when `dataDir` is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    sql: async (text, values) => {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dbDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dbDir);
}
