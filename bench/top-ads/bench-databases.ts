import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';

/** The server the benchmark creates its throw-away database on when BENCH_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A migrated, empty database the benchmark owns, and how to get rid of it. */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  handle: DatabaseHandle;
  /** PostgreSQL: the database's URL, for a process of its own to connect to. */
  connectionString?: string;
  /** Closes the database; a PostgreSQL one is dropped from its server. */
  dispose(): Promise<void>;
}

/** An in-memory PGlite database with every migration applied. */
export async function openBenchPglite(): Promise<BenchDatabase> {
  const handle = await openPglite(undefined);
  await handle.migrate();
  return { label: 'PGlite', handle, dispose: () => handle.close() };
}

function withoutPassword(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  return shown.href;
}

/**
 * A fresh database `bench_<random>` created on the PostgreSQL server of BENCH_DATABASE_URL (or the
 * local test server), migrated; the server's own databases are left untouched. Answers the reason
 * instead when no server answers.
 */
export async function openBenchPostgres(): Promise<BenchDatabase | { skipped: string }> {
  const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL);
  const admin = openPostgres(serverUrl.href);
  try {
    await admin.sql('SELECT 1');
  } catch (error) {
    await admin.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return { skipped: `no PostgreSQL server answers at ${withoutPassword(serverUrl)} (${reason})` };
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin.sql(`CREATE DATABASE "${name}"`);
  const benchUrl = new URL(serverUrl.href);
  benchUrl.pathname = `/${name}`;
  const handle = openPostgres(benchUrl.href);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await handle.close().catch(() => undefined);
    await admin.sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
  };
  // An interrupted run still drops its database.
  const onInterrupt = () => {
    void drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onInterrupt);
  try {
    await handle.migrate();
  } catch (error) {
    process.removeListener('SIGINT', onInterrupt);
    await drop();
    throw error;
  }
  console.log(`  PostgreSQL: created database ${name} on ${withoutPassword(serverUrl)}`);
  return {
    label: 'PostgreSQL',
    handle,
    connectionString: benchUrl.href,
    dispose: async () => {
      process.removeListener('SIGINT', onInterrupt);
      await drop();
      console.log(`  PostgreSQL: dropped database ${name}`);
    },
  };
}
