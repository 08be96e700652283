import { SAVED_FILTER_MESSAGES, type SavedFilter, type SavedFilterProduct } from '@hookline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { savedFilters, type SavedFilterRow } from './tables.ts';

export function savedFilterDto(row: SavedFilterRow): SavedFilter {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    product: row.product,
    name: row.name,
    filters: row.filters,
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A workspace's saved filters of one product, oldest first. */
export async function listSavedFilters(
  db: Executor,
  input: { workspaceId: string; product: SavedFilterProduct },
): Promise<{ data: SavedFilter[] }> {
  const rows = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.workspaceId, input.workspaceId), eq(savedFilters.product, input.product)))
    .orderBy(asc(savedFilters.createdAt), asc(savedFilters.id));
  return { data: rows.map(savedFilterDto) };
}

export async function createSavedFilter(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    product: SavedFilterProduct;
    name: string;
    filters: Record<string, unknown>;
    createdByUserId: string;
  },
): Promise<SavedFilter> {
  const [row] = await db.insert(savedFilters).values(input).returning();
  return savedFilterDto(row!);
}

export async function updateSavedFilter(
  db: Executor,
  input: { filter: SavedFilterRow; name?: string; filters?: Record<string, unknown> },
): Promise<SavedFilter> {
  const { filter } = input;
  const [row] = await db
    .update(savedFilters)
    .set({ name: input.name ?? filter.name, filters: input.filters ?? filter.filters })
    .where(and(eq(savedFilters.id, filter.id), eq(savedFilters.workspaceId, filter.workspaceId)))
    .returning();
  // Deleted between the access check and the update: as if it had never been found.
  if (!row) throw notFound();
  return savedFilterDto(row);
}

export async function deleteSavedFilter(
  db: Executor,
  filter: SavedFilterRow,
): Promise<{ searchContextId: string; message: string }> {
  await db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, filter.id), eq(savedFilters.workspaceId, filter.workspaceId)));
  return { searchContextId: filter.id, message: SAVED_FILTER_MESSAGES.deleted };
}
