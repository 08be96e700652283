import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../tenancy/organisations/tables.ts';
import { workspaces } from '../../tenancy/workspaces/tables.ts';
import { users } from '../../users/tables.ts';

/**
 * An organisation's connection to Canva (Connect API, OAuth with PKCE): one per organisation, its tokens
 * sealed (platform/crypto's secret box). Canva's refresh tokens are used once, so each refresh replaces both.
 */
export const templateCanvaConnections = pgTable(
  'template_canva_connections',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who signed in with Canva; null once they are gone. */
    connectedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    accessToken: text().notNull(),
    refreshToken: text().notNull(),
    /** When the access token stops working, as Canva said. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    scopes: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('template_canva_connections_org_idx').on(table.orgId)],
);

/**
 * A Canva sign-in under way: the `state` sent to Canva (only its SHA-256 kept) and the PKCE code verifier
 * (sealed), bound to the member and workspace that started it. Used once (deleted by the callback), good for
 * 10 minutes.
 */
export const templateCanvaSignIns = pgTable(
  'template_canva_sign_ins',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateHash: text().notNull(),
    codeVerifier: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('template_canva_sign_ins_state_idx').on(table.stateHash),
    index('template_canva_sign_ins_expires_idx').on(table.expiresAt),
  ],
);
