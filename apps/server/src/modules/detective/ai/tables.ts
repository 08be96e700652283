import type { AiDetectiveAnalysis, AiDetectiveStatus } from '@hookline/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../tenancy/index.ts';
import { users } from '../../users/tables.ts';
import { detectiveTrackers } from '../tables.ts';
import type { StoredFigures } from './analysis-figures.ts';

/**
 * One AI detective analysis of a tracker. `figures` keeps the statistics it was written from, so that the
 * tracker's next analysis can say what changed; untracking the brand deletes its analyses.
 */
export const detectiveAiAnalyses = pgTable(
  'detective_ai_analyses',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    trackerId: uuid()
      .notNull()
      .references(() => detectiveTrackers.id, { onDelete: 'cascade' }),
    status: text().$type<AiDetectiveStatus>().notNull().default('queued'),
    analysis: jsonb().$type<AiDetectiveAnalysis>(),
    figures: jsonb().$type<StoredFigures>(),
    error: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('detective_ai_analyses_tracker_idx').on(table.trackerId, table.createdAt),
    index('detective_ai_analyses_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);
export type DetectiveAiAnalysisRow = typeof detectiveAiAnalyses.$inferSelect;
