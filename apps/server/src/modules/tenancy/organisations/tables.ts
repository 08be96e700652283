import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Plan, ThemeSettings } from '@hookline/domain';
import { users } from '../../users/tables.ts';

/** A customer: the tenant every other row belongs to. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    logoKey: text(),
    /** Lower-case domain of the creator's e-mail; colleagues on it may find and join when allowed. */
    emailDomain: text(),
    allowUsersToJoin: boolean().notNull().default(false),
    themeSettings: jsonb().$type<ThemeSettings>(),
    plan: text().$type<Plan>().notNull().default('free'),
    lifetimeDeal: boolean().notNull().default(false),
    earlyUserModeExpireAt: timestamp({ withTimezone: true }),
    enableDetectiveAI: boolean().notNull().default(false),
    enableAnalyticsAIGrouping: boolean().notNull().default(false),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organisations_email_domain_idx').on(table.emailDomain)],
);

export type OrganisationRow = typeof organisations.$inferSelect;
