import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../apps/server/src/platform/db/database.ts';
import { openBenchPostgres } from '../top-ads/bench-databases.ts';
import { seedLoadData, type LoadFixtures } from './seed-load-data.ts';

/** The seeded database the two servers share, one at a time. */
export interface LoadDatabase {
  label: 'PostgreSQL' | 'PGlite';
  /** What a server process needs to open it. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the bench server (BENCH_DATABASE_URL or the local test server), or,
 * when none answers, a PGlite directory; seeded here, then closed for the servers to open.
 */
export async function openLoadDatabase(
  workDir: string,
  jwtSecret: string,
): Promise<LoadDatabase & { fixtures: LoadFixtures }> {
  const postgres = await openBenchPostgres();
  if (!('skipped' in postgres)) {
    const fixtures = await seedLoadData(postgres.handle.db, jwtSecret).catch(async (error: unknown) => {
      await postgres.dispose();
      throw error;
    });
    await postgres.handle.close();
    return {
      label: 'PostgreSQL',
      env: { DATABASE_URL: postgres.connectionString ?? '', JOBS_IN_PROCESS: '0' },
      fixtures,
      dispose: () => postgres.dispose(),
    };
  }
  console.log(`  PostgreSQL skipped (${postgres.skipped}); running on PGlite`);
  const dbDir = path.join(workDir, 'data/db');
  mkdirSync(dbDir, { recursive: true });
  const handle = await openPglite(dbDir);
  await handle.migrate();
  const fixtures = await seedLoadData(handle.db, jwtSecret);
  await handle.close();
  return { label: 'PGlite', env: { LOAD_PGLITE_DIR: dbDir }, fixtures, dispose: async () => undefined };
}
