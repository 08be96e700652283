import type { SQL } from 'drizzle-orm';
import type { Executor } from './database.ts';

/**
 * Runs a raw SQL statement and answers its rows. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; Drizzle's generic database type cannot say so, hence the one cast here.
 */
export async function rawRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
