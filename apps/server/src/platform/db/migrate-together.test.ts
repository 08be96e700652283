import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database.ts';

/**
 * Servers started together on an empty PostgreSQL database each apply the migrations at start. The embedded
 * database belongs to one process, so only PostgreSQL can see two at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations applied by servers started together', () => {
  it('are applied once: every process starts, and the schema is whole', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `hookline_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const servers = [1, 2, 3].map(() => openPostgres(url.toString()));
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => server.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await servers[0]!.sql(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      const { rows: files } = await servers[0]!.sql(`select count(*)::int as users from users`);
      expect(Number(rows[0]?.['applied'])).toBeGreaterThan(0);
      expect(files[0]?.['users']).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
