import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** An invitation to join (an organisation, once organisations exist). The invite mail proves the address. */
export const invites = pgTable(
  'invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-case and trimmed, like users.email. */
    email: text().notNull(),
    orgId: text(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invites_email_idx').on(table.email)],
);

export type InviteRow = typeof invites.$inferSelect;
