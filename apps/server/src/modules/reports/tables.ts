import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdPlatform, ReportFields, ReportQueryResult } from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { adAccounts } from '../ad-accounts/tables.ts';
import { users } from '../users/tables.ts';

export const reportFolders = pgTable(
  'report_folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    emoticon: text(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_folders_account_idx').on(table.adAccountId)],
);

/** A saved report: the fields of spec section 3, kept as one document. */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => reportFolders.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    fields: jsonb().$type<ReportFields>().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_account_idx').on(table.adAccountId),
    index('reports_folder_idx').on(table.folderId),
  ],
);
export type SavedReportRow = typeof reports.$inferSelect;

/** A frozen copy of a report's settings and result, viewable by its link without an account. */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    reportId: uuid().references(() => reports.id, { onDelete: 'set null' }),
    name: text().notNull(),
    report: jsonb().$type<ReportFields>().notNull(),
    result: jsonb().$type<ReportQueryResult>().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_snapshots_workspace_idx').on(table.workspaceId)],
);

/** A named set of table columns (metrics) for one platform. */
export const tablePresets = pgTable(
  'table_presets',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    platform: text().$type<AdPlatform>().notNull(),
    name: text().notNull(),
    metrics: jsonb().$type<string[]>().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('table_presets_workspace_idx').on(table.workspaceId)],
);

export const creativeTags = pgTable(
  'creative_tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('creative_tags_account_idx').on(table.adAccountId)],
);

/** A tag on a creative: keyed by creative hash, or `ad:<adId>` for an ad without one. */
export const creativeTagAssignments = pgTable(
  'creative_tag_assignments',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => creativeTags.id, { onDelete: 'cascade' }),
    creativeKey: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tagId, table.creativeKey] }),
    index('creative_tag_assignments_account_idx').on(table.adAccountId, table.creativeKey),
  ],
);

export const namingConventions = pgTable(
  'naming_conventions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    separator: text().notNull(),
    properties: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('naming_conventions_account_idx').on(table.adAccountId)],
);
