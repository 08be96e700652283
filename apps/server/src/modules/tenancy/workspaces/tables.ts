import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.ts';
import { users } from '../../users/tables.ts';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    thumbnailKey: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspaces_org_id_idx').on(table.orgId)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** One user's own choices for a workspace: pinned in their list, and whether it mails them. */
export const workspaceUserSettings = pgTable(
  'workspace_user_settings',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    pinnedAt: timestamp({ withTimezone: true }),
    enableEmailNotification: boolean().notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);

export type WorkspaceUserSettingsRow = typeof workspaceUserSettings.$inferSelect;
