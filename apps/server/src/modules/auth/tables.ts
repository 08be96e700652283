import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** One live one-time code per e-mail and reason; a resend replaces the row. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** OTP_REASON: 1 sign-up, 2 forgot password. */
    reason: smallint().notNull(),
    /** HMAC-SHA256 of the code, keyed with the server secret. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Until the code is verified: when it expires. Once verified for sign-up: when the verification lapses. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('otp_codes_email_reason_unique').on(table.email, table.reason),
    index('otp_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Guess and request counters of one address and reason that outlive any single code, so that asking for a
 * new code neither resets the wrong guesses nor lifts a lock (docs/security.md, "Codes").
 */
export const otpThrottles = pgTable(
  'otp_throttles',
  {
    email: text().notNull(),
    /** OTP_REASON: 1 sign-up, 2 forgot password. */
    reason: smallint().notNull(),
    /** Wrong guesses since `guessWindowStartedAt`, across every code of this address and reason. */
    wrongGuesses: integer().notNull().default(0),
    guessWindowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, no code of this address and reason is checked or issued. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** How many locks in a row: each one lasts twice as long as the one before (back-off). */
    lockCount: integer().notNull().default(0),
    /** Codes issued since `issueWindowStartedAt`. */
    codesIssued: integer().notNull().default(0),
    issueWindowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.reason] }),
    index('otp_throttles_updated_at_idx').on(table.updatedAt),
  ],
);

/**
 * Wrong passwords for one account (or other secret) from one client address. Counted per pair, so that
 * guesses from elsewhere never lock the owner out at their own address; each wait past the free tries is
 * twice the one before, so no address can guess fast (docs/security.md, "Password guesses").
 */
export const passwordThrottles = pgTable(
  'password_throttles',
  {
    /**
     * What is guessed: `login` (an e-mail's password), `share-link` (a share link's password), `licence`
     * (lifetime-deal codes).
     */
    kind: text().notNull(),
    /** The account's e-mail (lower case), the share link's id, or the user's id (`*`: any account). */
    subject: text().notNull(),
    /** The client's address, as the rate limits see it (`*`: any address). */
    address: text().notNull(),
    /** Wrong tries in a row (forgotten a day after the last one). */
    failures: integer().notNull().default(0),
    /** While in the future, no try of this pair is checked. */
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.subject, table.address] }),
    index('password_throttles_updated_at_idx').on(table.updatedAt),
  ],
);

/** A sign-in session: the family of rotating refresh tokens; access tokens carry its id as `sid`. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Expiry of the newest refresh token of the family. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_sessions_user_id_idx').on(table.userId),
    index('auth_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * Set (with `revokedAt`) when the token was traded for a new pair, as opposed to revoked by a log-out or
     * reuse: for a short grace window the same token answers the same new pair (two tabs refreshing at once).
     */
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
    index('refresh_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** Pending identity sign-ins: what the callback needs to finish the authorization-code + PKCE flow. */
export const oidcStates = pgTable(
  'oidc_states',
  {
    state: text().primaryKey(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    inviteId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oidc_states_expires_at_idx').on(table.expiresAt)],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OtpThrottleRow = typeof otpThrottles.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
