import type { HookStage, HookTactic, HookTrigger } from '@hookline/domain';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../tenancy/index.ts';
import { users } from '../users/tables.ts';

/**
 * The workspace's hook library: hooks a member kept from the hook generator, with the product they were
 * written for. A hook's text is kept once per workspace (saving it again keeps the first).
 */
export const toolsHooks = pgTable(
  'tools_hooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    product: text().notNull(),
    text: text().notNull(),
    stage: text().$type<HookStage>().notNull(),
    trigger: text().$type<HookTrigger>().notNull(),
    tactic: text().$type<HookTactic>().notNull(),
    why: text().notNull(),
    spoken: text(),
    visual: text(),
    overlay: text(),
    headline: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tools_hooks_workspace_text_idx').on(table.workspaceId, table.text),
    index('tools_hooks_workspace_created_idx').on(table.workspaceId, table.createdAt),
  ],
);
export type ToolsHookRow = typeof toolsHooks.$inferSelect;
