import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';

/** One statement as the app sent it to the driver. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/**
 * The bench's database seen through a second Drizzle handle on the same client, which writes down every
 * statement the app sends while `record` runs: the baseline then sends exactly those statements, with the
 * same values, straight to the driver, without HTTP, access checks in JavaScript, mapping or DTOs.
 */
export interface RecordingDatabase {
  handle: DatabaseHandle;
  record<T>(operation: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }>;
  /** Sends the statements one after the other, as raw SQL with their values. */
  replay(statements: readonly RecordedStatement[]): Promise<void>;
}

export function recordingDatabase(handle: DatabaseHandle): RecordingDatabase {
  let recording: RecordedStatement[] | undefined;
  const logger: Logger = {
    logQuery(text, values) {
      recording?.push({ text, values: [...values] });
    },
  };
  // `$client` is Drizzle's public handle on the driver client the database was opened with.
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db =
    handle.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, casing: 'snake_case', logger })
      : drizzlePg({ client: client as pg.Pool, casing: 'snake_case', logger });
  return {
    handle: { ...handle, db },
    async record(operation) {
      recording = [];
      try {
        const result = await operation();
        return { result, statements: recording };
      } finally {
        recording = undefined;
      }
    },
    async replay(statements) {
      for (const statement of statements) await handle.sql(statement.text, statement.values);
    },
  };
}
