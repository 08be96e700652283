import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomFieldOption, CustomFieldType, SavedFilterProduct, TagProduct } from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';

/** A workspace's tags for one product (spec section 3, "Tag"); names are unique per product, ignoring case. */
export const tags = pgTable(
  'tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    product: text().$type<TagProduct>().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tags_workspace_product_name_idx').on(
      table.workspaceId,
      table.product,
      sql`lower(${table.name})`,
    ),
  ],
);
export type TagRow = typeof tags.$inferSelect;

/** A workspace's custom field (spec section 3): its options keep their ids, so values survive a rename. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    title: text().notNull(),
    type: text().$type<CustomFieldType>().notNull(),
    description: text(),
    options: jsonb().$type<CustomFieldOption[]>().notNull().default([]),
    /** The field's place in the workspace's order (`dataOrder`). */
    position: integer().notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_fields_workspace_idx').on(table.workspaceId, table.position)],
);
export type CustomFieldRow = typeof customFields.$inferSelect;

/** A saved filter ("search context") of the Creative Hub library or of Inspiration, per workspace. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    product: text().$type<SavedFilterProduct>().notNull(),
    name: text().notNull(),
    /** The filter's query and filters, as the product's list call takes them. */
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_filters_workspace_idx').on(table.workspaceId, table.product)],
);
export type SavedFilterRow = typeof savedFilters.$inferSelect;
