import {
  date,
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
import { discoverBrands } from '../discover/tables.ts';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';

/** A competitor brand of Discover's library that a workspace tracks in Detective: once per workspace. */
export const detectiveTrackers = pgTable(
  'detective_trackers',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('detective_trackers_workspace_brand_idx').on(table.workspaceId, table.brandId),
    index('detective_trackers_org_brand_idx').on(table.orgId, table.brandId),
  ],
);
export type DetectiveTrackerRow = typeof detectiveTrackers.$inferSelect;

/** Counts of active ads by a key: a format, a platform, a language or a landing page. */
export type SnapshotCounts = Record<string, number>;

/**
 * A library brand's figures on one UTC day, computed from its ads' start and stop dates: shared by every
 * workspace that tracks the brand. Taken each day and after each read of a tracked brand, and a year back
 * when a brand is first tracked; one row per brand and day.
 */
export const detectiveBrandSnapshots = pgTable(
  'detective_brand_snapshots',
  {
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** Ads active that day: started on or before it, stopped on or after it or still running. */
    activeAdCount: integer().notNull(),
    /** Ads that started that day. */
    newAdCount: integer().notNull(),
    /** Ads whose last day it was. */
    stoppedAdCount: integer().notNull(),
    formats: jsonb().$type<SnapshotCounts>().notNull().default({}),
    platforms: jsonb().$type<SnapshotCounts>().notNull().default({}),
    languages: jsonb().$type<SnapshotCounts>().notNull().default({}),
    /** By landing page, normalised as the dashboard's landing pages menu normalises it. */
    landingPages: jsonb().$type<SnapshotCounts>().notNull().default({}),
    /** When the figures were last computed: a day's snapshot is retaken until the day is over. */
    takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day] })],
);
export type DetectiveBrandSnapshotRow = typeof detectiveBrandSnapshots.$inferSelect;

/**
 * A dashboard menu of a brand as computed on one UTC day, kept so that every reader of the day (members of
 * each tracking workspace, share links, the AI detective) gets it without computing it again. Dropped when the
 * brand's ads are read again (its snapshot is retaken); a row of an earlier day is never read.
 */
export const detectiveDashboardFigures = pgTable(
  'detective_dashboard_figures',
  {
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    duration: integer().notNull(),
    menu: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** The menu's answer, as JSON text: read back as it was written. */
    figures: text().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.duration, table.menu] })],
);
