import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../tenancy/index.ts';

/**
 * Who has been told of a Creative Hub event: one row per event and recipient, written before the e-mail or
 * the chat post goes out (and removed again if it fails), so that a job run twice, or retried after a partial
 * failure, tells nobody twice.
 */
export const driveNotificationDeliveries = pgTable(
  'drive_notification_deliveries',
  {
    /** The event: `comment:<discussionId>`, `reply:<replyId>` or `upload:<versionId>`. */
    eventKey: text().notNull(),
    /** A user id (an e-mail to them), or `chat:<folderId>` (a post to that folder's team chat). */
    recipient: text().notNull(),
    ...tenantColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventKey, table.recipient] }),
    index('drive_notification_deliveries_created_idx').on(table.createdAt),
  ],
);
