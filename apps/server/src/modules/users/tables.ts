import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored lower-case and trimmed. */
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    /** argon2id; null for accounts that only sign in through an identity provider. */
    passwordHash: text(),
    profileImageKey: text(),
    enableEmailNotification: boolean().notNull().default(true),
    userCanCreateOrg: boolean().notNull().default(true),
    isExpert: boolean().notNull().default(false),
    isNewSignup: boolean().notNull().default(true),
    /** The guided tour (platform spec, section 4): started for a new sign-up, then completed or skipped. */
    tourInit: boolean().notNull().default(false),
    tourCompleted: boolean().notNull().default(false),
    tourSkipped: boolean().notNull().default(false),
    /** The welcome banner on Home, once its close button was pressed. */
    welcomeBannerDismissed: boolean().notNull().default(false),
    /** When the user first looked at their e-mail notifications; null until then. */
    notificationsReviewedAt: timestamp({ withTimezone: true }),
    isRiskyEmail: boolean().notNull().default(false),
    /** Subject (`sub`) at the identity provider, for third-party sign-in. */
    oidcSubject: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oidc_subject_unique')
      .on(table.oidcSubject)
      .where(sql`${table.oidcSubject} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
