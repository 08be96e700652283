import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommentAnnotation, CustomFieldValues, DriveMediaKind, ZipJobStatus } from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { tags } from '../settings/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A Creative Hub folder. A folder with no parent sits at the workspace's root; the root itself has no row:
 * its id is the workspace's id (the workspace's `rootFolderId`).
 */
export const driveFolders = pgTable(
  'drive_folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    parentId: uuid().references((): AnyPgColumn => driveFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    /** A Slack incoming-webhook URL, sealed with the app's encryption keys; new uploads and comments go there. */
    chatWebhookSealed: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_folders_parent_idx').on(table.workspaceId, table.parentId, table.position)],
);
export type DriveFolderRow = typeof driveFolders.$inferSelect;

/** A Creative Hub file: what the team sees; its bytes are its versions, one of them active. */
export const driveFiles = pgTable(
  'drive_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    /** Null at the workspace's root. */
    folderId: uuid().references(() => driveFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    customFields: jsonb().$type<CustomFieldValues>().notNull().default({}),
    /** The version shown and downloaded; null only while the first upload completes. */
    activeVersionId: uuid(),
    /** The active version's size in bytes, kept here so that lists sort and sum without a join. */
    size: bigint({ mode: 'number' }).notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('drive_files_folder_idx').on(table.workspaceId, table.folderId, table.createdAt),
    // A folder's list reads a page in the order of its sort (`list-items`), not every file of the folder.
    index('drive_files_folder_name_idx').on(
      table.workspaceId,
      table.folderId,
      sql`lower(${table.name})`,
      table.id,
    ),
    index('drive_files_folder_modified_idx').on(
      table.workspaceId,
      table.folderId,
      table.modifiedAt,
      table.id,
    ),
    index('drive_files_folder_size_idx').on(table.workspaceId, table.folderId, table.size, table.id),
    // The name as typed and split at its punctuation, so that "moodboard" finds "collected-moodboard.png";
    // `library/library-filters.ts` matches with the very same expression, so that the index answers it.
    index('drive_files_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.name} || ' ' || regexp_replace(${table.name}, '[^[:alnum:]]+', ' ', 'g') || ' ' || coalesce(${table.description}, ''))`,
    ),
  ],
);
export type DriveFileRow = typeof driveFiles.$inferSelect;

/** One uploaded version of a file, with what the media jobs learnt and made from it. */
export const driveFileVersions = pgTable(
  'drive_file_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    fileId: uuid()
      .notNull()
      .references(() => driveFiles.id, { onDelete: 'cascade' }),
    /**
     * 1, 2, 3… in upload order within the file; a version split out becomes 1 of its new file, and merged
     * versions are numbered after the target's highest.
     */
    number: integer().notNull(),
    originalName: text().notNull(),
    storageKey: text().notNull(),
    mime: text().notNull(),
    kind: text().$type<DriveMediaKind>().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** `widthxheight`, or null when the dimensions can't be read. */
    resolution: text(),
    durationMs: integer(),
    /**
     * A video's frames a second as its header declares them (23.976… as 24000/1001), read by the media job;
     * null for an image, or a video not read yet (the studio then counts at an assumed rate and says so).
     */
    frameRate: doublePrecision(),
    thumbnailKey: text(),
    /** A video's poster frame (JPEG). */
    posterKey: text(),
    /** A video's H.264 MP4 preview, playable in every browser. */
    previewKey: text(),
    /** True until the media job has made the thumbnail (and, for a video, the poster and preview). */
    processing: boolean().notNull().default(true),
    processingError: text(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_file_versions_file_idx').on(table.fileId, table.number)],
);
export type DriveFileVersionRow = typeof driveFileVersions.$inferSelect;

export const driveFileTags = pgTable(
  'drive_file_tags',
  {
    fileId: uuid()
      .notNull()
      .references(() => driveFiles.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    workspaceId: uuid().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.tagId] }),
    index('drive_file_tags_tag_idx').on(table.tagId),
  ],
);

/** A person's favourites and watched items among files and folders (`kind` says which). */
export const driveFavourites = pgTable(
  'drive_favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid().notNull(),
    kind: text().$type<'file' | 'folder'>().notNull(),
    workspaceId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.targetId] })],
);

export const driveWatchers = pgTable(
  'drive_watchers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid().notNull(),
    kind: text().$type<'file' | 'folder'>().notNull(),
    workspaceId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index('drive_watchers_target_idx').on(table.targetId),
  ],
);

/** A review comment on one version of a file, optionally pinned to a point, a shape or a video frame. */
export const driveDiscussions = pgTable(
  'drive_discussions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    fileId: uuid()
      .notNull()
      .references(() => driveFiles.id, { onDelete: 'cascade' }),
    versionId: uuid()
      .notNull()
      .references(() => driveFileVersions.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    annotation: jsonb().$type<CommentAnnotation>(),
    status: text().$type<'open' | 'resolved'>().notNull().default('open'),
    /** The member who wrote it; null for a share-link viewer, who gives `authorName`. */
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_discussions_version_idx').on(table.versionId, table.createdAt)],
);
export type DriveDiscussionRow = typeof driveDiscussions.$inferSelect;

export const driveReplies = pgTable(
  'drive_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    discussionId: uuid()
      .notNull()
      .references(() => driveDiscussions.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_replies_discussion_idx').on(table.discussionId, table.createdAt)],
);
export type DriveReplyRow = typeof driveReplies.$inferSelect;

/** A zip of files and folders, built by a job; kept 6 hours, then pruned. */
export const driveZipJobs = pgTable(
  'drive_zip_jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileIds: jsonb().$type<string[]>().notNull().default([]),
    folderIds: jsonb().$type<string[]>().notNull().default([]),
    status: text().$type<ZipJobStatus>().notNull().default('queued'),
    /** 0 to 100. */
    progress: integer().notNull().default(0),
    storageKey: text(),
    size: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('drive_zip_jobs_expiry_idx').on(table.expiresAt)],
);
export type DriveZipJobRow = typeof driveZipJobs.$inferSelect;

/** A public link through which someone without an account uploads into one folder. */
export const driveFileCollectLinks = pgTable(
  'drive_file_collect_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    /** Null: the workspace's root. */
    folderId: uuid().references(() => driveFolders.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_file_collect_links_folder_idx').on(table.folderId)],
);
export type DriveFileCollectLinkRow = typeof driveFileCollectLinks.$inferSelect;

/** Where an upload stands: sending parts, being turned into a file, or finished (its id answers HEAD). */
export type DriveUploadState = 'pending' | 'completing' | 'done';

/**
 * A resumable (tus) upload, from its creation: where it goes, who started it, and its declared length, which
 * counts against the organisation's storage while the upload is pending or completing (a reservation). Shared
 * by every server: the lock on its parts (`lockedBy`, `lockedUntil`) lives here too, so an upload may
 * continue on another server.
 */
export const driveUploads = pgTable(
  'drive_uploads',
  {
    /** tus's id: 32 hex characters. */
    id: text().primaryKey(),
    ...tenantColumns(),
    /** Null: the workspace's root. Checked again on every part, so no foreign key. */
    folderId: uuid(),
    /** Set: the upload adds a version to this file (or an asset to a saved ad, for `product`). */
    fileId: uuid(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    fileCollectId: uuid().references(() => driveFileCollectLinks.id, { onDelete: 'cascade' }),
    uploaderName: text(),
    /** What the upload becomes: null for a Creative Hub file or version. */
    product: text(),
    filename: text().notNull(),
    resolution: text(),
    /** The declared length (`Upload-Length`), reserved against the storage limit until the upload ends. */
    size: bigint({ mode: 'number' }).notNull(),
    state: text().$type<DriveUploadState>().notNull().default('pending'),
    resultFileId: text(),
    resultVersionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time a part arrived (or the creation): an upload idle for an hour is pruned. */
    activeAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The request holding the upload's lock, and until when (a holder that died lets go by itself). */
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('drive_uploads_org_idx').on(table.orgId, table.state),
    index('drive_uploads_link_idx').on(table.fileCollectId, table.state),
    index('drive_uploads_activity_idx').on(table.state, table.activeAt),
  ],
);
export type DriveUploadRow = typeof driveUploads.$inferSelect;
