import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One rate-limit window per key (a route and an address, or an account): shared by every server, so a limit
 * holds however many run, and kept across restarts. On PostgreSQL the table is UNLOGGED (no write-ahead log:
 * cheap writes, emptied after a crash, which only forgets some counts); on the embedded database it is a
 * normal table. Windows that ended are deleted every ten minutes (`rate-limits.cleanup`).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    /** Requests counted since the window began. */
    count: integer().notNull(),
    /** When the window ends and the count starts again from one. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);
