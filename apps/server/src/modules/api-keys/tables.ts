import type { ApiKeyScope } from '@hookline/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../tenancy/organisations/tables.ts';
import { users } from '../users/tables.ts';

/**
 * An organisation's API keys. The secret is kept only as its SHA-256 (a key is 32 random bytes, so a slow
 * hash adds nothing); `prefix`, the key's first characters, finds the row and names the key in lists. A key
 * goes with its maker's account (cascade): it acts as them, so it cannot outlive them.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull().unique(),
    secretHash: text().notNull(),
    scope: text().$type<ApiKeyScope>().notNull(),
    /** null: every workspace of the organisation. */
    workspaceIds: jsonb().$type<string[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('api_keys_org_idx').on(table.orgId, table.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every call made with a key: kept `API_KEY_CALLS_DAYS` days, readable on the key's page. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    keyId: uuid()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    route: text().notNull(),
    status: integer().notNull(),
    durationMs: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('api_key_calls_key_at_idx').on(table.keyId, table.at, table.id),
    index('api_key_calls_at_idx').on(table.at),
  ],
);

/**
 * A write sent with an `Idempotency-Key`: claimed by the first request (status null while it runs), then its
 * answer, replayed to a repeat of the same request. Kept a day.
 */
export const apiKeyIdempotency = pgTable(
  'api_key_idempotency',
  {
    keyId: uuid()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    status: integer(),
    body: text(),
    contentType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.idempotencyKey] }),
    index('api_key_idempotency_created_idx').on(table.createdAt),
  ],
);
