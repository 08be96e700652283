import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrgRole, Product, WorkspaceRole } from '@hookline/domain';
import { organisations } from '../organisations/tables.ts';
import { workspaces } from '../workspaces/tables.ts';
import { users } from '../../users/tables.ts';

/**
 * An invitation to join an organisation. The invite mail proves the address: its link carries a random
 * token whose hash is kept here, never the token itself, and the link works until `expiresAt`.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-case and trimmed, like users.email. */
    email: text().notNull(),
    orgId: uuid().references(() => organisations.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    /** SHA-256 (base64url) of the link's token; a resend replaces it, so only the newest link works. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invites_email_idx').on(table.email),
    uniqueIndex('invites_token_hash_unique').on(table.tokenHash),
  ],
);

export type InviteRow = typeof invites.$inferSelect;

/**
 * A person in an organisation: invited (pending, maybe without an account yet) or accepted.
 * `userId` is set once the invited address has an account.
 */
export const orgMembers = pgTable(
  'org_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<OrgRole>().notNull(),
    inviteStatus: text({ enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    isActive: boolean().notNull().default(true),
    inviteId: uuid().references(() => invites.id, { onDelete: 'set null' }),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('org_members_org_email_unique').on(table.orgId, table.email),
    uniqueIndex('org_members_org_user_unique')
      .on(table.orgId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('org_members_user_id_idx').on(table.userId),
  ],
);

export type OrgMemberRow = typeof orgMembers.$inferSelect;

/** A member's access to one workspace: its role and products (spec section 3, "per-workspace grant"). */
export const workspaceGrants = pgTable(
  'workspace_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => orgMembers.id, { onDelete: 'cascade' }),
    roleName: text().$type<WorkspaceRole>().notNull(),
    products: text().array().$type<Product[]>().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workspace_grants_workspace_member_unique').on(table.workspaceId, table.memberId),
    index('workspace_grants_member_id_idx').on(table.memberId),
  ],
);

export type WorkspaceGrantRow = typeof workspaceGrants.$inferSelect;
