import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShareAssetType, StoredShareOptions } from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';

/**
 * A share link to a folder or a file (Creative Hub), a board (Inspiration), or a Discover ad or brand. Its
 * id is the public link; its password, when set, is stored only as an argon2id hash.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    assetType: text().$type<ShareAssetType>().notNull(),
    assetId: uuid().notNull(),
    description: text(),
    options: jsonb().$type<StoredShareOptions>().notNull(),
    /** The end of the chosen day; null: never expires. */
    expireAt: timestamp({ withTimezone: true }),
    passwordHash: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_links_asset_idx').on(table.assetType, table.assetId)],
);
export type ShareLinkRow = typeof shareLinks.$inferSelect;

/**
 * One viewer's access to a link: a row per token that `POST public/share/{id}/access` hands out, found by
 * the token's hash. It carries the name the viewer gave, and deleting it ends that token at once (the
 * link's password changed); rows are pruned once their token has expired.
 */
export const shareLinkVisitors = pgTable(
  'share_link_visitors',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    viewerName: text(),
    /**
     * SHA-256 of the link's id and the key the viewer's browser keeps (`X-Share-Visitor-Key`), hex: views are
     * counted once per browser, whatever names it gives. Null when no key came.
     */
    browserKeyHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('share_link_visitors_link_idx').on(table.linkId, table.expiresAt)],
);
export type ShareLinkVisitorRow = typeof shareLinkVisitors.$inferSelect;

/** One opening of a share link's page, or of a file in it. */
export const shareLinkViews = pgTable(
  'share_link_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    fileId: uuid(),
    /** Who viewed, while their access lasts. */
    visitorId: uuid().references(() => shareLinkVisitors.id, { onDelete: 'set null' }),
    /**
     * What views are counted by: the visitor's browser key hash, else the visitor's id. One view per viewer
     * and file in a few minutes is kept. Null on views recorded before it existed.
     */
    viewerKey: text(),
    viewerName: text(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_link_views_link_idx').on(table.linkId, table.viewedAt)],
);
