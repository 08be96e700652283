import type {
  TemplateIndustry,
  TemplateOrientation,
  TemplateRenderSize,
  TemplateSeason,
  TemplateSlot,
  TemplateSource,
  TemplateTheme,
} from '@hookline/domain';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../tenancy/organisations/tables.ts';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';

/** A stored preview of a template: its storage key, served at `templates/media/<key>`. */
export interface StoredTemplatePreview {
  orientation: TemplateOrientation;
  key: string;
  width: number;
  height: number;
}

/**
 * A template of the library: Hookline's own designs (`key` set, `orgId` null, seeded at start) and the
 * designs an organisation imported from Figma or Canva (`orgId` set: only that organisation sees them).
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A library design's stable key (`hooklineLibrary()`); null for an import. */
    key: text().unique(),
    orgId: uuid().references(() => organisations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    industry: text().$type<TemplateIndustry>(),
    theme: text().$type<TemplateTheme>(),
    orientation: text().$type<TemplateOrientation>().notNull(),
    season: text().$type<TemplateSeason>(),
    source: text().$type<TemplateSource>().notNull(),
    /** "Open in Figma" or "Open in Canva"; null for Hookline's own. */
    designUrl: text(),
    /** An import's id at its provider: `<fileKey>:<nodeId>` for a Figma frame, a Canva brand template's id. */
    externalId: text(),
    slots: jsonb().$type<TemplateSlot[]>().notNull().default([]),
    /** Empty until the previews are rendered (a library design's, by the previews job). */
    previews: jsonb().$type<StoredTemplatePreview[]>().notNull().default([]),
    /** A library design's fingerprint, and the one its stored previews were drawn from. */
    designHash: text(),
    previewsHash: text(),
    /** A library design's `addedOn`; an import's time of import. Orders newest and oldest. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('templates_created_idx').on(table.createdAt, table.id),
    index('templates_org_idx').on(table.orgId),
    /** An organisation imports a design once; importing it again refreshes it. */
    uniqueIndex('templates_org_design_idx').on(table.orgId, table.designUrl),
  ],
);
export type TemplateRow = typeof templates.$inferSelect;

/**
 * Each member's favourite templates, kept through the marks area. Marks keep a mark within a scope they
 * call its workspace; a template's favourite belongs to the member wherever they browse the library, so
 * its scope is the member (`owner_id`, the same as `user_id`).
 */
export const templateFavourites = pgTable(
  'template_favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    kind: text().$type<'template'>().notNull().default('template'),
    workspaceId: uuid('owner_id').notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.targetId] })],
);

/** Each member's "previously used" templates: one row per template, touched by each use. */
export const templateSaves = pgTable(
  'template_saves',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.templateId] })],
);

/** A template used in a workspace: once per template and workspace, counted against `adTemplateCount`. */
export const templateUses = pgTable(
  'template_uses',
  {
    ...tenantColumns(),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    firstUsedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.templateId] }),
    index('template_uses_org_idx').on(table.orgId),
  ],
);

/**
 * The Creative Hub file a template's size was last rendered into, per folder (the workspace's id for its
 * root): rendering the same template at the same size into the same folder again adds a version to it.
 */
export const templateRenders = pgTable(
  'template_renders',
  {
    ...tenantColumns(),
    folderId: uuid().notNull(),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    size: text().$type<TemplateRenderSize>().notNull(),
    fileId: uuid().notNull(),
    renderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('template_renders_target_idx').on(
      table.workspaceId,
      table.folderId,
      table.templateId,
      table.size,
    ),
  ],
);
