import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DiscoverFormat, DiscoverPlatform, InspirationSource } from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { discoverAds, discoverBrands } from '../discover/tables.ts';
import { tags } from '../settings/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A board: a folder of saved ads in a workspace's Inspiration tree. A board with no parent sits at the
 * workspace's root, whose id is the workspace's id (as in the Creative Hub).
 */
export const inspirationBoards = pgTable(
  'inspiration_boards',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    parentId: uuid().references((): AnyPgColumn => inspirationBoards.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspiration_boards_parent_idx').on(table.workspaceId, table.parentId, table.position)],
);
export type InspirationBoardRow = typeof inspirationBoards.$inferSelect;

/** One image or video of a saved ad, stored by Hookline under `inspiration/…` keys. */
export interface StoredInspirationAsset {
  type: 'image' | 'video';
  /** The bytes as saved; null only while a manual upload or a fetch is still arriving. */
  key: string | null;
  mime: string | null;
  size: number;
  /** An image's thumbnail or a video's poster (JPEG). */
  thumbnailKey: string | null;
  /** A video's H.264 MP4 preview, playable in every browser. */
  previewKey: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** True until the media job has made the thumbnail (and a video's poster and preview). */
  processing: boolean;
}

/** A saved ad (spec section 3, "Inspiration file"): the team's own copy, whatever happens to the original. */
export const inspirationFiles = pgTable(
  'inspiration_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    source: text().$type<InspirationSource>().notNull(),
    isManualUpload: boolean().notNull().default(false),
    discoverAdId: uuid().references(() => discoverAds.id, { onDelete: 'set null' }),
    adArchiveId: text(),
    brandId: uuid().references(() => discoverBrands.id, { onDelete: 'set null' }),
    pageName: text().notNull(),
    format: text().$type<DiscoverFormat>().notNull(),
    publisherPlatforms: text().array().$type<DiscoverPlatform[]>().notNull().default([]),
    isActive: boolean().notNull().default(false),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    body: text().notNull().default(''),
    description: text(),
    caption: text(),
    title: text(),
    ctaText: text(),
    ctaUrl: text(),
    sourceUrl: text(),
    assets: jsonb().$type<StoredInspirationAsset[]>().notNull().default([]),
    /** The stored bytes of every asset, for the storage figure. */
    size: bigint({ mode: 'number' }).notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inspiration_files_workspace_idx').on(table.workspaceId, table.createdAt, table.id),
    index('inspiration_files_org_idx').on(table.orgId, table.createdAt, table.id),
    index('inspiration_files_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.pageName} || ' ' || ${table.body} || ' ' || coalesce(${table.title}, '') || ' ' || coalesce(${table.caption}, '') || ' ' || coalesce(${table.description}, ''))`,
    ),
  ],
);
export type InspirationFileRow = typeof inspirationFiles.$inferSelect;

/**
 * Which boards show a saved ad. A saved ad is in at least one board; linking shows the same ad (the same
 * comments) in more boards, while copying makes a new ad. Removing it from its last board deletes it.
 */
export const inspirationBoardFiles = pgTable(
  'inspiration_board_files',
  {
    boardId: uuid()
      .notNull()
      .references(() => inspirationBoards.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => inspirationFiles.id, { onDelete: 'cascade' }),
    workspaceId: uuid().notNull(),
    addedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.fileId] }),
    index('inspiration_board_files_board_idx').on(table.boardId, table.addedAt, table.fileId),
    index('inspiration_board_files_file_idx').on(table.fileId),
  ],
);

export const inspirationFileTags = pgTable(
  'inspiration_file_tags',
  {
    fileId: uuid()
      .notNull()
      .references(() => inspirationFiles.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    workspaceId: uuid().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.tagId] }),
    index('inspiration_file_tags_tag_idx').on(table.tagId),
  ],
);

/** A person's favourites and watched boards and saved ads (`kind` says which, `mark` what). */
export const inspirationMarks = pgTable(
  'inspiration_marks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid().notNull(),
    kind: text().$type<'file' | 'board'>().notNull(),
    mark: text().$type<'favourite' | 'watch'>().notNull(),
    workspaceId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId, table.mark] }),
    index('inspiration_marks_target_idx').on(table.targetId, table.mark),
  ],
);

/** A comment on one asset of a saved ad, addressed by the asset's index. */
export const inspirationDiscussions = pgTable(
  'inspiration_discussions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    fileId: uuid()
      .notNull()
      .references(() => inspirationFiles.id, { onDelete: 'cascade' }),
    assetIndex: integer().notNull(),
    content: text().notNull(),
    status: text().$type<'open' | 'resolved'>().notNull().default('open'),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspiration_discussions_asset_idx').on(table.fileId, table.assetIndex, table.createdAt)],
);
export type InspirationDiscussionRow = typeof inspirationDiscussions.$inferSelect;

export const inspirationReplies = pgTable(
  'inspiration_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    discussionId: uuid()
      .notNull()
      .references(() => inspirationDiscussions.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspiration_replies_discussion_idx').on(table.discussionId, table.createdAt)],
);
export type InspirationReplyRow = typeof inspirationReplies.$inferSelect;
