import { randomUUID } from 'node:crypto';
import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELDS_PER_WORKSPACE_MAX,
  isSelectFieldType,
  type CustomField,
  type CustomFieldList,
  type CustomFieldOptionChange,
  type CustomFieldType,
} from '@hookline/domain';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { customFieldsOfWorkspace } from './custom-field-lookup.ts';
import { applyOptionChanges } from './custom-field-options.ts';
import { customFields, type CustomFieldRow } from './tables.ts';

type ValueCleaners = Pick<AppContext, 'customFieldValuesCleaners'>;

export function customFieldDto(row: CustomFieldRow): CustomField {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    options: row.options.map((option) => ({ _id: option._id, label: option.label })),
  };
}

export async function listCustomFields(db: Executor, workspaceId: string): Promise<CustomFieldList> {
  const rows = await customFieldsOfWorkspace(db, workspaceId);
  return { data: rows.map(customFieldDto), dataOrder: rows.map((row) => row.id) };
}

/**
 * Serialises changes to one workspace's fields until the transaction ends, so that a new field and a new
 * order (or two new fields) can't miss each other.
 */
async function lockWorkspaceFields(tx: Executor, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom-fields:${workspaceId}`}))`);
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** Adds a field at the end of the workspace's order; a select field's options get ids of their own. */
export async function createCustomField(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    createdByUserId: string;
    field: {
      title: string;
      type: CustomFieldType;
      description?: string | null;
      options?: { label: string }[];
    };
  },
): Promise<CustomField> {
  const { field } = input;
  const row = await db.transaction(async (tx) => {
    await lockWorkspaceFields(tx, input.workspaceId);
    const [existing] = await tx
      .select({ fields: count(), last: max(customFields.position) })
      .from(customFields)
      .where(eq(customFields.workspaceId, input.workspaceId));
    if ((existing?.fields ?? 0) >= CUSTOM_FIELDS_PER_WORKSPACE_MAX) {
      throw badRequest(CUSTOM_FIELD_MESSAGES.tooManyFields);
    }
    const options = isSelectFieldType(field.type)
      ? (field.options ?? []).map((option) => ({ _id: randomUUID(), label: option.label }))
      : [];
    const [inserted] = await tx
      .insert(customFields)
      .values({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        title: field.title,
        type: field.type,
        description: blankToNull(field.description),
        options,
        position: (existing?.last ?? -1) + 1,
        createdByUserId: input.createdByUserId,
      })
      .returning();
    return inserted!;
  });
  return customFieldDto(row);
}

/**
 * Changes a field's title, description or options (spec section 4); its type stays. The values files hold
 * for a deleted option are dropped by the areas that hold them, in the same transaction.
 */
export async function updateCustomField(
  db: Executor,
  cleaners: ValueCleaners,
  input: {
    field: CustomFieldRow;
    change: {
      title?: string;
      type?: CustomFieldType;
      description?: string | null;
      options?: CustomFieldOptionChange[];
    };
  },
): Promise<CustomField> {
  const { change } = input;
  if (change.type !== undefined && change.type !== input.field.type) {
    throw badRequest(CUSTOM_FIELD_MESSAGES.typeFixed);
  }
  const row = await db.transaction(async (tx) => {
    await lockWorkspaceFields(tx, input.field.workspaceId);
    const [field] = await tx
      .select()
      .from(customFields)
      .where(and(eq(customFields.id, input.field.id), eq(customFields.workspaceId, input.field.workspaceId)));
    if (!field) throw notFound();
    let options = field.options;
    let removedIds: string[] = [];
    if (change.options !== undefined && isSelectFieldType(field.type)) {
      const result = applyOptionChanges(field.options, change.options, randomUUID);
      if (!result.ok) throw badRequest(result.message);
      if (result.options.length === 0) throw badRequest(CUSTOM_FIELD_MESSAGES.requiredFields);
      ({ options, removedIds } = result);
    }
    const [updated] = await tx
      .update(customFields)
      .set({
        title: change.title ?? field.title,
        description: change.description === undefined ? field.description : blankToNull(change.description),
        options,
      })
      .where(and(eq(customFields.id, field.id), eq(customFields.workspaceId, field.workspaceId)))
      .returning();
    if (removedIds.length > 0) {
      for (const clean of cleaners.customFieldValuesCleaners) {
        await clean(tx, { workspaceId: field.workspaceId, fieldId: field.id, optionIds: removedIds });
      }
    }
    return updated!;
  });
  return customFieldDto(row);
}

/** Deletes a field, and the values files hold for it, in one transaction. */
export async function deleteCustomField(
  db: Executor,
  cleaners: ValueCleaners,
  field: CustomFieldRow,
): Promise<{ fieldId: string; message: string }> {
  await db.transaction(async (tx) => {
    await lockWorkspaceFields(tx, field.workspaceId);
    await tx
      .delete(customFields)
      .where(and(eq(customFields.id, field.id), eq(customFields.workspaceId, field.workspaceId)));
    for (const clean of cleaners.customFieldValuesCleaners) {
      await clean(tx, { workspaceId: field.workspaceId, fieldId: field.id });
    }
  });
  return { fieldId: field.id, message: CUSTOM_FIELD_MESSAGES.deleted };
}

/** Puts the workspace's fields in the given order, which must name each of them exactly once. */
export async function reorderCustomFields(
  db: Executor,
  input: { workspaceId: string; order: readonly string[] },
): Promise<CustomFieldList> {
  return db.transaction(async (tx) => {
    await lockWorkspaceFields(tx, input.workspaceId);
    const current = await customFieldsOfWorkspace(tx, input.workspaceId);
    const ids = new Set(current.map((field) => field.id));
    const exact = input.order.length === ids.size && input.order.every((id) => ids.has(id));
    if (!exact) throw badRequest(CUSTOM_FIELD_MESSAGES.orderMismatch);
    for (const [position, id] of input.order.entries()) {
      await tx
        .update(customFields)
        .set({ position })
        .where(and(eq(customFields.id, id), eq(customFields.workspaceId, input.workspaceId)));
    }
    return listCustomFields(tx, input.workspaceId);
  });
}
