import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
