import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../tenancy/index.ts';
import { users } from '../../users/tables.ts';

/** A member's own choice of Detective mails in a workspace; no row means both on. */
export const detectiveDigestPreferences = pgTable(
  'detective_digest_preferences',
  {
    ...tenantColumns(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weeklyDigest: boolean().notNull().default(true),
    launchAlerts: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);
export type DetectiveDigestPreferenceRow = typeof detectiveDigestPreferences.$inferSelect;

/**
 * The Slack incoming webhook that receives a workspace's digest and launch alerts: once per workspace. The URL
 * is a credential, stored sealed with the app's encryption keys (platform/chat/chat-webhook.ts).
 */
export const detectiveSlackWebhooks = pgTable(
  'detective_slack_webhooks',
  {
    ...tenantColumns(),
    webhookSealed: text().notNull(),
    updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId] })],
);
export type DetectiveSlackWebhookRow = typeof detectiveSlackWebhooks.$inferSelect;

/**
 * Who has been sent a digest or an alert: one row per mailing and recipient, written before the mail or the
 * Slack post goes out (and removed again if it fails), so that a job run twice, or retried after a partial
 * failure, sends nobody anything twice.
 */
export const detectiveDigestDeliveries = pgTable(
  'detective_digest_deliveries',
  {
    ...tenantColumns(),
    /** The mailing: `digest:<last day>` or `burst:<brandId>:<day>`. */
    mailingKey: text().notNull(),
    /** A user id (an e-mail to them), or `slack` (a post to the workspace's webhook). */
    recipient: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.mailingKey, table.recipient] }),
    index('detective_digest_deliveries_created_idx').on(table.createdAt),
  ],
);
