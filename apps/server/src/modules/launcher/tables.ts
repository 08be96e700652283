import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AdCopy,
  BatchStatus,
  CallToActionType,
  CreativeEnhancementKey,
  LaunchAdState,
  LaunchBatchRequest,
  LaunchError,
  LauncherProvider,
  LauncherSettings,
} from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';
import { driveFiles, driveFileVersions } from '../drive/tables.ts';

/** An ad account a workspace launches ads on (separate from the accounts Analytics reads). */
export const launcherAdAccounts = pgTable(
  'launcher_ad_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    provider: text().$type<LauncherProvider>().notNull(),
    externalId: text().notNull(),
    name: text().notNull(),
    currency: text().notNull(),
    timezoneName: text().notNull(),
    settings: jsonb().$type<LauncherSettings>().notNull(),
    needsReconnect: boolean().notNull().default(false),
    onboardedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    onboardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('launcher_ad_accounts_workspace_external_idx').on(
      table.workspaceId,
      table.provider,
      table.externalId,
    ),
    index('launcher_ad_accounts_org_idx').on(table.orgId),
  ],
);
export type LauncherAdAccountRow = typeof launcherAdAccounts.$inferSelect;

/** Members (besides the workspace's admins) who may launch on an account. */
export const launcherAccountAccess = pgTable(
  'launcher_account_access',
  {
    launcherAccountId: uuid()
      .notNull()
      .references(() => launcherAdAccounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.launcherAccountId, table.userId] })],
);

export const launcherCopyTemplates = pgTable(
  'launcher_copy_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    launcherAccountId: uuid()
      .notNull()
      .references(() => launcherAdAccounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    primaryText: text().notNull(),
    headline: text().notNull(),
    description: text().notNull(),
    cta: text().$type<CallToActionType>().notNull(),
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('launcher_copy_templates_account_idx').on(table.launcherAccountId)],
);
export type CopyTemplateRow = typeof launcherCopyTemplates.$inferSelect;

/** The launch wizard's state, saved as the buyer works so it resumes on any machine. */
export const launcherDrafts = pgTable(
  'launcher_drafts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    launcherAccountId: uuid()
      .notNull()
      .references(() => launcherAdAccounts.id, { onDelete: 'cascade' }),
    kind: text().$type<'standard' | 'partnership'>().notNull().default('standard'),
    name: text().notNull(),
    state: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Raised on every save; a save naming an older version is refused (another tab saved since). */
    version: integer().notNull().default(1),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('launcher_drafts_account_idx').on(table.launcherAccountId, table.updatedAt)],
);
export type LaunchDraftRow = typeof launcherDrafts.$inferSelect;

/** One launch: its request as sent, kept under the caller's Idempotency-Key. */
export const launcherBatches = pgTable(
  'launcher_batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    launcherAccountId: uuid()
      .notNull()
      .references(() => launcherAdAccounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** sha256 of the request: the same key with another body is refused. */
    requestHash: text().notNull(),
    kind: text().$type<'standard' | 'partnership'>().notNull().default('standard'),
    request: jsonb()
      .$type<LaunchBatchRequest & { partner?: { identityId?: string; adCode?: string } }>()
      .notNull(),
    status: text().$type<BatchStatus>().notNull().default('queued'),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Set while the platform's rate limit holds the batch: its job is queued again for this time. */
    waitingUntil: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('launcher_batches_idempotency_idx').on(table.launcherAccountId, table.idempotencyKey),
    index('launcher_batches_account_idx').on(table.launcherAccountId, table.createdAt),
  ],
);
export type LaunchBatchRow = typeof launcherBatches.$inferSelect;

/** One ad of a batch and how far it got: each platform id is kept as soon as the platform returns it. */
export const launcherBatchAds = pgTable(
  'launcher_batch_ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    batchId: uuid()
      .notNull()
      .references(() => launcherBatches.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    status: text().$type<LaunchAdState>().notNull().default('queued'),
    platformAdsetId: text(),
    platformCreativeId: text(),
    platformAdId: text(),
    platformStatus: text(),
    error: jsonb().$type<LaunchError>(),
    attempts: integer().notNull().default(0),
    copy: jsonb().$type<AdCopy>().notNull(),
    /** Enhancements the daily check found on though the account opted out of them. */
    driftedEnhancements: jsonb().$type<CreativeEnhancementKey[]>().notNull().default([]),
    checkedAt: timestamp({ withTimezone: true }),
    launchedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('launcher_batch_ads_position_idx').on(table.batchId, table.position),
    index('launcher_batch_ads_launched_idx').on(table.workspaceId, table.platformAdId),
  ],
);
export type LaunchBatchAdRow = typeof launcherBatchAds.$inferSelect;

/** New ad sets a batch makes, once each, shared by the ads that name the same key. */
export const launcherBatchAdsets = pgTable(
  'launcher_batch_adsets',
  {
    batchId: uuid()
      .notNull()
      .references(() => launcherBatches.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    platformAdsetId: text().notNull(),
    platformCampaignId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.key] })],
);

/** Media uploaded to an account, reused by hash: a file is uploaded once per account. */
export const launcherMedia = pgTable(
  'launcher_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    launcherAccountId: uuid()
      .notNull()
      .references(() => launcherAdAccounts.id, { onDelete: 'cascade' }),
    kind: text().$type<'image' | 'video'>().notNull(),
    sha256: text().notNull(),
    /** Meta's image hash or video id. */
    platformId: text().notNull(),
    name: text().notNull(),
    fileId: uuid().references(() => driveFiles.id, { onDelete: 'set null' }),
    /** The file's version whose bytes were uploaded: its thumbnail is the media's picture. */
    versionId: uuid().references(() => driveFileVersions.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('launcher_media_account_sha_idx').on(table.launcherAccountId, table.sha256)],
);
export type LauncherMediaRow = typeof launcherMedia.$inferSelect;
