import { DRIVE_MESSAGES, type DriveLibraryFilters } from '@hookline/domain';
import { or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { customFieldsOfWorkspace, type CustomFieldRow } from '../../settings/index.ts';
import { driveFiles } from '../tables.ts';
import { tsQueryOf } from '../../../platform/db/ts-query.ts';

/**
 * The full-text condition of a search, written with the very expression of the GIN index
 * `drive_files_search_idx`, so that PostgreSQL answers it from the index. The query text is a bound value.
 */
export function matchesSearch(search: string | undefined): SQL | undefined {
  const query = search === undefined ? undefined : tsQueryOf(search, 'every');
  if (query === undefined) return undefined;
  const name = driveFiles.name;
  return sql`to_tsvector('simple', ${name} || ' ' || regexp_replace(${name}, '[^[:alnum:]]+', ' ', 'g') || ' ' || coalesce(${driveFiles.description}, '')) @@ to_tsquery('simple', ${query})`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The created-date range: a day (`YYYY-MM-DD`) counts whole, in UTC, at either end; an instant counts as
 * it is.
 */
export function createdWithin(filters: Pick<DriveLibraryFilters, 'createdFrom' | 'createdTo'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.createdFrom !== undefined) {
    const from = new Date(
      DAY.test(filters.createdFrom) ? `${filters.createdFrom}T00:00:00Z` : filters.createdFrom,
    );
    conditions.push(sql`${driveFiles.createdAt} >= ${from.toISOString()}`);
  }
  if (filters.createdTo !== undefined) {
    if (DAY.test(filters.createdTo)) {
      const dayAfter = new Date(Date.parse(`${filters.createdTo}T00:00:00Z`) + 86_400_000);
      conditions.push(sql`${driveFiles.createdAt} < ${dayAfter.toISOString()}`);
    } else {
      conditions.push(sql`${driveFiles.createdAt} <= ${new Date(filters.createdTo).toISOString()}`);
    }
  }
  return conditions;
}

type FilterValue = string | number;

/** A `%`, `_` or `\` typed into a text filter is matched as itself. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Files whose value of `field` is any of `values`, compared as the field's type stores values. */
function fieldCondition(field: CustomFieldRow, values: readonly FilterValue[]): SQL {
  const value = sql`(${driveFiles.customFields} -> ${field.id}::text)`;
  const conditions = values.map((wanted) => {
    switch (field.type) {
      case 'multi-select':
        return sql`${value} @> ${JSON.stringify([wanted])}::jsonb`;
      case 'text':
        // A text filter finds the words anywhere in the value, whatever their case.
        return sql`(${driveFiles.customFields} ->> ${field.id}::text) ilike ${`%${escapeLike(String(wanted))}%`}`;
      case 'single-select':
      case 'date':
      case 'number':
        return sql`${value} = ${JSON.stringify(wanted)}::jsonb`;
    }
  });
  return or(...conditions) ?? sql`false`;
}

/**
 * The custom-field conditions: each named field must be one of the workspace's (else 400 'Custom field
 * not found'); a file matches when its value is the one given, or any of those given.
 */
export async function customFieldConditions(
  db: Executor,
  input: { workspaceId: string; filters: DriveLibraryFilters['customFields'] },
): Promise<SQL[]> {
  const entries = Object.entries(input.filters ?? {});
  if (entries.length === 0) return [];
  if (!entries.every(([fieldId]) => isUuid(fieldId))) throw badRequest(DRIVE_MESSAGES.customFieldNotFound);
  const fields = new Map(
    (await customFieldsOfWorkspace(db, input.workspaceId)).map((field) => [field.id, field]),
  );
  return entries.map(([fieldId, wanted]) => {
    const field = fields.get(fieldId);
    if (!field) throw badRequest(DRIVE_MESSAGES.customFieldNotFound);
    const values = Array.isArray(wanted) ? wanted : [wanted];
    return values.length === 0 ? sql`true` : fieldCondition(field, values);
  });
}
